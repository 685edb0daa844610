/*
 * The headers every response of the site carries, declared once: gatsby-config's `headers` (so any Gatsby
 * adapter writes them for its host's files) and the enquiry functions' answers, which no host rule reaches.
 * Keys are lower case: Gatsby's own defaults are, and a key given here in the same case replaces the
 * default instead of standing beside it.
 *
 * The Content-Security-Policy is not here: its script hashes depend on each built page
 * (src/node/security/content-security-policy.ts). Framing is refused here too, by X-Frame-Options and
 * by a policy of its own, since frame-ancestors must come from a header.
 */
export interface Header {
  key: string;
  value: string;
}

/** Features the site never uses; a third-party frame cannot ask for them either. */
const UNUSED_FEATURES = [
  "accelerometer",
  "bluetooth",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
  "browsing-topics",
];

export const SECURITY_HEADERS: Header[] = [
  { key: "strict-transport-security", value: "max-age=31536000; includeSubDomains" },
  { key: "x-content-type-options", value: "nosniff" },
  { key: "referrer-policy", value: "strict-origin-when-cross-origin" },
  { key: "permissions-policy", value: UNUSED_FEATURES.map((feature) => `${feature}=()`).join(", ") },
  { key: "cross-origin-opener-policy", value: "same-origin" },
  { key: "x-frame-options", value: "DENY" },
];

/** gatsby-config `headers`: on every path. Caching headers are Gatsby's own defaults (hashed assets immutable, the rest revalidated). */
export const staticHeaders = (): { source: string; headers: Header[] }[] => [{ source: "/*", headers: SECURITY_HEADERS }];
