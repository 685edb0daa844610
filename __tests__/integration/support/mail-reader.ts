/*
 * Just enough of RFC 5322/2045/2047 to read the site's own plain-text messages in tests:
 * unfolded headers, encoded words, and a quoted-printable or base64 body.
 */

export interface ReadMail {
  /** Every header, lower-cased name to its decoded values in order. */
  headers: Map<string, string[]>;
  header(name: string): string | undefined;
  text: string;
}

const decodeQuotedPrintable = (input: string): Buffer => {
  const soft = input.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], "utf8"));
    }
  }
  return Buffer.from(bytes);
};

/** =?utf-8?B?...?= and =?utf-8?Q?...?= words; adjacent words join without the space between. */
const decodeEncodedWords = (value: string): string =>
  value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")).toString("utf8"),
    );

export const readMail = (raw: string): ReadMail => {
  const normalised = raw.replace(/\r\n/g, "\n");
  const split = normalised.indexOf("\n\n");
  const head = split === -1 ? normalised : normalised.slice(0, split);
  const body = split === -1 ? "" : normalised.slice(split + 2);

  const headers = new Map<string, string[]>();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), decodeEncodedWords(line.slice(colon + 1).trim())]);
  }
  const encoding = (headers.get("content-transfer-encoding")?.[0] ?? "7bit").toLowerCase();
  const text =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(body).toString("utf8")
      : encoding === "base64"
        ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
        : body;
  return { headers, header: (name) => headers.get(name.toLowerCase())?.[0], text };
};
