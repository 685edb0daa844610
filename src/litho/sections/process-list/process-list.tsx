import { graphql } from "gatsby";
import { LithoImage } from "../shared/litho-image";
import { Icon } from "../shared/icon";
import { stepNumber } from "../shared/step-number";
import { Section, SectionHeading, SectionAction, headingId } from "../shared/section";
import { Reveal } from "../../../components/reveal/reveal";
import { MoreLink } from "../shared/more-link";
import * as styles from "./process-list.module.css";

export const fragment = graphql`
  fragment LithoProcessListSectionFields on LithoProcessListSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    background
    layout
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 560, aspectRatio: 0.85, breakpoints: [360, 560, 1120], quality: 74)
      }
    }
    button {
      ...LithoButtonFields
    }
    steps {
      id
      number
      icon
      title
      content
      link
      linkTitle
    }
  }
`;

const LAYOUTS = ["timeline", "line", "cards", "numerals"] as const;

type ProcessLayout = (typeof LAYOUTS)[number];

const processLayout = (value: string | null | undefined): ProcessLayout => LAYOUTS.find((layout) => layout === value) ?? "timeline";

type Step = Queries.LithoProcessListSectionFieldsFragment["steps"][number];

/** One step: its decorative number, title, text and optional link; cards add an arrow to the next. */
const ProcessStep = ({ step, index, arrow }: { step: Step; index: number; arrow: boolean }) => (
  <li className={styles.step}>
    <Reveal delay={index * 0.12} className={styles.stepInner}>
      <span className={styles.number} aria-hidden="true">
        {stepNumber(step.number, index)}
      </span>
      <div className={styles.body}>
        <h3 className={styles.title}>
          {step.icon && <Icon name={step.icon} className={styles.icon} />}
          {step.title ?? step.content}
        </h3>
        {step.title && <p className={styles.content}>{step.content}</p>}
        {step.link && step.linkTitle && (
          <MoreLink
            to={step.link}
            label={step.linkTitle}
            subject={step.title ?? step.content}
            className={styles.link}
            arrowClassName={styles.arrow}
          />
        )}
      </div>
    </Reveal>
    {arrow && <Icon name="arrow-right" className={styles.next} />}
  </li>
);

/**
 * A business process as numbered steps: down a line beside the heading and an optional photograph
 * (the default), side by side on one line, as icon cards with arrows between, or under giant numerals
 * beside the photograph. An ordered list, so the sequence is announced without the decorative numbers.
 */
export const ProcessList = ({ section }: { section: Queries.LithoProcessListSectionFieldsFragment }) => {
  const id = section.heading ? headingId("process", section.heading.title) : undefined;
  const layout = processLayout(section.layout);
  // Only the timeline keeps the heading in the column beside the steps; the others set it across the top.
  const headingBeside = layout === "timeline";
  const image = layout === "timeline" || layout === "numerals" ? section.image : null;
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      {!headingBeside && <SectionHeading heading={section.heading} id={id} />}
      <div className={`${styles.layout} ${image ? styles.withImage : ""}`} data-layout={layout}>
        {(headingBeside || image) && (
          <div className={styles.intro}>
            {headingBeside && <SectionHeading heading={section.heading} id={id} />}
            {image && (
              <div className={styles.media}>
                <LithoImage file={image} alt={section.imageAlt ?? ""} fill />
              </div>
            )}
          </div>
        )}
        <ol className={`${styles.steps} ${styles[layout] ?? ""}`}>
          {section.steps.map((step, index) => (
            <ProcessStep key={step.id} step={step} index={index} arrow={layout === "cards" && index < section.steps.length - 1} />
          ))}
        </ol>
      </div>
      <SectionAction button={section.button} />
    </Section>
  );
};
