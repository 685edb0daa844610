import { Icon } from "../shared/icon";
import { TestimonialStars } from "./testimonial-stars";
import { TestimonialByline } from "./testimonial-byline";
import type { Testimonial } from "./testimonial-types";
import * as styles from "./testimonial-card.module.css";

/** One quote on a white card: the default grid's cell and the default carousel's slide. */
export const TestimonialCard = ({ item }: { item: Testimonial }) => (
  <figure className={styles.figure}>
    <Icon name="quote" className={styles.mark} />
    <TestimonialStars rating={item.rating} />
    <blockquote className={styles.quote}>
      <p>{item.quote}</p>
    </blockquote>
    <TestimonialByline item={item} />
  </figure>
);
