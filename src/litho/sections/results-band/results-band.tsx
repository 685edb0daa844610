import { useRef } from "react";
import { graphql } from "gatsby";
import { LithoButton } from "../shared/button";
import { Section, SectionHeading, headingId, sectionBackground } from "../shared/section";
import { useFilledWhenInView } from "../../ui/use-filled-when-in-view";
import { formatCount } from "../../../lib/format-count";
import * as styles from "./results-band.module.css";

export const fragment = graphql`
  fragment LithoResultsBandSectionFields on LithoResultsBandSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    client
    period
    metrics {
      label
      before
      after
      prefix
      suffix
      decimals
      lowerIsBetter
    }
    button {
      ...LithoButtonFields
    }
    background
  }
`;

type Metric = Queries.LithoResultsBandSectionFieldsFragment["metrics"][number];

/** A figure as written in the data's units: 61400 → "61,400", 6.1 with one decimal → "6.1". */
export const formatFigure = (metric: Pick<Metric, "prefix" | "suffix" | "decimals">, value: number): string => {
  const places = Math.max(0, metric.decimals ?? 0);
  const [whole, fraction] = Math.abs(value).toFixed(places).split(".");
  const number = `${value < 0 ? "−" : ""}${formatCount(Number(whole))}${fraction ? `.${fraction}` : ""}`;
  return `${metric.prefix ?? ""}${number}${metric.suffix ?? ""}`;
};

/** The change as a whole percentage with its sign, "+237%" or "−75%"; null when there was nothing before. */
export const percentChange = (before: number, after: number): string | null => {
  if (before === 0) return null;
  const change = Math.round(((after - before) / Math.abs(before)) * 100);
  return `${change > 0 ? "+" : change < 0 ? "−" : "±"}${Math.abs(change)}%`;
};

/** Whether the change is the one hoped for. */
export const improved = (metric: Pick<Metric, "before" | "after" | "lowerIsBetter">): boolean =>
  metric.lowerIsBetter ? metric.after < metric.before : metric.after > metric.before;

const MetricBars = ({ metric }: { metric: Metric }) => {
  const ref = useRef<HTMLDListElement>(null);
  const filled = useFilledWhenInView(ref);
  const scale = Math.max(Math.abs(metric.before), Math.abs(metric.after)) || 1;
  const change = percentChange(metric.before, metric.after);
  const bar = (value: number, kind: "before" | "after", name: string) => (
    <div className={`${styles.pair} ${styles[kind]}`}>
      <dt className={styles.term}>{name}</dt>
      <dd className={styles.figure}>
        <span className={styles.value}>{formatFigure(metric, value)}</span>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.fill} style={{ transform: `scaleX(${filled ? Math.abs(value) / scale : 0})` }} />
        </span>
      </dd>
    </div>
  );
  return (
    <li className={styles.metric}>
      <div className={styles.metricHead}>
        <h3 className={styles.label}>{metric.label}</h3>
        {change && (
          <p className={`${styles.change} ${improved(metric) ? styles.better : ""}`}>
            {change}
            {metric.lowerIsBetter && <span className="visually-hidden"> (lower is better)</span>}
          </p>
        )}
      </div>
      <dl ref={ref} className={styles.bars}>
        {bar(metric.before, "before", "Before")}
        {bar(metric.after, "after", "After")}
      </dl>
    </li>
  );
};

/**
 * A results band: the measures a client cared about, each with its before and after figures drawn
 * to one scale, so the size of the change reads at a glance. The bars fill as they come into view
 * where animations run; everywhere else they are drawn full at once.
 */
export const ResultsBand = ({ section }: { section: Queries.LithoResultsBandSectionFieldsFragment }) => {
  const id = section.heading ? headingId("results", section.heading.title) : undefined;
  const dark = sectionBackground(section.background, "dark") === "dark";
  return (
    <Section anchor={section.anchor} background={section.background} defaultBackground="dark" labelledBy={id}>
      <div className={`${styles.layout} ${dark ? styles.onDark : ""}`}>
        <div className={styles.intro}>
          <SectionHeading heading={section.heading} id={id} />
          {(section.client || section.period) && (
            <p className={styles.source}>
              {section.client && <strong className={styles.client}>{section.client}</strong>}
              {section.client && section.period && <br />}
              {section.period}
            </p>
          )}
          {section.button && <LithoButton {...section.button} variant={section.button.style ?? "solid"} />}
        </div>
        <ul className={styles.metrics}>
          {section.metrics.map((metric) => (
            <MetricBars key={metric.label} metric={metric} />
          ))}
        </ul>
      </div>
    </Section>
  );
};
