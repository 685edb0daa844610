/**
 * Placeholder Latin (and its English stand-in) that a real site never shows. The demo area must read
 * as a finished template, so no data file and no built page may hold any of it.
 */
export const FILLER_TEXT =
  /lorem ipsum|dolor sit amet|consectetur adipiscing|sed do eiusmod|duis aute|sed ut perspiciatis|excepteur sint|ut enim ad minim|dummy text of the printing/i;

/** Each match with a few words around it, for a failure message that shows where to look. */
export const fillerIn = (text: string): string[] =>
  [...text.matchAll(new RegExp(FILLER_TEXT.source, "gi"))].map((match) =>
    text.slice(Math.max(0, (match.index ?? 0) - 30), (match.index ?? 0) + match[0].length + 30).replace(/\s+/g, " "),
  );
