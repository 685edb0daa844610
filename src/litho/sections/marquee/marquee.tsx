import { useState } from "react";
import type React from "react";
import { graphql } from "gatsby";
import * as styles from "./marquee.module.css";

export const fragment = graphql`
  fragment LithoMarqueeSectionFields on LithoMarqueeSection {
    type
    anchor
    title
    phrases
    look
    duration
    background
  }
`;

const GROUNDS = new Set(["accent", "light", "cream", "dark"]);
const DEFAULT_SECONDS = 40;
/** Slower than this and nobody notices the movement; faster and the phrases cannot be read. */
const MIN_SECONDS = 12;

/**
 * Phrases that slide past in a loop. The list is written once for everyone (screen readers, phones,
 * reduced motion) and a second, hidden copy follows it so the loop has no seam. The sliding is CSS
 * alone and runs only from 768 px without a reduced-motion request; it holds while the pointer is on
 * the phrases, and stops for good with the pause button (WCAG 2.2.2).
 */
export const Marquee = ({ section }: { section: Queries.LithoMarqueeSectionFieldsFragment }) => {
  const [paused, setPaused] = useState(false);
  const ground = section.background && GROUNDS.has(section.background) ? section.background : "accent";
  const seconds = Math.max(section.duration ?? DEFAULT_SECONDS, MIN_SECONDS);
  const outline = section.look === "outline";
  const phrases = (hidden: boolean) => (
    <ul className={styles.phrases} aria-hidden={hidden || undefined}>
      {section.phrases.map((phrase, index) => (
        <li key={phrase} className={`${styles.phrase} ${outline && index % 2 === 1 ? styles.outline : ""}`}>
          {phrase}
        </li>
      ))}
    </ul>
  );
  return (
    <section
      id={section.anchor ?? undefined}
      aria-label={section.title}
      className={`${styles.band} ${styles[ground]}`}
      data-paused={paused || undefined}
      style={{ "--marquee-seconds": `${seconds}s` } as React.CSSProperties}
    >
      <div className={styles.viewport}>
        <div className={styles.track}>
          {phrases(false)}
          {phrases(true)}
        </div>
      </div>
      <button type="button" className={styles.toggle} aria-pressed={paused} onClick={() => setPaused((value) => !value)}>
        <span className="visually-hidden">Pause the moving band: {section.title}</span>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          {paused ? <path d="M8 5l11 7-11 7z" fill="currentColor" /> : <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />}
        </svg>
      </button>
    </section>
  );
};
