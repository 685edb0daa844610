/*
 * What a visitor types becomes text in an e-mail. Values that end up in a header (name, e-mail
 * address, page) or on a labelled line of the body must stay on one line, so no typed line break
 * can start a new header such as "Bcc:" or fake a line of the message. Only the message itself
 * keeps its line breaks, and it is only ever written into the body.
 */

/** Every character that can end a line: CR, LF, VT, FF, NEL and the Unicode separators. */
const LINE_BREAKS = /[\r\n\v\f\u0085\u2028\u2029]/g;
/** C0 and C1 control characters other than tab and the line breaks above. */
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROLS = /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f]/g;
/** Invisible direction overrides could make a name read differently than it is. */
const BIDI_OVERRIDES = /[\u202a-\u202e\u2066-\u2069]/g;

/** One line: breaks and tabs become spaces, controls go, runs of spaces shrink to one. */
export const toSingleLine = (value: string, maxLength = 500): string => {
  const line = value
    .replace(LINE_BREAKS, " ")
    .replace(/\t/g, " ")
    .replace(CONTROLS, "")
    .replace(BIDI_OVERRIDES, "")
    .replace(/ {2,}/g, " ")
    .trim();
  return line.length > maxLength ? `${line.slice(0, maxLength - 1)}…` : line;
};

/** Several lines: every kind of break becomes "\n", controls go, the whole is trimmed. */
export const toMultiLine = (value: string): string =>
  value.replace(/\r\n?/g, "\n").replace(LINE_BREAKS, "\n").replace(CONTROLS, "").replace(BIDI_OVERRIDES, "").trim();

/** Fields whose value may span lines; everything else is made single-line. */
export const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set(["comment"]);

const asText = (value: unknown): string => {
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
};

/** The validated values as text safe to put in an e-mail. */
export const sanitizeFields = (values: Readonly<Record<string, unknown>>): Record<string, string> => {
  const clean: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    const text = asText(value);
    clean[name] = MULTI_LINE_FIELDS.has(name) ? toMultiLine(text) : toSingleLine(text);
  }
  return clean;
};
