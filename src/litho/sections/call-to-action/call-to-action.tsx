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
    layout
    topics
    note
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

type CallToActionLayout = "band" | "inline" | "split" | "statement";

const layouts = new Set<string>(["inline", "split", "statement"]);

/** Unknown or missing layouts keep the original dark photograph band. */
export const callToActionLayout = (value: string | null | undefined): CallToActionLayout =>
  value && layouts.has(value) ? (value as CallToActionLayout) : "band";

/** The light layouts sit on white or cream, so the form takes its light tone there. */
const onLight = (layout: CallToActionLayout): boolean => layout === "inline" || layout === "statement";

/**
 * A closing band that asks for one thing: one or two buttons and/or the e-mail subscribe form
 * (the chrome's form, so every subscribe form behaves the same) and/or app store buttons. Four
 * layouts: centred over a dark photograph, text and action side by side in one line, text
 * beside the photograph, or a large centred statement with the letter's topics.
 */
export const CallToAction = ({ section }: { section: Queries.LithoCallToActionSectionFieldsFragment }) => {
  const id = headingId("cta", section.title);
  const layout = callToActionLayout(section.layout);
  const behind = layout === "band" && section.image;
  return (
    <section id={section.anchor ?? undefined} className={`${styles.band} ${styles[layout]}`} aria-labelledby={id} data-layout={layout}>
      {behind && <LithoImage file={section.image} alt={section.imageAlt ?? ""} fill className={styles.image} />}
      {layout === "band" && <div className={styles.shade} />}
      <Reveal className={styles.content}>
        <div className={styles.copy}>
          {section.overline && <p className={styles.overline}>{section.overline}</p>}
          <h2 id={id} className={styles.title}>
            {section.title}
          </h2>
          {section.text && <p className={styles.text}>{section.text}</p>}
          {section.topics && (
            <ul className={styles.topics} aria-label="Topics">
              {section.topics.map((topic) => (
                <li key={topic}>{topic}</li>
              ))}
            </ul>
          )}
        </div>
        <div className={styles.action}>
          {section.subscribe && (
            <SubscribeForm
              className={styles.subscribe}
              tone={onLight(layout) ? "light" : "dark"}
              placeholder={section.subscribe.placeholder ?? undefined}
              buttonLabel={section.subscribe.buttonLabel ?? undefined}
            />
          )}
          <LithoButtonRow buttons={section.buttons} className={styles.buttons} />
          {section.stores && <StoreBadges stores={section.stores} className={styles.stores} />}
          {section.note && <p className={styles.note}>{section.note}</p>}
        </div>
        {layout === "split" && section.image && (
          <div className={styles.picture}>
            <LithoImage file={section.image} alt={section.imageAlt ?? ""} fill />
          </div>
        )}
      </Reveal>
    </section>
  );
};
