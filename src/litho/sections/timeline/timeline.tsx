import { graphql } from "gatsby";
import { Icon, hasIcon } from "../shared/icon";
import { LithoImage } from "../shared/litho-image";
import { Section, SectionHeading, headingId } from "../shared/section";
import { Reveal } from "../../../components/reveal/reveal";
import * as styles from "./timeline.module.css";

export const fragment = graphql`
  fragment LithoTimelineSectionFields on LithoTimelineSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    layout
    background
    milestones {
      date
      label
      title
      text
      icon
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 480, aspectRatio: 1.6, breakpoints: [320, 480, 960], quality: 72)
        }
      }
    }
  }
`;

/** The printed date: the data's label, else the year of the ISO date (2014-03 → 2014). */
export const milestoneLabel = (date: string, label: string | null | undefined): string => label ?? date.slice(0, 4);

/**
 * A history as an ordered list of milestones on a line, each with its date as a `<time>`, a title,
 * a few lines and an optional photograph. The list's order is the data's, oldest first as a
 * story reads.
 */
export const Timeline = ({ section }: { section: Queries.LithoTimelineSectionFieldsFragment }) => {
  const id = section.heading ? headingId("timeline", section.heading.title) : undefined;
  const alternate = section.layout !== "left";
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <SectionHeading heading={section.heading} id={id} />
      <ol className={`${styles.line} ${alternate ? styles.alternate : styles.left}`}>
        {section.milestones.map((milestone, index) => (
          <li key={`${milestone.date}-${milestone.title}`} className={styles.milestone}>
            <span className={styles.dot} aria-hidden="true">
              {hasIcon(milestone.icon) && <Icon name={milestone.icon} className={styles.icon} />}
            </span>
            <Reveal delay={Math.min(index, 3) * 0.08} className={styles.card}>
              <time dateTime={milestone.date} className={styles.date}>
                {milestoneLabel(milestone.date, milestone.label)}
              </time>
              <h3 className={styles.title}>{milestone.title}</h3>
              <p className={styles.text}>{milestone.text}</p>
              {milestone.image && <LithoImage file={milestone.image} alt={milestone.imageAlt ?? ""} className={styles.image} />}
            </Reveal>
          </li>
        ))}
      </ol>
    </Section>
  );
};
