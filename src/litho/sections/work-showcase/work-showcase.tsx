import { useState } from "react";
import { graphql } from "gatsby";
import { Icon } from "../shared/icon";
import { LithoImage } from "../shared/litho-image";
import { SmartLink } from "../../ui/smart-link";
import { Section, SectionAction, SectionHeading, headingId, sectionBackground } from "../shared/section";
import * as styles from "./work-showcase.module.css";

export const fragment = graphql`
  fragment LithoWorkShowcaseSectionFields on LithoWorkShowcaseSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    layout
    works {
      title
      client
      discipline
      year
      text
      link
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 800, aspectRatio: 1.333, breakpoints: [400, 600, 800], quality: 76)
        }
      }
    }
    button {
      ...LithoButtonFields
    }
    background
  }
`;

type Work = Queries.LithoWorkShowcaseSectionFieldsFragment["works"][number];

/**
 * The hover list: one row per project. From 992 px the pictures share one frame beside the list
 * and the row under the pointer or the keyboard's focus brings its own forward; below that width
 * each row shows its picture above its title. Every picture is drawn once, in its own row.
 */
const HoverList = ({ works }: { works: readonly Work[] }) => {
  const [active, setActive] = useState(0);
  return (
    <ol className={styles.list}>
      {works.map((work, index) => (
        <li
          key={work.title}
          className={styles.row}
          data-active={index === active || undefined}
          onMouseEnter={() => setActive(index)}
          onFocus={() => setActive(index)}
        >
          <div className={styles.preview}>
            <LithoImage file={work.image} alt={work.imageAlt} fill />
          </div>
          <SmartLink to={work.link} className={styles.rowLink}>
            <span className={styles.index} aria-hidden="true">
              {String(index + 1).padStart(2, "0")}
            </span>
            <span className={styles.rowTitle}>{work.title}</span>
            <span className={styles.meta}>
              {work.client} · {work.discipline} · {work.year}
            </span>
            <Icon name="arrow-right" className={styles.arrow} />
          </SmartLink>
        </li>
      ))}
    </ol>
  );
};

/**
 * The tiles: the first project large, the others beside and under it. The caption is the link and
 * stretches over the whole tile; on screens with a pointer it rises over the picture on hover or focus.
 */
const Tiles = ({ works }: { works: readonly Work[] }) => (
  <ul className={styles.tiles}>
    {works.map((work) => (
      <li key={work.title} className={styles.tile}>
        <div className={styles.tileImage}>
          <LithoImage file={work.image} alt={work.imageAlt} fill />
        </div>
        <SmartLink to={work.link} className={styles.caption}>
          <span className={styles.meta}>
            {work.client} · {work.year}
          </span>
          <span className={styles.tileTitle}>{work.title}</span>
          <span className={styles.discipline}>{work.discipline}</span>
          {work.text && <span className={styles.tileText}>{work.text}</span>}
        </SmartLink>
      </li>
    ))}
  </ul>
);

export const WorkShowcase = ({ section }: { section: Queries.LithoWorkShowcaseSectionFieldsFragment }) => {
  const id = section.heading ? headingId("work", section.heading.title) : undefined;
  const dark = sectionBackground(section.background) === "dark";
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <SectionHeading heading={section.heading} id={id} />
      <div className={dark ? styles.onDark : undefined}>
        {section.layout === "tiles" ? <Tiles works={section.works} /> : <HoverList works={section.works} />}
      </div>
      <SectionAction button={section.button} />
    </Section>
  );
};
