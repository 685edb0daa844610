import { graphql } from "gatsby";
import { Section, SectionHeading, headingId } from "../shared/section";
import { Reveal } from "../../../components/reveal/reveal";
import { FlipBox, type FlipBoxLook } from "./flip-box";
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
      points
      image {
        childImageSharp {
          gatsbyImageData(width: 480, aspectRatio: 0.85, breakpoints: [360, 480, 720], quality: 72)
        }
      }
    }
  }
`;

const LOOKS = new Set<FlipBoxLook>(["image", "icon", "list"]);

/** Data may name any style; unknown names fall back to photo fronts. */
const flipBoxLook = (value: string | null | undefined): FlipBoxLook => (LOOKS.has(value as FlipBoxLook) ? (value as FlipBoxLook) : "image");

const lookClass: Record<FlipBoxLook, string> = {
  image: styles.photoLook,
  icon: styles.iconLook,
  list: styles.listLook,
};

/**
 * Boxes that turn over to show their back: photo or icon fronts, or a front with the whole description and
 * a checklist on the back, turning about either axis.
 */
export const FlipBoxes = ({ section }: { section: Queries.LithoFlipBoxesSectionFieldsFragment }) => {
  const id = section.heading ? headingId("flip", section.heading.title) : undefined;
  const look = flipBoxLook(section.style);
  const columns = Math.min(Math.max(section.columns ?? 3, 2), 4);
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <SectionHeading heading={section.heading} id={id} />
      <ul
        data-look={look}
        className={`${styles.grid} ${styles[`columns${columns}`]} ${lookClass[look]} ${section.turn === "vertical" ? styles.vertical : ""}`}
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
