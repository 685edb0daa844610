import { Fragment } from "react";
import { parseInlineMarkup } from "./inline-markup";

export interface MarkupSegment {
  text: string;
  bold: boolean;
}

/**
 * Splits plan text on ** pairs: "**5** domains" → [{"5", bold}, {" domains"}]. An unpaired ** is
 * kept as literal text. The result is plain strings, so nothing in the data can become markup.
 */
export const parseBoldMarkup = (source: string): MarkupSegment[] =>
  parseInlineMarkup(source, ["bold"]).map((segment) => ({ text: segment.text, bold: segment.marks.length > 0 }));

/** Renders **bold** markup as <strong>, everything else as text (React escapes it). */
export const BoldMarkup = ({ text }: { text: string }) => (
  <>
    {parseBoldMarkup(text).map((segment, index) => (
      <Fragment key={index}>{segment.bold ? <strong>{segment.text}</strong> : segment.text}</Fragment>
    ))}
  </>
);
