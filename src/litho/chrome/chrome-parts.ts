/*
 * The chrome parts a page has, as the shell, header and footer receive them. Types only and one
 * check: importing the index itself (all-chrome-parts.ts) here would load every part on every page.
 */
import type { chromeParts } from "./all-chrome-parts";

export type ChromePartName = keyof typeof chromeParts;

/** The parts a page has: all of them (the index) or those of one page (its part set). */
export type ChromeParts = Partial<typeof chromeParts>;

/** A part the page's data says it renders: missing means its part set and its data disagree, which must not pass silently. */
export const requirePart = <K extends ChromePartName>(parts: ChromeParts, name: K): (typeof chromeParts)[K] => {
  const part = parts[name];
  if (!part) throw new Error(`This page's part set has no ${name}, though its data asks for one`);
  return part as (typeof chromeParts)[K];
};
