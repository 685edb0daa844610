/*
 * The third parties the site embeds, and the origins each one needs. A component that embeds one marks
 * its box with `thirdPartyMark(...)`: the build reads the marks in each page's HTML and allows those
 * origins in that page's Content-Security-Policy only (src/node/security/content-security-policy.ts).
 */

export interface ThirdPartyOrigins {
  /** Scripts the page itself loads from the provider. */
  script?: readonly string[];
  /** Frames the provider draws in, after any redirect. */
  frame: readonly string[];
  /** What the page asks before drawing the frame (src/lib/can-reach.ts). */
  connect: readonly string[];
}

export const THIRD_PARTIES = {
  tradingview: {
    script: ["https://s3.tradingview.com"],
    frame: ["https://www.tradingview-widget.com", "https://s.tradingview.com", "https://www.tradingview.com"],
    connect: ["https://s3.tradingview.com"],
  },
  "google-maps": {
    frame: ["https://maps.google.com", "https://www.google.com"],
    connect: ["https://maps.google.com", "https://www.google.com"],
  },
  youtube: {
    frame: ["https://www.youtube-nocookie.com"],
    connect: ["https://www.youtube-nocookie.com"],
  },
  vimeo: {
    frame: ["https://player.vimeo.com"],
    connect: ["https://player.vimeo.com"],
  },
} as const satisfies Record<string, ThirdPartyOrigins>;

export type ThirdParty = keyof typeof THIRD_PARTIES;

export const THIRD_PARTY_ATTRIBUTE = "data-third-party";

/** Spread on the element that holds an embed: `<div {...thirdPartyMark("vimeo")}>`. */
export const thirdPartyMark = (party: ThirdParty) => ({ [THIRD_PARTY_ATTRIBUTE]: party });

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** The path this document was loaded at: its policy is that page's, whatever the address says since. */
const documentPath = (): string | null => {
  const [entry] = performance.getEntriesByType?.("navigation") ?? [];
  return entry ? new URL(entry.name).pathname : null;
};

/**
 * Whether the document's policy is this page's own. A page reached by a client-side navigation still
 * runs under the policy of the page first loaded, which allows no third party but its own; an embed
 * there must not load (it would be refused), and gatsby-browser reloads such a page whole.
 */
export const policyIsThisPages = (): boolean => {
  if (typeof window === "undefined") return false;
  const loadedAt = documentPath();
  return loadedAt === null || withoutTrailingSlash(loadedAt) === withoutTrailingSlash(window.location.pathname);
};
