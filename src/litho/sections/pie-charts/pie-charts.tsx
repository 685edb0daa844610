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

type PieChartsStyle = "ring" | "bold" | "row";

/** Each style's ring: diameter and stroke in px. */
const RINGS: Record<PieChartsStyle, { size: number; thickness: number }> = {
  ring: { size: 170, thickness: 4 },
  bold: { size: 150, thickness: 14 },
  row: { size: 110, thickness: 8 },
};

const pieChartsStyle = (value: string | null | undefined): PieChartsStyle => (value === "bold" || value === "row" ? value : "ring");

/** A row of ring charts with captions: fine rings, broad rings in cards, or small rings beside their text. */
export const PieCharts = ({ section }: { section: Queries.LithoPieChartsSectionFieldsFragment }) => {
  const id = section.heading ? headingId("charts", section.heading.title) : undefined;
  const style = pieChartsStyle(section.style);
  const dark = sectionBackground(section.background) === "dark";
  const columns = Math.min(Math.max(section.columns ?? (style === "row" ? 2 : 4), 2), style === "row" ? 3 : 4);
  const ring = RINGS[style];
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <SectionHeading heading={section.heading} id={id} />
      <ul className={`${styles.grid} ${styles[style]} ${styles[`columns${columns}`]}`}>
        {section.charts.map((chart, index) => (
          <li key={chart.title} className={styles.cell}>
            <Reveal delay={Math.min(index, 3) * 0.12} className={styles.item}>
              <PieChart
                value={chart.value}
                title={chart.title}
                text={chart.text ?? undefined}
                size={ring.size}
                thickness={ring.thickness}
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
