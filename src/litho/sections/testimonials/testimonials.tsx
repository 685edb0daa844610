import { graphql } from "gatsby";
import { LithoImage } from "../shared/litho-image";
import { Icon } from "../shared/icon";
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
    }
  }
`;

type Testimonial = Queries.LithoTestimonialsSectionFieldsFragment["testimonials"][number];

const TestimonialCard = ({ item }: { item: Testimonial }) => (
  <figure className={styles.figure}>
    <Icon name="quote" className={styles.mark} />
    <p className={styles.stars} role="img" aria-label={`Rated ${item.rating} out of 5`}>
      {Array.from({ length: 5 }, (_, star) => (
        <Icon key={star} name="star" className={star < item.rating ? styles.starOn : styles.starOff} />
      ))}
    </p>
    <blockquote className={styles.quote}>
      <p>{item.quote}</p>
    </blockquote>
    <figcaption className={styles.person}>
      <LithoImage file={item.img} alt="" className={styles.avatar} />
      <span>
        <span className={styles.name}>{item.name}</span>
        <span className={styles.role}>{item.designation}</span>
      </span>
    </figcaption>
  </figure>
);

/** Quotes read at their length: one, two and three to a view, not the four of the default cards. */
const QUOTE_CAROUSEL: CarouselSettings = { slidesPerView: 1, breakpoints: { 768: { slidesPerView: 2 }, 1200: { slidesPerView: 3 } } };

/** Client quotes as cards with a star rating and the client's portrait, in a grid or on a carousel. */
export const Testimonials = ({ section }: { section: Queries.LithoTestimonialsSectionFieldsFragment }) => {
  const id = section.heading ? headingId("testimonials", section.heading.title) : undefined;
  return (
    <Section anchor={section.anchor} background={section.background} defaultBackground="cream" labelledBy={id}>
      <SectionHeading heading={section.heading} id={id} />
      {section.layout === "carousel" ? (
        <Carousel
          label={section.heading?.overline ?? "Testimonials"}
          theme={section.background === "dark" ? "light" : "dark"}
          settings={QUOTE_CAROUSEL}
          slides={section.testimonials.map((item) => ({
            id: String(item.jsonId),
            content: (
              <div className={styles.card}>
                <TestimonialCard item={item} />
              </div>
            ),
          }))}
        />
      ) : (
        <ul className={styles.grid}>
          {section.testimonials.map((item, index) => (
            <li key={item.jsonId}>
              <Reveal delay={index * 0.1} className={styles.card}>
                <TestimonialCard item={item} />
              </Reveal>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
};
