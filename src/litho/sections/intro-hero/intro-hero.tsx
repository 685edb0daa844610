import { graphql } from "gatsby";
import { LithoImage } from "../shared/litho-image";
import { LithoButtonRow } from "../shared/button-row";
import { sectionBackground } from "../shared/section";
import * as styles from "./intro-hero.module.css";

export const fragment = graphql`
  fragment LithoIntroHeroSectionFields on LithoIntroHeroSection {
    type
    anchor
    layout
    overline
    title
    highlight
    text
    buttons {
      ...LithoButtonFields
    }
    facts {
      value
      label
    }
    pictures {
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 1200, breakpoints: [480, 800, 1200], quality: 74)
        }
      }
    }
    background
  }
`;

const LAYOUTS = new Set(["type", "split", "collage", "gallery"]);

/** The title with its highlighted phrase wrapped, so the phrase can take the accent; the title as is when the phrase is not in it. */
export const splitHighlight = (title: string, highlight: string | null | undefined): [string, string, string] | null => {
  if (!highlight) return null;
  const at = title.indexOf(highlight);
  return at < 0 ? null : [title.slice(0, at), highlight, title.slice(at + highlight.length)];
};

/**
 * A hero led by its headline instead of a photograph: the studio homes open with what they do, in
 * large type, and show their work beside or under it. The first picture loads at once (it is the
 * largest thing on the first screen); the others wait for the browser.
 */
export const IntroHero = ({ section }: { section: Queries.LithoIntroHeroSectionFieldsFragment }) => {
  const layout = section.layout && LAYOUTS.has(section.layout) ? section.layout : "type";
  const ground = sectionBackground(section.background, "dark");
  const parts = splitHighlight(section.title, section.highlight);
  const pictures = layout === "split" || layout === "type" ? section.pictures.slice(0, 1) : section.pictures.slice(0, 3);
  return (
    <section id={section.anchor ?? undefined} className={`${styles.hero} ${styles[ground]} ${styles[layout]}`} data-layout={layout}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          {section.overline && <p className={styles.overline}>{section.overline}</p>}
          <h2 className={styles.title}>
            {parts ? (
              <>
                {parts[0]}
                <em className={styles.highlight}>{parts[1]}</em>
                {parts[2]}
              </>
            ) : (
              section.title
            )}
          </h2>
          <div className={styles.lead}>
            {section.text && <p className={styles.text}>{section.text}</p>}
            <LithoButtonRow buttons={section.buttons} className={styles.buttons} />
          </div>
          {section.facts && section.facts.length > 0 && (
            <dl className={styles.facts}>
              {section.facts.slice(0, 3).map((fact) => (
                <div key={fact.label} className={styles.fact}>
                  <dt className={styles.factLabel}>{fact.label}</dt>
                  <dd className={styles.factValue}>{fact.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        {pictures.length > 0 && (
          <div className={styles.pictures}>
            {pictures.map((picture, index) => (
              <div key={picture.imageAlt} className={styles.picture}>
                <LithoImage
                  file={picture.image}
                  alt={picture.imageAlt}
                  fill
                  className={styles.image}
                  loading={index === 0 ? "eager" : "lazy"}
                />
              </div>
            ))}
          </div>
        )}
      </div>
    </section>
  );
};
