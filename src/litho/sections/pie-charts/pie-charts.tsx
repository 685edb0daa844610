import { graphql } from "gatsby";
import { Section, SectionHeading, headingId, sectionBackground } from "../shared/section";
import { Reveal } from "../../../components/reveal/reveal";
import { PieChart } from "../../ui/pie-chart";
import * as styles from "./pie-charts.module.css";

export const fragment = graphql`
  fragment LithoPieChartsSectionFields on LithoPieChartsSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    style
    columns
    charts {
      value
      title
      text
    }
    background
  }
`;

type PieChartsStyle = "ring" | "bold" | "row" | "feature";

/** Each style's ring: diameter and stroke in px. */
const RINGS: Record<PieChartsStyle, { size: number; thickness: number }> = {
  ring: { size: 170, thickness: 4 },
  bold: { size: 150, thickness: 14 },
  row: { size: 110, thickness: 8 },
  feature: { size: 96, thickness: 5 },
};

/** The feature style's lead chart, drawn large beside the list of the others. */
const LEAD_RING = { size: 280, thickness: 12 };

const STYLES = new Set<PieChartsStyle>(["ring", "bold", "row", "feature"]);

const pieChartsStyle = (value: string | null | undefined): PieChartsStyle =>
  STYLES.has(value as PieChartsStyle) ? (value as PieChartsStyle) : "ring";

/**
 * A row of ring charts with captions: fine rings, broad rings in cards, small rings beside their text, or
 * the first chart large beside a ruled list of the others (feature).
 */
export const PieCharts = ({ section }: { section: Queries.LithoPieChartsSectionFieldsFragment }) => {
  const id = section.heading ? headingId("charts", section.heading.title) : undefined;
  const style = pieChartsStyle(section.style);
  const dark = sectionBackground(section.background) === "dark";
  const columns = Math.min(Math.max(section.columns ?? (style === "row" ? 2 : 4), 2), style === "row" ? 3 : 4);
  const ringFor = (index: number) => (style === "feature" && index === 0 ? LEAD_RING : RINGS[style]);
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <SectionHeading heading={section.heading} id={id} />
      <ul data-style={style} className={`${styles.grid} ${styles[style]} ${styles[`columns${columns}`]} ${dark ? styles.onDark : ""}`}>
        {section.charts.map((chart, index) => (
          <li key={chart.title} className={styles.cell}>
            <Reveal delay={Math.min(index, 3) * 0.12} className={styles.item}>
              <PieChart
                value={chart.value}
                title={chart.title}
                text={chart.text ?? undefined}
                size={ringFor(index).size}
                thickness={ringFor(index).thickness}
                // The bold style's cards are white on any band.
                theme={dark && style !== "bold" ? "dark" : "light"}
                className={styles.chart}
              />
            </Reveal>
          </li>
        ))}
      </ul>
    </Section>
  );
};
