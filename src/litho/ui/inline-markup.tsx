import { Fragment } from "react";
import type React from "react";

/** What a pair of delimiters marks in data text: **bold** and ==highlighted== phrases. */
export type InlineMark = "bold" | "highlight";

export interface InlineSegment {
  text: string;
  /** The marks around this run of text, outermost first; empty for plain text. */
  marks: InlineMark[];
}

const DELIMITERS: Record<InlineMark, string> = { bold: "**", highlight: "==" };
const ALL_MARKS: readonly InlineMark[] = ["bold", "highlight"];

const sameMarks = (a: readonly InlineMark[], b: readonly InlineMark[]): boolean =>
  a.length === b.length && a.every((mark, i) => mark === b[i]);

/** The first pair of delimiters in the text, of the marks asked for: where it opens, where it closes. */
const firstPair = (text: string, marks: readonly InlineMark[]): { mark: InlineMark; open: number; close: number } | null => {
  let found: { mark: InlineMark; open: number; close: number } | null = null;
  for (const mark of marks) {
    const delimiter = DELIMITERS[mark];
    const open = text.indexOf(delimiter);
    const close = open === -1 ? -1 : text.indexOf(delimiter, open + delimiter.length);
    if (close !== -1 && (found === null || open < found.open)) found = { mark, open, close };
  }
  return found;
};

/**
 * Splits data text on pairs of delimiters: "Gold **bars** and ==coins==" → plain, bold, plain,
 * highlighted runs. A mark may hold another ("==**5** days=="); a delimiter without its pair is
 * kept as literal text. The result is plain strings, so nothing in the data can become markup.
 */
export const parseInlineMarkup = (source: string, marks: readonly InlineMark[] = ALL_MARKS): InlineSegment[] => {
  const segments: InlineSegment[] = [];
  const push = (text: string, around: InlineMark[]) => {
    if (!text) return;
    const last = segments[segments.length - 1];
    if (last && sameMarks(last.marks, around)) last.text += text;
    else segments.push({ text, marks: around });
  };
  const walk = (text: string, around: InlineMark[]) => {
    let rest = text;
    for (;;) {
      // Inside a mark, only the other marks can open.
      const pair = firstPair(
        rest,
        marks.filter((mark) => !around.includes(mark)),
      );
      if (!pair) {
        push(rest, around);
        return;
      }
      push(rest.slice(0, pair.open), around);
      walk(rest.slice(pair.open + DELIMITERS[pair.mark].length, pair.close), [...around, pair.mark]);
      rest = rest.slice(pair.close + DELIMITERS[pair.mark].length);
    }
  };
  walk(source, []);
  return segments;
};

interface InlineMarkupProps {
  text: string;
  /** The class of the <mark> around highlighted phrases: its look comes from the section. */
  highlightClassName?: string;
}

const wrap = (mark: InlineMark, children: React.ReactNode, highlightClassName: string | undefined) =>
  mark === "bold" ? <strong>{children}</strong> : <mark className={highlightClassName}>{children}</mark>;

/** Renders **bold** as <strong> and ==highlighted== as <mark>, everything else as text (React escapes it). */
export const InlineMarkup = ({ text, highlightClassName }: InlineMarkupProps) => (
  <>
    {parseInlineMarkup(text).map((segment, index) => (
      <Fragment key={index}>
        {segment.marks.reduceRight<React.ReactNode>((inner, mark) => wrap(mark, inner, highlightClassName), segment.text)}
      </Fragment>
    ))}
  </>
);
