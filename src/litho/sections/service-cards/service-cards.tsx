import { graphql } from "gatsby";
import { LithoImage } from "../shared/litho-image";
import { Section, SectionHeading, headingId, SectionAction } from "../shared/section";
import { Reveal } from "../../../components/reveal/reveal";
import { useSectionLayout } from "../section-layouts";
import { ServiceLink } from "./service-link";
import type { ServiceCard } from "./service-card-type";
import * as styles from "./service-cards.module.css";

export const fragment = graphql`
  fragment LithoServiceCardsSectionFields on LithoServiceCardsSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    layout
    background
    cards {
      title
      content
      link
      linkTitle
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 560, aspectRatio: 1.4, quality: 76, outputPixelDensities: [0.5, 1, 2])
        }
      }
    }
    button {
      ...LithoButtonFields
    }
  }
`;

/** Image cards for services: the image zooms and a gold rule grows on hover. */
const ServiceCardGrid = ({ cards }: { cards: readonly ServiceCard[] }) => (
  <ul className={styles.grid} data-layout="cards">
    {cards.map((item, index) => (
      <li key={item.title} className={styles.cell}>
        <Reveal delay={index * 0.12} className={styles.card}>
          <div className={styles.media}>
            <LithoImage file={item.image} alt={item.imageAlt} className={styles.image} />
          </div>
          <div className={styles.body}>
            <span className={styles.index} aria-hidden="true">
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.content}>{item.content}</p>
            <ServiceLink item={item} className={styles.more} />
          </div>
        </Reveal>
      </li>
    ))}
  </ul>
);

/** Services in one of four layouts (see service-cards.graphql), under the section heading. */
export const ServiceCards = ({ section }: { section: Queries.LithoServiceCardsSectionFieldsFragment }) => {
  const id = section.heading ? headingId("services", section.heading.title) : undefined;
  // A layout the index lacks draws the image cards.
  const Layout = useSectionLayout("service-cards", section.layout) ?? ServiceCardGrid;
  return (
    <Section anchor={section.anchor} background={section.background} defaultBackground="cream" labelledBy={id}>
      <SectionHeading heading={section.heading} id={id} />
      <Layout cards={section.cards} />
      <SectionAction button={section.button} />
    </Section>
  );
};
