import { graphql } from "gatsby";
import { LithoImage } from "../shared/litho-image";
import { LithoButton } from "../shared/button";
import { headingId } from "../shared/section";
import { Reveal } from "../../../components/reveal/reveal";
import * as styles from "./call-to-action.module.css";

export const fragment = graphql`
  fragment LithoCallToActionSectionFields on LithoCallToActionSection {
    type
    anchor
    overline
    title
    text
    buttons {
      ...LithoButtonFields
    }
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 828, 1200, 1600], quality: 70)
      }
    }
  }
`;

/** A closing band: a dark photograph behind a short pitch and one or two buttons. */
export const CallToAction = ({ section }: { section: Queries.LithoCallToActionSectionFieldsFragment }) => {
  const id = headingId("cta", section.title);
  return (
    <section id={section.anchor ?? undefined} className={styles.band} aria-labelledby={id}>
      {section.image && <LithoImage file={section.image} alt={section.imageAlt ?? ""} fill className={styles.image} />}
      <div className={styles.shade} />
      <Reveal className={styles.content}>
        {section.overline && <p className={styles.overline}>{section.overline}</p>}
        <h2 id={id} className={styles.title}>
          {section.title}
        </h2>
        {section.text && <p className={styles.text}>{section.text}</p>}
        <div className={styles.buttons}>
          {section.buttons.map((button, index) => (
            <LithoButton key={button.title} {...button} variant={button.style ?? (index === 0 ? "solid" : "outline")} />
          ))}
        </div>
      </Reveal>
    </section>
  );
};
