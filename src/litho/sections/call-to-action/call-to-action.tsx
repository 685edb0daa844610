import { graphql } from "gatsby";
import { LithoImage } from "../shared/litho-image";
import { LithoButtonRow } from "../shared/button-row";
import { headingId } from "../shared/section";
import { Reveal } from "../../../components/reveal/reveal";
import { SubscribeForm } from "../../chrome/subscribe-form";
import { StoreBadges } from "../shared/store-badge";
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
    stores {
      store
      link
    }
    subscribe {
      placeholder
      buttonLabel
    }
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 828, 1200, 1600], quality: 70)
      }
    }
  }
`;

/**
 * A closing band: a dark photograph behind a short pitch, then one or two buttons and/or the
 * e-mail subscribe form (the chrome's form, so every subscribe form behaves the same) and/or app
 * store buttons.
 */
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
        {section.subscribe && (
          <SubscribeForm
            className={styles.subscribe}
            tone="dark"
            placeholder={section.subscribe.placeholder ?? undefined}
            buttonLabel={section.subscribe.buttonLabel ?? undefined}
          />
        )}
        <LithoButtonRow buttons={section.buttons} className={styles.buttons} />
        {section.stores && <StoreBadges stores={section.stores} className={styles.stores} />}
      </Reveal>
    </section>
  );
};
