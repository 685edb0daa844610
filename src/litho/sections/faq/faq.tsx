import { graphql } from "gatsby";
import { LithoButton } from "../shared/button";
import { Section, SectionHeading, headingId } from "../shared/section";
import { Accordion, type AccordionVariant } from "../../ui/accordion";
import * as styles from "./faq.module.css";

export const fragment = graphql`
  fragment LithoFaqSectionFields on LithoFaqSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    layout
    style
    note
    button {
      ...LithoButtonFields
    }
    background
    groups {
      title
      text
      questions {
        question
        answer
      }
    }
  }
`;

type Section = Queries.LithoFaqSectionFieldsFragment;

const LOOKS: readonly AccordionVariant[] = ["boxed", "bordered", "minimal"];

/** The accordion look the data names; boxed when it names none the accordion has (dark belongs to dark grounds). */
export const faqLook = (style: string | null | undefined, background: string | null | undefined): AccordionVariant => {
  if (background === "dark") return "dark";
  return LOOKS.find((look) => look === style) ?? "boxed";
};

/** The anchor of a group, unique on the page even when two sections share group titles. */
export const groupAnchor = (sectionAnchor: string | null | undefined, title: string): string => headingId(sectionAnchor ?? "faq", title);

/**
 * Frequently asked questions, grouped. Each group is its own accordion: the page opens with the
 * first question of the first group answered, the rest closed, and any number may be open at a
 * time, so a visitor can compare two answers. The sidebar layout lists the groups as in-page
 * links beside the questions on wide screens.
 */
export const Faq = ({ section }: { section: Section }) => {
  const id = section.heading ? headingId("faq", section.heading.title) : undefined;
  const look = faqLook(section.style, section.background);
  const sidebar = section.layout === "sidebar" && section.groups.length > 1;
  // Group titles sit one level under the section's own heading, or under the page's h1 when the
  // section has none (a page title already names the FAQ); the questions one level under them.
  const GroupTitle = section.heading ? "h3" : "h2";
  const frame = [
    sidebar ? styles.withSidebar : styles.stacked,
    !sidebar && section.heading?.align === "center" ? styles.centred : "",
    look === "dark" ? styles.onDark : "",
  ]
    .filter(Boolean)
    .join(" ");
  const groups = section.groups.map((group, groupIndex) => {
    const anchor = groupAnchor(section.anchor, group.title);
    const items = group.questions.map((item, index) => ({
      id: `q${index + 1}`,
      title: item.question,
      content: item.answer.map((paragraph) => <p key={paragraph}>{paragraph}</p>),
    }));
    return (
      <div key={group.title} id={anchor} className={styles.group} role="group" aria-labelledby={`${anchor}-title`}>
        <div className={styles.groupHead}>
          <GroupTitle id={`${anchor}-title`} className={styles.groupTitle}>
            {group.title}
          </GroupTitle>
          {group.text && <p className={styles.groupText}>{group.text}</p>}
        </div>
        <Accordion
          items={items}
          variant={look}
          single={false}
          defaultOpen={groupIndex === 0 ? ["q1"] : []}
          headingLevel={section.heading ? 4 : 3}
        />
      </div>
    );
  });

  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <SectionHeading heading={section.heading} id={id} />
      <div className={frame}>
        {sidebar && (
          <nav className={styles.sidebar} aria-label={section.heading ? `${section.heading.title}: topics` : "Topics"}>
            <ol className={styles.topics}>
              {section.groups.map((group) => (
                <li key={group.title}>
                  <a href={`#${groupAnchor(section.anchor, group.title)}`} className={styles.topic}>
                    <span>{group.title}</span>
                    <span className={styles.count}>
                      {group.questions.length}
                      <span className="visually-hidden"> questions</span>
                    </span>
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className={styles.groups}>{groups}</div>
      </div>
      {(section.note || section.button) && (
        <div className={styles.more}>
          {section.note && <p className={styles.note}>{section.note}</p>}
          {section.button && <LithoButton {...section.button} variant={section.button.style ?? "dark"} />}
        </div>
      )}
    </Section>
  );
};
