import { graphql } from "gatsby";
import { Section, SectionAction, SectionHeading, headingId } from "../shared/section";
import { classCategory, timetableByDay, timetableRows } from "./timetable-logic";
import * as styles from "./timetable.module.css";

export const fragment = graphql`
  fragment LithoTimetableSectionFields on LithoTimetableSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    weekdays
    classes {
      day
      start
      end
      title
      trainer
      level
      category
    }
    note
    button {
      ...LithoButtonFields
    }
    background
  }
`;

type Section = Queries.LithoTimetableSectionFieldsFragment;
type Class = Section["classes"][number];

const timeRange = (item: Class): string => (item.end ? `${item.start} – ${item.end}` : item.start);

const ClassCard = ({ item, showTime }: { item: Class; showTime: boolean }) => (
  <div className={`${styles.card} ${styles[classCategory(item.category)]}`}>
    <p className={styles.title}>{item.title}</p>
    {showTime && <p className={styles.time}>{timeRange(item)}</p>}
    {!showTime && item.end && <p className={styles.time}>Until {item.end}</p>}
    {item.trainer && <p className={styles.trainer}>{item.trainer}</p>}
    {item.level && <p className={styles.level}>{item.level}</p>}
  </div>
);

/**
 * A week of classes. Wide screens get a table (start times down, days across, header cells on
 * both axes); under 768 px the same classes are one list per day, which a phone can read without
 * scrolling sideways. CSS shows one or the other, so assistive technology meets only the visible one.
 */
export const Timetable = ({ section }: { section: Section }) => {
  const id = headingId("timetable", section.heading?.title);
  const rows = timetableRows(section.weekdays, section.classes);
  const byDay = timetableByDay(section.weekdays, section.classes);
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={section.heading ? id : undefined}>
      <SectionHeading heading={section.heading} id={id} />
      <div className={styles.grid}>
        <table className={styles.table} aria-labelledby={section.heading ? id : undefined}>
          <thead>
            <tr>
              <th scope="col" className={styles.corner}>
                <span className="visually-hidden">Start time</span>
              </th>
              {section.weekdays.map((day) => (
                <th key={day} scope="col">
                  {day}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.start}>
                <th scope="row" className={styles.start}>
                  {row.start}
                </th>
                {row.cells.map((cell, column) => (
                  <td key={section.weekdays[column]}>
                    {cell.map((item) => (
                      <ClassCard key={item.title} item={item} showTime={false} />
                    ))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.list}>
        {byDay.map((group) => (
          <section key={group.day} aria-label={group.day}>
            <h3 className={styles.dayTitle}>{group.day}</h3>
            <ul className={styles.dayClasses}>
              {group.classes.map((item) => (
                <li key={`${item.start}-${item.title}`}>
                  <ClassCard item={item} showTime />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {section.note && <p className={styles.note}>{section.note}</p>}
      <SectionAction button={section.button} />
    </Section>
  );
};
