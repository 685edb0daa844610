import * as styles from "./text-marks.module.css";

/** The looks a paragraph's drop cap and its ==highlighted== phrases may take, shared by paragraphs and columns. */
export const DROP_CAPS = ["classic", "gold", "boxed", "tinted", "outline"] as const;
export const HIGHLIGHTS = ["marker", "underline", "gradient", "dark"] as const;

export type DropCap = (typeof DROP_CAPS)[number];
export type Highlight = (typeof HIGHLIGHTS)[number];

const capClass: Record<DropCap, string> = {
  classic: styles.capClassic,
  gold: styles.capGold,
  boxed: styles.capBoxed,
  tinted: styles.capTinted,
  outline: styles.capOutline,
};

const markClass: Record<Highlight, string> = {
  marker: styles.marker,
  underline: styles.underline,
  gradient: styles.gradient,
  dark: styles.dark,
};

/** The class that opens a paragraph with the drop cap the data names; none for no name or an unknown one. */
export const dropCapClass = (style: string | null | undefined): string => {
  const known = DROP_CAPS.find((cap) => cap === style);
  return known ? `${styles.dropCap} ${capClass[known]}` : "";
};

/** The class of highlighted phrases: the data's look, marker when it names none the section has. */
export const highlightClass = (style: string | null | undefined): string =>
  `${styles.mark} ${markClass[HIGHLIGHTS.find((look) => look === style) ?? "marker"]}`;

/** Set on a block on a dark band: the marks take their on-dark colours. */
export const marksOnDark = styles.onDark;
