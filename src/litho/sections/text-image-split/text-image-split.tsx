import { graphql } from "gatsby";
import { LithoImage } from "../shared/litho-image";
import { LithoButton } from "../shared/button";
import { Icon } from "../shared/icon";
import { Section, SectionHeading, headingId } from "../shared/section";
import { Reveal } from "../../../components/reveal/reveal";
import * as styles from "./text-image-split.module.css";

export const fragment = graphql`
  fragment LithoTextImageSplitSectionFields on LithoTextImageSplitSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    content
    listItems {
      icon
      title
      content
    }
    button {
      ...LithoButtonFields
    }
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 620, quality: 76, outputPixelDensities: [0.5, 1, 2])
      }
    }
    badge {
      value
      label
    }
    reverse
    background
  }
`;

/** Text beside an image: heading, paragraphs, an optional checklist and button, and a figure badge on the image. */
export const TextImageSplit = ({ section }: { section: Queries.LithoTextImageSplitSectionFieldsFragment }) => {
  const id = section.heading ? headingId("split", section.heading.title) : undefined;
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <div className={`${styles.split} ${section.reverse ? styles.reverse : ""}`}>
        <Reveal className={styles.media}>
          <div className={styles.frame}>
            <LithoImage file={section.image} alt={section.imageAlt ?? ""} className={styles.image} />
          </div>
          {section.badge && (
            <p className={styles.badge}>
              <span className={styles.badgeValue}>{section.badge.value}</span>
              <span className={styles.badgeLabel}>{section.badge.label}</span>
            </p>
          )}
        </Reveal>
        <Reveal className={styles.body} delay={0.15}>
          <SectionHeading heading={section.heading} id={id} />
          {section.content.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          {section.listItems.length > 0 && (
            <ul className={styles.list}>
              {section.listItems.map((item) => (
                <li key={item.content}>
                  <Icon name={item.icon ?? "check"} className={styles.check} />
                  <span>
                    {item.title ? <strong>{item.title} </strong> : null}
                    {item.content}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {section.button && <LithoButton {...section.button} variant={section.button.style ?? "dark"} />}
        </Reveal>
      </div>
    </Section>
  );
};
