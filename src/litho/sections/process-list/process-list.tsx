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

/**
 * A business process: numbered steps on a connecting line, beside the heading and an optional
 * photograph. An ordered list, so the sequence is announced without the decorative numbers.
 */
export const ProcessList = ({ section }: { section: Queries.LithoProcessListSectionFieldsFragment }) => {
  const id = section.heading ? headingId("process", section.heading.title) : undefined;
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <div className={`${styles.layout} ${section.image ? styles.withImage : ""}`}>
        <div className={styles.intro}>
          <SectionHeading heading={section.heading} id={id} />
          {section.image && (
            <div className={styles.media}>
              <LithoImage file={section.image} alt={section.imageAlt ?? ""} fill />
            </div>
          )}
        </div>
        <ol className={styles.steps}>
          {section.steps.map((step, index) => (
            <li key={step.id} className={styles.step}>
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
            </li>
          ))}
        </ol>
      </div>
      <SectionAction button={section.button} />
    </Section>
  );
};
