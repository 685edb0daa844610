import { LithoImage } from "../shared/litho-image";
import { TestimonialStars } from "./testimonial-stars";
import { TestimonialByline } from "./testimonial-byline";
import type { Testimonial } from "./testimonial-types";
import * as styles from "./testimonial-slide.module.css";

/**
 * A whole-slide quote: "quote" centres one large quote over the author's portrait and name;
 * "split" sets the portrait as a photograph on the left and the quote beside it.
 */
export const TestimonialSlide = ({ item, variant }: { item: Testimonial; variant: "quote" | "split" }) => (
  <figure className={`${styles.slide} ${variant === "split" ? styles.split : styles.centred}`}>
    <LithoImage file={variant === "split" ? item.portrait : item.img} alt="" className={styles.photo} />
    <div className={styles.words}>
      <TestimonialStars rating={item.rating} className={styles.stars} />
      <blockquote className={styles.quote}>
        <p>{item.quote}</p>
      </blockquote>
      <TestimonialByline item={item} avatar={false} className={styles.caption} />
    </div>
  </figure>
);
