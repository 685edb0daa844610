import { Fragment } from "react";

export interface MarkupSegment {
  text: string;
  bold: boolean;
}

/**
 * Splits plan text on ** pairs: "**5** domains" → [{"5", bold}, {" domains"}]. An unpaired ** is
 * kept as literal text. The result is plain strings, so nothing in the data can become markup.
 */
export const parseBoldMarkup = (source: string): MarkupSegment[] => {
  const segments: MarkupSegment[] = [];
  const push = (text: string, bold: boolean) => {
    if (!text) return;
    const last = segments[segments.length - 1];
    if (last && last.bold === bold) last.text += text;
    else segments.push({ text, bold });
  };
  let rest = source;
  for (;;) {
    const open = rest.indexOf("**");
    const close = open === -1 ? -1 : rest.indexOf("**", open + 2);
    if (close === -1) {
      push(rest, false);
      break;
    }
    push(rest.slice(0, open), false);
    push(rest.slice(open + 2, close), true);
    rest = rest.slice(close + 2);
  }
  return segments;
};

/** Renders **bold** markup as <strong>, everything else as text (React escapes it). */
export const BoldMarkup = ({ text }: { text: string }) => (
  <>
    {parseBoldMarkup(text).map((segment, index) => (
      <Fragment key={index}>{segment.bold ? <strong>{segment.text}</strong> : segment.text}</Fragment>
    ))}
  </>
);
