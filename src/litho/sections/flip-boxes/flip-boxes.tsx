import { graphql } from "gatsby";
import { Section, SectionHeading, headingId } from "../shared/section";
import { Reveal } from "../../../components/reveal/reveal";
import { FlipBox } from "./flip-box";
import * as styles from "./flip-boxes.module.css";

export const fragment = graphql`
  fragment LithoFlipBoxesSectionFields on LithoFlipBoxesSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    style
    turn
    columns
    background
    flipCards {
      icon
      overline
      title
      text
      link
      linkTitle
      image {
        childImageSharp {
          gatsbyImageData(width: 480, aspectRatio: 0.85, breakpoints: [360, 480, 720], quality: 72)
        }
      }
    }
  }
`;

/** Boxes that turn over to show their back: photo or icon fronts, turning about either axis. */
export const FlipBoxes = ({ section }: { section: Queries.LithoFlipBoxesSectionFieldsFragment }) => {
  const id = section.heading ? headingId("flip", section.heading.title) : undefined;
  const look = section.style === "icon" ? "icon" : "image";
  const columns = Math.min(Math.max(section.columns ?? 3, 2), 4);
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <SectionHeading heading={section.heading} id={id} />
      <ul
        className={`${styles.grid} ${styles[`columns${columns}`]} ${look === "icon" ? styles.iconLook : styles.photoLook} ${section.turn === "vertical" ? styles.vertical : ""}`}
      >
        {section.flipCards.map((box, index) => (
          <li key={box.title} className={styles.cell}>
            <Reveal delay={Math.min(index, 3) * 0.12} className={styles.reveal}>
              <FlipBox box={box} look={look} />
            </Reveal>
          </li>
        ))}
      </ul>
    </Section>
  );
};
