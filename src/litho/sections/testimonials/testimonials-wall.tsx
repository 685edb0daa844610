import { Reveal } from "../../../components/reveal/reveal";
import { TestimonialQuote } from "./testimonial-quote";
import type { Testimonial } from "./testimonial-types";
import * as styles from "./testimonials-wall.module.css";

/** Every fourth quote is set dark and large, so the wall has a rhythm rather than a grid. */
const isFeature = (index: number) => index % 4 === 0;

/** A masonry wall of quotes at their own lengths, in columns that close up under each other. */
export const TestimonialsWall = ({ items }: { items: readonly Testimonial[] }) => (
  <ul className={styles.wall} data-layout="wall">
    {items.map((item, index) => (
      <li key={item.jsonId} className={styles.brick}>
        <Reveal delay={(index % 3) * 0.1}>
          <TestimonialQuote
            item={item}
            className={`${styles.tile} ${isFeature(index) ? styles.feature : ""}`}
            quoteClassName={styles.quote}
          />
        </Reveal>
      </li>
    ))}
  </ul>
);
