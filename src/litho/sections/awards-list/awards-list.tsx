import { graphql } from "gatsby";
import { LithoButton } from "../shared/button";
import { Section, SectionHeading, headingId, sectionBackground } from "../shared/section";
import * as styles from "./awards-list.module.css";

export const fragment = graphql`
  fragment LithoAwardsListSectionFields on LithoAwardsListSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    awards {
      year
      title
      work
      organiser
      result
    }
    button {
      ...LithoButtonFields
    }
    background
  }
`;

type Award = Queries.LithoAwardsListSectionFieldsFragment["awards"][number];

/** Newest first; within a year, the order the data gives. */
export const byYear = (awards: readonly Award[]): Award[] =>
  awards
    .map((award, index) => ({ award, index }))
    .sort((a, b) => b.award.year - a.award.year || a.index - b.index)
    .map(({ award }) => award);

/** A studio's awards as a table a visitor can scan by year; each row lights up under the pointer. */
export const AwardsList = ({ section }: { section: Queries.LithoAwardsListSectionFieldsFragment }) => {
  const id = section.heading ? headingId("awards", section.heading.title) : undefined;
  const dark = sectionBackground(section.background) === "dark";
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <div className={`${styles.layout} ${dark ? styles.onDark : ""}`}>
        <div className={styles.intro}>
          <SectionHeading heading={section.heading} id={id} />
          {section.button && <LithoButton {...section.button} variant={section.button.style ?? (dark ? "solid" : "dark")} />}
        </div>
        <table className={styles.table} aria-labelledby={id}>
          <thead className={styles.head}>
            <tr>
              <th scope="col">Year</th>
              <th scope="col">Award</th>
              <th scope="col">Project</th>
              <th scope="col">Awarded by</th>
            </tr>
          </thead>
          <tbody>
            {byYear(section.awards).map((award) => (
              <tr key={`${award.year}-${award.title}-${award.work}`} className={styles.row}>
                <td className={styles.year}>{award.year}</td>
                <th scope="row" className={styles.award}>
                  {award.title}
                  {award.result && <span className={styles.result}>{award.result}</span>}
                </th>
                <td className={styles.work}>{award.work}</td>
                <td className={styles.organiser}>{award.organiser}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
};
