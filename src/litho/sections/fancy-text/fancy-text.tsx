import { useEffect, useState } from "react";
import { graphql } from "gatsby";
import { useAnimationsAllowed } from "../../../lib/use-animations-allowed";
import { usePageVisible } from "../../../lib/use-page-visible";
import { firstFrame, joinWords, nextTypingFrame, nextWordIndex, type WordFrame } from "../../ui/word-cycle";
import { LithoButton } from "../shared/button";
import { Section, SectionHeading, headingId } from "../shared/section";
import * as styles from "./fancy-text.module.css";

export const fragment = graphql`
  fragment LithoFancyTextSectionFields on LithoFancyTextSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    effect
    before
    words
    after
    conjunction
    interval
    text
    button {
      ...LithoButtonFields
    }
    align
    background
  }
`;

const EFFECTS = new Set(["roll", "type", "fade", "zoom", "highlight", "gradient"]);
const DEFAULT_INTERVAL = 2600;
/** Shorter than this and a word is gone before it is read. */
const MIN_INTERVAL = 1500;

/** The word shown, a new one every `interval` ms while `running`. */
const useWordIndex = (count: number, interval: number, running: boolean): number => {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!running || count < 2) return undefined;
    const timer = window.setInterval(() => setIndex((current) => nextWordIndex(current, count)), interval);
    return () => window.clearInterval(timer);
  }, [count, interval, running]);
  return index;
};

/** The typewriter's frame, one letter at a time while `running`. */
const useTypingFrame = (words: readonly string[], running: boolean): WordFrame => {
  const [frame, setFrame] = useState(() => firstFrame(words));
  useEffect(() => {
    if (!running || words.length < 2) return undefined;
    const { frame: next, delay } = nextTypingFrame(frame, words);
    const timer = window.setTimeout(() => setFrame(next), delay);
    return () => window.clearTimeout(timer);
  }, [frame, words, running]);
  return frame;
};

/** Where a word stands in the rolling, fading and zooming effects. */
const wordState = (word: number, shown: number, previous: number): string => {
  if (word === shown) return "in";
  return word === previous ? "out" : "next";
};

/**
 * A headline whose key word changes. Every word sits in the same grid cell, so the slot keeps the
 * size of the longest one and nothing around it moves. The moving copy is hidden from screen
 * readers, which get the whole sentence once instead; the first word is what the server renders.
 */
export const FancyText = ({ section }: { section: Queries.LithoFancyTextSectionFieldsFragment }) => {
  const effect = section.effect && EFFECTS.has(section.effect) ? section.effect : "roll";
  const words = section.words;
  const allowed = useAnimationsAllowed();
  const visible = usePageVisible();
  const [paused, setPaused] = useState(false);
  const moving = allowed && words.length > 1;
  const running = moving && visible && !paused;
  const interval = Math.max(section.interval ?? DEFAULT_INTERVAL, MIN_INTERVAL);
  const index = useWordIndex(words.length, interval, running && effect !== "type");
  const typing = useTypingFrame(words, running && effect === "type");
  const shown = moving ? index : 0;
  const previous = (shown - 1 + words.length) % words.length;
  const id = section.heading ? headingId("fancy-text", section.heading.title) : undefined;
  const sentence = [section.before, joinWords(words, section.conjunction ?? "and"), section.after].filter(Boolean).join(" ");
  const typed = moving ? typing : firstFrame(words);

  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <SectionHeading heading={section.heading} id={id} />
      <div
        className={`${styles.block} ${section.align === "center" ? styles.center : ""}`}
        data-effect={effect}
        data-ground={section.background ?? "light"}
        data-moving={moving || undefined}
      >
        <p className={styles.headline}>
          <span className="visually-hidden">{sentence}</span>
          <span aria-hidden="true" data-fancy-visual="">
            {section.before && `${section.before} `}
            <span className={styles.slot}>
              {effect === "type" ? (
                <>
                  {words.map((word) => (
                    <span key={word} className={styles.reserve}>
                      {word}
                    </span>
                  ))}
                  <span className={styles.typed} data-word="">
                    {words[typed.word].slice(0, typed.letters)}
                    {moving && <span className={styles.caret} data-paused={paused || undefined} />}
                  </span>
                </>
              ) : (
                words.map((word, wordIndex) => (
                  <span
                    key={word}
                    className={styles.word}
                    data-state={wordState(wordIndex, shown, previous)}
                    data-word={wordIndex === shown ? "" : undefined}
                  >
                    {word}
                  </span>
                ))
              )}
            </span>
            {section.after && ` ${section.after}`}
          </span>
        </p>
        {section.text && <p className={styles.text}>{section.text}</p>}
        {section.button && (
          <div className={styles.actions}>
            <LithoButton {...section.button} variant={section.button.style ?? (section.background === "dark" ? "light" : "dark")} />
          </div>
        )}
        {moving && (
          <button type="button" className={styles.toggle} aria-pressed={paused} onClick={() => setPaused((value) => !value)}>
            <span className="visually-hidden">Pause the changing words: {sentence}</span>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              {paused ? <path d="M8 5l11 7-11 7z" fill="currentColor" /> : <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />}
            </svg>
          </button>
        )}
      </div>
    </Section>
  );
};
