import { graphql } from "gatsby";
import { Section, SectionAction, SectionHeading, headingId } from "../shared/section";
import { Tabs } from "../../ui/tabs";
import { formatDay, sessionKind, sessionsInOrder } from "./schedule-logic";
import * as styles from "./event-schedule.module.css";

export const fragment = graphql`
  fragment LithoEventScheduleSectionFields on LithoEventScheduleSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    layout
    background
    button {
      ...LithoButtonFields
    }
    days {
      title
      date
      theme
      sessions {
        start
        end
        title
        kind
        room
        speakers
        text
      }
    }
  }
`;

type Section = Queries.LithoEventScheduleSectionFieldsFragment;
type Day = Section["days"][number];

const KIND_LABELS: Record<string, string> = { keynote: "Keynote", workshop: "Workshop", panel: "Panel", break: "Break", talk: "Talk" };
/** Kinds drawn differently from a talk ("break" cannot be a CSS module export). */
const KIND_CLASSES: Record<string, string | undefined> = { keynote: styles.keynote, break: styles.pause };

const DaySessions = ({ day, titleLevel: Title }: { day: Day; titleLevel: "h3" | "h4" }) => (
  <ol className={styles.sessions}>
    {sessionsInOrder(day.sessions).map((session) => {
      const kind = sessionKind(session.kind);
      return (
        <li key={`${session.start}-${session.title}`} className={`${styles.session} ${KIND_CLASSES[kind] ?? ""}`}>
          <p className={styles.time}>
            <time dateTime={`${day.date}T${session.start}`}>{session.start}</time>
            {session.end && (
              <>
                {" – "}
                <time dateTime={`${day.date}T${session.end}`}>{session.end}</time>
              </>
            )}
          </p>
          <div className={styles.body}>
            {kind !== "talk" && <p className={styles.kind}>{KIND_LABELS[kind]}</p>}
            <Title className={styles.title}>{session.title}</Title>
            {session.text && <p className={styles.text}>{session.text}</p>}
            {session.speakers && session.speakers.length > 0 && <p className={styles.speakers}>{session.speakers.join(", ")}</p>}
          </div>
          {session.room && (
            <p className={styles.room}>
              <span className="visually-hidden">Room: </span>
              {session.room}
            </p>
          )}
        </li>
      );
    })}
  </ol>
);

const DayIntro = ({ day }: { day: Day }) => (
  <p className={styles.dayIntro}>
    <time dateTime={day.date} className={styles.dayDate}>
      {formatDay(day.date)}
    </time>
    {day.theme && <span className={styles.dayTheme}>{day.theme}</span>}
  </p>
);

/**
 * An agenda by day. As tabs, each day is a tab (arrow keys, Home and End move between days) and
 * every panel is in the page, so without JavaScript the days stack under their names; stacked,
 * each day has its own heading.
 */
export const EventSchedule = ({ section }: { section: Section }) => {
  const id = section.heading ? headingId("schedule", section.heading.title) : undefined;
  const label = section.heading?.title ?? "Schedule";
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <SectionHeading heading={section.heading} id={id} />
      {section.layout === "stacked" ? (
        <div className={styles.stacked}>
          {section.days.map((day) => (
            <section key={day.date} aria-label={`${day.title}, ${formatDay(day.date)}`}>
              <h3 className={styles.dayTitle}>{day.title}</h3>
              <DayIntro day={day} />
              <DaySessions day={day} titleLevel="h4" />
            </section>
          ))}
        </div>
      ) : (
        <Tabs
          label={label}
          variant="underline"
          items={section.days.map((day) => ({
            id: day.date,
            title: day.title,
            content: (
              <>
                <DayIntro day={day} />
                <DaySessions day={day} titleLevel="h3" />
              </>
            ),
          }))}
        />
      )}
      <SectionAction button={section.button} />
    </Section>
  );
};
