import { Fragment, type ReactNode } from "react";

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** One address with a break opportunity after its "@" and before each dot that follows. */
const breakAddress = (address: string, key: number): ReactNode => {
  const [name, domain] = address.split("@");
  const [host, ...suffixes] = domain.split(".");
  return (
    <Fragment key={key}>
      {name}
      {"@"}
      <wbr />
      {host}
      {suffixes.map((suffix, index) => (
        <Fragment key={index}>
          <wbr />.{suffix}
        </Fragment>
      ))}
    </Fragment>
  );
};

/**
 * The text with each e-mail address in it given break opportunities at its seams, so a narrow column
 * wraps "lisboa@fieldnote.example" after the "@" or before a dot instead of in the middle of a word.
 * Text without an address comes back as it was.
 */
export const withEmailBreaks = (text: string): ReactNode => {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(EMAIL)) {
    const start = match.index ?? 0;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(breakAddress(match[0], start));
    last = start + match[0].length;
  }
  if (parts.length === 0) return text;
  if (last < text.length) parts.push(text.slice(last));
  return parts;
};
