import { graphql } from "gatsby";
import { LithoButtonRow } from "../shared/button-row";
import { Section, SectionHeading, headingId, sectionBackground } from "../shared/section";
import * as styles from "./key-facts.module.css";
import { withEmailBreaks } from "../../../lib/email-breaks";

export const fragment = graphql`
  fragment LithoKeyFactsSectionFields on LithoKeyFactsSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    content
    factsTitle
    facts {
      label
      value
    }
    buttons {
      ...LithoButtonFields
    }
    background
  }
`;

/** Paragraphs and buttons beside a card of labelled facts; on phones the card follows the text. */
export const KeyFacts = ({ section }: { section: Queries.LithoKeyFactsSectionFieldsFragment }) => {
  const id = section.heading ? headingId("facts", section.heading.title) : undefined;
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <div className={`${styles.layout} ${sectionBackground(section.background) === "dark" ? styles.onDark : ""}`}>
        <div className={styles.body}>
          <SectionHeading heading={section.heading} id={id} />
          {section.content.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          <LithoButtonRow buttons={section.buttons} className={styles.buttons} />
        </div>
        {section.facts && section.facts.length > 0 && (
          <div className={styles.card}>
            {section.factsTitle && <h3 className={styles.cardTitle}>{section.factsTitle}</h3>}
            <dl className={styles.facts}>
              {section.facts.map((fact) => (
                <div key={fact.label} className={styles.fact}>
                  <dt className={styles.label}>{fact.label}</dt>
                  <dd className={styles.value}>{withEmailBreaks(fact.value)}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
      </div>
    </Section>
  );
};
