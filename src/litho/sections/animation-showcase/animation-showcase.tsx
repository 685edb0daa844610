import { graphql } from "gatsby";
import { Section, SectionHeading, headingId, sectionBackground } from "../shared/section";
import { AnimationSample } from "./animation-sample";
import * as styles from "./animation-showcase.module.css";

export const fragment = graphql`
  fragment LithoAnimationShowcaseSectionFields on LithoAnimationShowcaseSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    background
    motionNote
    items {
      effect
      title
      text
      image {
        childImageSharp {
          gatsbyImageData(width: 360, aspectRatio: 1.25, quality: 74, outputPixelDensities: [1, 2])
        }
      }
      imageAlt
      pieces
      stagger
      animation {
        delay
        duration
        ease
        repeat
      }
    }
  }
`;

/**
 * Why the cards are still: each line shows only where its reason holds, decided by CSS media queries
 * (the same rule the motion code follows), so the first paint and the page without JavaScript say it too.
 */
const MotionNote = () => (
  <div className={styles.note}>
    <p className={styles.reduced}>
      Motion is off: your device asks for reduced motion, so every card shows where its animation ends and there is nothing to replay.
    </p>
    <p className={styles.narrow}>
      Motion is off on screens narrower than 768 px: every card shows where its animation ends. Open the page on a wider screen to watch
      them play.
    </p>
    <p className={styles.noScript}>The animations need JavaScript: every card shows where its animation ends.</p>
  </div>
);

/** A grid of entrance animations, one card per effect, each with a Replay button. */
export const AnimationShowcase = ({ section }: { section: Queries.LithoAnimationShowcaseSectionFieldsFragment }) => {
  const id = section.heading ? headingId("animation", section.heading.title) : undefined;
  const onDark = sectionBackground(section.background) === "dark";
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <SectionHeading heading={section.heading} id={id} />
      {section.motionNote && <MotionNote />}
      <ul className={`${styles.grid} ${onDark ? styles.onDark : ""}`}>
        {section.items.map((sample) => (
          <AnimationSample key={sample.title} sample={sample} />
        ))}
      </ul>
    </Section>
  );
};
