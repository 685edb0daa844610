/*
 * Each page's Content-Security-Policy, computed from the HTML the build wrote. Scripts run only from the
 * site itself or inline with a hash of their exact text, so a script injected into a page, or an inline
 * one changed without a build, is refused. Third-party origins appear only in the policy of a page that
 * embeds that party (marked with `data-third-party`, src/lib/third-parties.ts).
 */
import { createHash } from "node:crypto";
import { THIRD_PARTIES, THIRD_PARTY_ATTRIBUTE, type ThirdParty } from "../../lib/third-parties";

/** Script types a browser runs; anything else (application/ld+json) is data, outside script-src. */
const EXECUTABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style(\s[^>]*)?>([\s\S]*?)<\/style>/gi;
const TYPE_ATTRIBUTE = /\stype\s*=\s*"([^"]*)"/i;
const SRC_ATTRIBUTE = /\ssrc\s*=/i;
const THIRD_PARTY_MARK = new RegExp(`\\s${THIRD_PARTY_ATTRIBUTE}="([a-z-]+)"`, "g");

/** The CSP source for text as the browser hashes it: the element's content, byte for byte. */
export const hashSource = (text: string): string => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const unique = <T>(values: Iterable<T>): T[] => [...new Set(values)];

/** Hashes of the inline scripts the browser would run. */
export const inlineScriptHashes = (html: string): string[] =>
  unique(
    [...html.matchAll(INLINE_SCRIPT)]
      .filter(([, attributes = ""]) => !SRC_ATTRIBUTE.test(attributes))
      .filter(([, attributes = ""]) => EXECUTABLE_TYPES.has((TYPE_ATTRIBUTE.exec(attributes)?.[1] ?? "").toLowerCase()))
      .map(([, , body]) => hashSource(body)),
  );

/** Hashes of the page's `<style>` elements (Gatsby inlines each page's stylesheets). */
export const inlineStyleHashes = (html: string): string[] => unique([...html.matchAll(INLINE_STYLE)].map(([, , body]) => hashSource(body)));

/** The third parties the page marks as embedded; a mark naming no known party stops the build. */
export const embeddedThirdParties = (html: string): ThirdParty[] =>
  unique([...html.matchAll(THIRD_PARTY_MARK)].map(([, name]) => name)).map((name) => {
    if (!(name in THIRD_PARTIES)) throw new Error(`${THIRD_PARTY_ATTRIBUTE}="${name}" names no party in src/lib/third-parties.ts`);
    return name as ThirdParty;
  });

const originsOf = (parties: ThirdParty[], kind: "script" | "frame" | "connect"): string[] =>
  unique(parties.flatMap((party) => ((THIRD_PARTIES[party] as { [key: string]: readonly string[] | undefined })[kind] ?? []) as string[]));

/**
 * The policy of one page. `style-src-attr 'unsafe-inline'`: React and gatsby-plugin-image write style
 * attributes into the HTML (image boxes, layout variables), which no hash can cover; a style attribute
 * cannot run script or load anything, and `<style>` elements stay held to their hashes by style-src.
 */
export const pagePolicy = (html: string): string => {
  const parties = embeddedThirdParties(html);
  const styles = ["'self'", ...inlineStyleHashes(html)].join(" ");
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...inlineScriptHashes(html), ...originsOf(parties, "script")]],
    ["style-src", [styles]],
    ["style-src-attr", ["'unsafe-inline'"]],
    ["img-src", ["'self'", "data:"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...originsOf(parties, "connect")]],
    ["frame-src", ["'self'", ...originsOf(parties, "frame")]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
};
