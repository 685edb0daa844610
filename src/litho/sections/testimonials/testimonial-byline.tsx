import { LithoImage } from "../shared/litho-image";
import type { Testimonial } from "./testimonial-types";
import * as styles from "./testimonial-byline.module.css";

interface TestimonialBylineProps {
  item: Testimonial;
  /** Off where the layout shows the portrait large elsewhere. */
  avatar?: boolean;
  className?: string;
}

/** Who said it: a round portrait (sized by the parent's --avatar-size), the name and the role. */
export const TestimonialByline = ({ item, avatar = true, className = "" }: TestimonialBylineProps) => (
  <figcaption className={`${styles.person} ${className}`}>
    {avatar && <LithoImage file={item.img} alt="" className={styles.avatar} />}
    <span>
      <span className={styles.name}>{item.name}</span>
      <span className={styles.role}>{item.designation}</span>
    </span>
  </figcaption>
);
