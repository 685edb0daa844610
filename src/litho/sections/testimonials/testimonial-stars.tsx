import { Icon } from "../shared/icon";
import * as styles from "./testimonial-stars.module.css";

/** A five-star rating, read out as one figure rather than five images. */
export const TestimonialStars = ({ rating, className = "" }: { rating: number; className?: string }) => (
  <p className={`${styles.stars} ${className}`} role="img" aria-label={`Rated ${rating} out of 5`}>
    {Array.from({ length: 5 }, (_, star) => (
      <Icon key={star} name="star" className={star < rating ? styles.starOn : styles.starOff} />
    ))}
  </p>
);
