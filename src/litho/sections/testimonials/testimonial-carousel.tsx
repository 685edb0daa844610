import { TestimonialCard } from "./testimonial-card";
import { TestimonialSlide } from "./testimonial-slide";
import type { Testimonial } from "./testimonial-types";
import { Carousel } from "../../ui/carousel";
import type { CarouselSettings } from "../../ui/carousel-settings";

/** Quotes read at their length: one, two and three to a view, not the four of the default cards. */
const QUOTE_CAROUSEL: CarouselSettings = { slidesPerView: 1, breakpoints: { 768: { slidesPerView: 2 }, 1200: { slidesPerView: 3 } } };

/** A whole slide per quote, at every width, given time to be read. */
const WHOLE_SLIDE: CarouselSettings = { slidesPerView: 1, breakpoints: {}, autoplay: { delay: 6000, disableOnInteraction: false } };

const slideVariants: Readonly<Record<string, "quote" | "split">> = { "carousel-quote": "quote", "carousel-split": "split" };

export interface TestimonialCarouselProps {
  items: readonly Testimonial[];
  /** "carousel" for cards three to a view; "carousel-quote" or "carousel-split" for one whole slide. */
  layout?: string | null;
  label: string;
  theme: "light" | "dark";
}

/** Quotes on the shared carousel: cards three to a view, or one whole-slide quote at a time. */
export const TestimonialCarousel = ({ items, layout, label, theme }: TestimonialCarouselProps) => {
  const variant = layout ? slideVariants[layout] : undefined;
  return (
    <Carousel
      label={label}
      theme={theme}
      settings={variant ? WHOLE_SLIDE : QUOTE_CAROUSEL}
      slides={items.map((item) => ({
        id: String(item.jsonId),
        content: variant ? <TestimonialSlide item={item} variant={variant} /> : <TestimonialCard item={item} />,
      }))}
    />
  );
};
