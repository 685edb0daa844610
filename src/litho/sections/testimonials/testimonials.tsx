import { graphql } from "gatsby";
import type { Testimonial } from "./testimonial-types";
import { TestimonialCard } from "./testimonial-card";
import { useSectionLayout } from "../section-layouts";
import { Section, SectionHeading, headingId } from "../shared/section";
import { Reveal } from "../../../components/reveal/reveal";
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

/** The body of the section for its layout; grid when none is set. */
const TestimonialBody = ({ section }: { section: Queries.LithoTestimonialsSectionFieldsFragment }) => {
  const Layout = useSectionLayout("testimonials", section.layout);
  if (!Layout) return <TestimonialGrid items={section.testimonials} />;
  return (
    <Layout
      items={section.testimonials}
      layout={section.layout}
      label={section.heading?.overline ?? "Testimonials"}
      theme={section.background === "dark" ? "light" : "dark"}
    />
  );
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
