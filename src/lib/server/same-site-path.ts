/*
 * The page a form says it came from is used twice: printed in the e-mail and as the target
 * of the 303 answer to a plain browser post. Accepting any value would make the endpoint an
 * open redirect, so only a path on this site is kept.
 */

const PROBE_ORIGIN = "http://same-site.invalid";
const MAX_PATH_LENGTH = 300;

/**
 * The pathname of `value` when it is a path on this site ("/contact"), else null.
 * Refused: absolute and protocol-relative URLs ("//evil.example"), backslash tricks,
 * control characters and anything that resolves to another origin.
 */
export const toSameSitePath = (value: unknown): string | null => {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_PATH_LENGTH) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (!value.startsWith("/") || value.startsWith("//") || /[\\\u0000-\u001f\u007f\s]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  // Query and fragment are dropped: the answer writes its own.
  return url.origin === PROBE_ORIGIN ? url.pathname : null;
};

/** The path of a Referer header, when it points at the same host the request came to. */
export const refererPath = (referer: string | undefined, host: string | undefined): string | null => {
  if (!referer || !host) return null;
  try {
    const url = new URL(referer);
    return url.host === host ? toSameSitePath(url.pathname) : null;
  } catch {
    return null;
  }
};
