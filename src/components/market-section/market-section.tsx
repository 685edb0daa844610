import type React from "react";
import { graphql } from "gatsby";
import { Container } from "../container/container";
import { SectionHeading } from "../section-heading/section-heading";
import { Reveal } from "../reveal/reveal";
import * as styles from "./market-section.module.css";

export const sectionHeadingFields = graphql`
  fragment SectionHeadingFields on SectionHeading {
    eyebrow
    title
    intro
  }
`;

interface MarketSectionProps {
  id: string;
  heading: Queries.SectionHeadingFieldsFragment;
  /** The widgets; two or more sit side by side on wide screens. */
  children: React.ReactNode;
  tone?: "light" | "dark";
  /** Grid columns on wide screens, e.g. "1.6fr 1fr" for a chart beside a gauge. */
  columns?: string;
}

/** A titled band that holds one or more live market widgets. */
export const MarketSection = ({ id, heading, children, tone = "dark", columns }: MarketSectionProps) => (
  <section id={id} className={`${styles.section} ${styles[tone]}`} aria-labelledby={`${id}-title`}>
    <Container>
      <Reveal>
        <SectionHeading
          id={`${id}-title`}
          eyebrow={heading.eyebrow}
          title={heading.title}
          intro={heading.intro}
          tone={tone === "dark" ? "light" : "dark"}
        />
      </Reveal>
      <div className={styles.widgets} style={columns ? ({ "--columns": columns } as React.CSSProperties) : undefined}>
        {children}
      </div>
    </Container>
  </section>
);
