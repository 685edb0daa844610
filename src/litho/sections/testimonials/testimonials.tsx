import { graphql } from "gatsby";
import { Icon } from "../shared/icon";
import { TestimonialStars } from "./testimonial-stars";
import { TestimonialByline } from "./testimonial-byline";
import { TestimonialSlide } from "./testimonial-slide";
import { TestimonialsSpotlight } from "./testimonials-spotlight";
import { TestimonialsWall } from "./testimonials-wall";
import type { Testimonial } from "./testimonial-types";
import { Section, SectionHeading, headingId } from "../shared/section";
import { Reveal } from "../../../components/reveal/reveal";
import { Carousel } from "../../ui/carousel";
import type { CarouselSettings } from "../../ui/carousel-settings";
import * as styles from "./testimonials.module.css";

export const fragment = graphql`
  fragment LithoTestimonialsSectionFields on LithoTestimonialsSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    background
    layout
    testimonials {
      jsonId
      name
      designation
      quote
      rating
      img {
        childImageSharp {
          gatsbyImageData(width: 72, height: 72, quality: 80, outputPixelDensities: [1, 2])
        }
      }
      portrait: img {
        childImageSharp {
          gatsbyImageData(width: 320, height: 400, quality: 78, outputPixelDensities: [1])
        }
      }
    }
  }
`;

const TestimonialCard = ({ item }: { item: Testimonial }) => (
  <figure className={styles.figure}>
    <Icon name="quote" className={styles.mark} />
    <TestimonialStars rating={item.rating} />
    <blockquote className={styles.quote}>
      <p>{item.quote}</p>
    </blockquote>
    <TestimonialByline item={item} />
  </figure>
);

/** Quotes read at their length: one, two and three to a view, not the four of the default cards. */
const QUOTE_CAROUSEL: CarouselSettings = { slidesPerView: 1, breakpoints: { 768: { slidesPerView: 2 }, 1200: { slidesPerView: 3 } } };

/** A whole slide per quote, at every width, given time to be read. */
const WHOLE_SLIDE: CarouselSettings = { slidesPerView: 1, breakpoints: {}, autoplay: { delay: 6000, disableOnInteraction: false } };

const slideVariants = { "carousel-quote": "quote", "carousel-split": "split" } as const;

type SlideLayout = keyof typeof slideVariants;

const isSlideLayout = (layout: string | null | undefined): layout is SlideLayout => !!layout && layout in slideVariants;

/** The cards of the default grid, each revealed a beat after the one before. */
const TestimonialGrid = ({ items }: { items: readonly Testimonial[] }) => (
  <ul className={styles.grid}>
    {items.map((item, index) => (
      <li key={item.jsonId}>
        <Reveal delay={index * 0.1} className={styles.card}>
          <TestimonialCard item={item} />
        </Reveal>
      </li>
    ))}
  </ul>
);

/** Quotes on the shared carousel: cards three to a view, or one whole-slide quote at a time. */
const TestimonialCarousel = ({ section }: { section: Queries.LithoTestimonialsSectionFieldsFragment }) => {
  const layout = section.layout;
  const whole = isSlideLayout(layout);
  return (
    <Carousel
      label={section.heading?.overline ?? "Testimonials"}
      theme={section.background === "dark" ? "light" : "dark"}
      settings={whole ? WHOLE_SLIDE : QUOTE_CAROUSEL}
      slides={section.testimonials.map((item) => ({
        id: String(item.jsonId),
        content: whole ? (
          <TestimonialSlide item={item} variant={slideVariants[layout]} />
        ) : (
          <div className={styles.card}>
            <TestimonialCard item={item} />
          </div>
        ),
      }))}
    />
  );
};

/** The body of the section for its layout; grid when none is set. */
const TestimonialBody = ({ section }: { section: Queries.LithoTestimonialsSectionFieldsFragment }) => {
  if (section.layout === "spotlight") return <TestimonialsSpotlight items={section.testimonials} />;
  if (section.layout === "wall") return <TestimonialsWall items={section.testimonials} />;
  if (section.layout?.startsWith("carousel")) return <TestimonialCarousel section={section} />;
  return <TestimonialGrid items={section.testimonials} />;
};

/** Client quotes: cards in a grid or on a carousel, a spotlit lead quote, a masonry wall, or whole-slide quotes. */
export const Testimonials = ({ section }: { section: Queries.LithoTestimonialsSectionFieldsFragment }) => {
  const id = section.heading ? headingId("testimonials", section.heading.title) : undefined;
  return (
    <Section anchor={section.anchor} background={section.background} defaultBackground="cream" labelledBy={id}>
      <SectionHeading heading={section.heading} id={id} />
      <TestimonialBody section={section} />
    </Section>
  );
};
