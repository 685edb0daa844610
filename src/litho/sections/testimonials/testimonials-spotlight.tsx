import { LithoImage } from "../shared/litho-image";
import { Reveal } from "../../../components/reveal/reveal";
import { TestimonialStars } from "./testimonial-stars";
import { TestimonialByline } from "./testimonial-byline";
import { TestimonialQuote } from "./testimonial-quote";
import type { Testimonial } from "./testimonial-types";
import * as styles from "./testimonials-spotlight.module.css";

/**
 * One quote set large beside its author's portrait, the rest listed small underneath: the
 * editorial layout for a page that has one review worth leading with.
 */
export const TestimonialsSpotlight = ({ items }: { items: readonly Testimonial[] }) => {
  const [lead, ...others] = items;
  if (!lead) return null;
  return (
    <div className={styles.spotlight} data-layout="spotlight">
      <figure className={styles.lead}>
        <LithoImage file={lead.portrait} alt="" className={styles.portrait} />
        <div>
          <TestimonialStars rating={lead.rating} />
          <blockquote className={styles.pull}>
            <p>{lead.quote}</p>
          </blockquote>
          <TestimonialByline item={lead} avatar={false} className={styles.leadName} />
        </div>
      </figure>
      <ul className={styles.others}>
        {others.map((item, index) => (
          <li key={item.jsonId}>
            <Reveal delay={index * 0.1} className={styles.other}>
              <TestimonialQuote item={item} className={styles.small} quoteClassName={styles.smallQuote} />
            </Reveal>
          </li>
        ))}
      </ul>
    </div>
  );
};
