import { TestimonialByline } from "./testimonial-byline";
import type { Testimonial } from "./testimonial-types";

interface TestimonialQuoteProps {
  item: Testimonial;
  className?: string;
  quoteClassName?: string;
}

/** A quote and who said it as one figure, its look left to the layout that places it. */
export const TestimonialQuote = ({ item, className, quoteClassName }: TestimonialQuoteProps) => (
  <figure className={className}>
    <blockquote className={quoteClassName}>
      <p>{item.quote}</p>
    </blockquote>
    <TestimonialByline item={item} />
  </figure>
);
