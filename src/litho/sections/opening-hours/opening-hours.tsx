import { useEffect, useState } from "react";
import { graphql } from "gatsby";
import { LithoImage } from "../shared/litho-image";
import { Section, SectionHeading, headingId, sectionBackground } from "../shared/section";
import { Reveal } from "../../../components/reveal/reveal";
import { dayRangeLabel, hoursLabels, rowForDay, weekdayIndex } from "./opening-hours-logic";
import * as styles from "./opening-hours.module.css";

export const fragment = graphql`
  fragment LithoOpeningHoursSectionFields on LithoOpeningHoursSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    rows {
      from
      to
      hours
      note
    }
    notes
    variant
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 1200, quality: 72, breakpoints: [480, 768, 1200])
      }
    }
    background
  }
`;

type Variant = "table" | "card" | "band";
const variantOf = (value: string | null | undefined): Variant => (value === "card" || value === "band" ? value : "table");

/** The row of the visitor's today, known only in the browser: the build cannot know what day it is read. */
const useTodayRow = (rows: Queries.LithoOpeningHoursSectionFieldsFragment["rows"]): number => {
  const [today, setToday] = useState(-1);
  useEffect(() => setToday(rowForDay(rows, weekdayIndex(new Date()))), [rows]);
  return today;
};

/**
 * Days and hours with notes. "table" sets a ruled list beside the heading, "card" lays it on a
 * card over a picture, "band" runs the days across one row. Once scripts run, the row of the
 * visitor's today is marked.
 */
export const OpeningHours = ({ section }: { section: Queries.LithoOpeningHoursSectionFieldsFragment }) => {
  const id = headingId("hours", section.heading?.title);
  const variant = variantOf(section.variant);
  const today = useTodayRow(section.rows);
  const dark = variant === "band" || sectionBackground(section.background) === "dark";

  const list = (
    <dl className={styles.rows}>
      {section.rows.map((row, index) => (
        <div key={`${row.from}-${row.to ?? ""}`} className={`${styles.row} ${index === today ? styles.today : ""}`}>
          <dt className={styles.days}>
            {dayRangeLabel(row)}
            {index === today && <span className={styles.todayTag}>Today</span>}
          </dt>
          {hoursLabels(row).map((hours) => (
            <dd key={hours} className={`${styles.hours} ${hours === "Closed" ? styles.closed : ""}`}>
              {hours}
            </dd>
          ))}
          {row.note && <dd className={styles.rowNote}>{row.note}</dd>}
        </div>
      ))}
    </dl>
  );
  const notes = section.notes && section.notes.length > 0 && (
    <ul className={styles.notes}>
      {section.notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );

  if (variant === "card") {
    return (
      <Section anchor={section.anchor} background={section.background} labelledBy={id}>
        <div className={styles.cardLayout}>
          {section.image && (
            <div className={styles.picture}>
              <LithoImage file={section.image} alt={section.imageAlt ?? ""} fill className={styles.pictureImage} />
            </div>
          )}
          <Reveal className={styles.card}>
            <SectionHeading heading={section.heading} id={id} />
            {list}
            {notes}
          </Reveal>
        </div>
      </Section>
    );
  }

  return (
    <Section anchor={section.anchor} background={variant === "band" ? "dark" : section.background} labelledBy={id}>
      <div className={`${styles.layout} ${variant === "band" ? styles.bandLayout : ""} ${dark ? styles.onDark : ""}`}>
        <div className={styles.lead}>
          <SectionHeading heading={section.heading} id={id} />
          {variant === "table" && notes}
        </div>
        <Reveal className={styles.listBox}>
          {list}
          {variant === "band" && notes}
        </Reveal>
      </div>
    </Section>
  );
};
