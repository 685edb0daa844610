import { graphql } from "gatsby";
import { Section, SectionHeading, headingId, sectionBackground } from "../shared/section";
import { LithoButton } from "../shared/button";
import { Reveal } from "../../../components/reveal/reveal";
import { ProgressBar, type ProgressBarVariant } from "../../ui/progress-bar";
import * as styles from "./progress-bars.module.css";

export const fragment = graphql`
  fragment LithoProgressBarsSectionFields on LithoProgressBarsSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    variant
    columns
    paragraphs
    button {
      ...LithoButtonFields
    }
    bars {
      label
      value
    }
    background
  }
`;

const variants = new Set<string>(["thin", "thick", "striped", "tooltip"]);

/** Data may name any variant; unknown names fall back to thin bars. */
export const progressBarVariant = (value: string | null | undefined): ProgressBarVariant =>
  value && variants.has(value) ? (value as ProgressBarVariant) : "thin";

/**
 * A set of progress bars, one or two columns of them, or beside a heading and paragraphs. Every bar
 * is drawn filled by the server, so the figures read without JavaScript and with reduced motion.
 */
export const ProgressBars = ({ section }: { section: Queries.LithoProgressBarsSectionFieldsFragment }) => {
  const id = section.heading ? headingId("bars", section.heading.title) : undefined;
  const dark = sectionBackground(section.background) === "dark";
  const paragraphs = section.paragraphs ?? [];
  const beside = paragraphs.length > 0;
  const twoColumns = !beside && section.columns === 2;
  const bars = (
    <Reveal className={`${styles.bars} ${twoColumns ? styles.twoColumns : ""}`} delay={beside ? 0.15 : 0}>
      {section.bars.map((bar) => (
        <ProgressBar
          key={bar.label}
          label={bar.label}
          value={bar.value}
          variant={progressBarVariant(section.variant)}
          theme={dark ? "dark" : "light"}
        />
      ))}
    </Reveal>
  );
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      {beside ? (
        <div className={styles.split}>
          <Reveal className={`${styles.text} ${dark ? styles.onDark : ""}`}>
            <SectionHeading heading={section.heading} id={id} />
            {paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
            {section.button && <LithoButton {...section.button} variant={section.button.style ?? (dark ? "solid" : "dark")} />}
          </Reveal>
          {bars}
        </div>
      ) : (
        <>
          <SectionHeading heading={section.heading} id={id} />
          {bars}
          {section.button && (
            <div className={styles.action}>
              <LithoButton {...section.button} variant={section.button.style ?? (dark ? "solid" : "dark")} />
            </div>
          )}
        </>
      )}
    </Section>
  );
};
