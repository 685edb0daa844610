import { graphql } from "gatsby";
import { Section, SectionHeading, headingId, sectionBackground } from "../shared/section";
import { Reveal } from "../../../components/reveal/reveal";
import { NumberCounter } from "../../ui/number-counter";
import * as styles from "./stats.module.css";

export const fragment = graphql`
  fragment LithoStatsSectionFields on LithoStatsSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    stats {
      value
      prefix
      suffix
      label
      text
    }
    background
  }
`;

/** Key figures in a row of columns, divided by hairlines, counting up as they come into view. */
export const Stats = ({ section }: { section: Queries.LithoStatsSectionFieldsFragment }) => {
  const id = section.heading ? headingId("stats", section.heading.title) : undefined;
  // A page's accent may be too deep to read on the dark band; there the suffix takes the accent's text-on-dark shade.
  const onDark = sectionBackground(section.background, "dark") === "dark";
  return (
    <Section anchor={section.anchor} background={section.background} defaultBackground="dark" labelledBy={id}>
      <SectionHeading heading={section.heading} id={id} />
      <dl className={`${styles.grid} ${onDark ? styles.onDark : ""}`}>
        {section.stats.map((item, index) => (
          <Reveal key={item.label} delay={index * 0.12} className={styles.item}>
            <dt className={styles.label}>{item.label}</dt>
            <dd className={styles.value}>
              {/* Counts up once in view; leading zero below 10, as the template prints figures. */}
              <NumberCounter value={item.value} prefix={item.prefix ?? ""} />
              {item.suffix && <span className={styles.suffix}>{item.suffix}</span>}
            </dd>
            {item.text && <dd className={styles.text}>{item.text}</dd>}
          </Reveal>
        ))}
      </dl>
    </Section>
  );
};
