import type React from "react";
import { graphql } from "gatsby";
import { LithoButton } from "./button";
import * as styles from "./section.module.css";

export const lithoSectionHeadingFields = graphql`
  fragment LithoSectionHeadingFields on LithoSectionHeading {
    overline
    title
    text
    align
  }
`;

export type SectionBackground = "light" | "cream" | "dark";

const backgrounds = new Set<string>(["light", "cream", "dark"]);

/** Data names a background; anything unknown falls back to the default, so a typo never breaks a page. */
export const sectionBackground = (value: string | null | undefined, fallback: SectionBackground = "light"): SectionBackground =>
  value && backgrounds.has(value) ? (value as SectionBackground) : fallback;

interface SectionProps {
  children: React.ReactNode;
  anchor?: string | null;
  background?: string | null;
  /** Default background when the data names none. */
  defaultBackground?: SectionBackground;
  wide?: boolean;
  className?: string;
  /** The accessible name of the region, usually the heading's id. */
  labelledBy?: string;
}

/** The frame every section shares: vertical rhythm, background band and the content width. */
export const Section = ({ children, anchor, background, defaultBackground, wide = false, className, labelledBy }: SectionProps) => (
  <section
    id={anchor ?? undefined}
    aria-labelledby={labelledBy}
    className={`${styles.section} ${styles[sectionBackground(background, defaultBackground)]} ${className ?? ""}`}
  >
    <div className={`${styles.container} ${wide ? styles.wide : ""}`}>{children}</div>
  </section>
);

interface HeadingData {
  readonly overline: string | null;
  readonly title: string;
  readonly text: string | null;
  readonly align: string | null;
}

interface SectionHeadingProps {
  heading: HeadingData | null | undefined;
  id?: string;
  /** Level of the title; sections under a page title use h2. */
  as?: "h1" | "h2";
}

export const SectionHeading = ({ heading, id, as: Tag = "h2" }: SectionHeadingProps) => {
  if (!heading) return null;
  return (
    <header className={`${styles.heading} ${heading.align === "center" ? styles.center : ""}`}>
      {heading.overline && <p className={styles.overline}>{heading.overline}</p>}
      <Tag id={id} className={styles.title}>
        {heading.title}
      </Tag>
      {heading.text && <p className={styles.text}>{heading.text}</p>}
    </header>
  );
};

/** A stable id for a section heading, from its position on the page. */
export const headingId = (prefix: string, title: string | null | undefined): string =>
  `${prefix}-${(title ?? "section")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 40)}`;

/** The optional button under a listing section ("View all …"), centred below its grid; dark unless the data says otherwise. */
export const SectionAction = ({ button }: { button: Queries.LithoButtonFieldsFragment | null | undefined }) =>
  button ? (
    <div className={styles.footerAction}>
      <LithoButton {...button} variant={button.style ?? "dark"} />
    </div>
  ) : null;
