import fs from "node:fs";
import path from "node:path";
import { selectAll } from "css-select";
import type { Element, Node } from "domhandler";
import { parseDocument } from "htmlparser2";
import { axeViolations, formatViolations, settle } from "./support/accessibility";
import {
  ACTIVITY_TARGETS,
  comingDemoRoutes,
  expect,
  listBuiltPages,
  normalizeRoutePath,
  publicDir,
  resolveBuiltFile,
  test,
  viewports,
} from "./support/fixtures";
import { scanPlan } from "./support/scan-plan";
import { LANGUAGES, pathInLanguage } from "../../src/lib/i18n/languages";
import { scanTest } from "./support/scan-context";

/**
 * Whole-site checks over the production build: every page loaded as a visitor gets it (hydration
 * without errors, a clean console, no failed request, its title, axe at zero violations; the widths
 * per page come from scan-plan.ts), every internal link and asset reference in the HTML and CSS,
 * and the HTTP answers.
 * The page list comes from public/, so new routes (the /litho/ demo area included) are covered
 * without touching this file.
 */

const builtPages = listBuiltPages();

test("public/ holds a build to test", () => {
  expect(builtPages.length, "public/index.html is missing: run `npm run build` (or `npm test`) first").toBeGreaterThan(0);
});

// ---------------------------------------------------------------------------------------------
// Every page as a visitor gets it: hydration, console, requests, title, accessibility
// ---------------------------------------------------------------------------------------------

/** The site names a page's title ends with: "About Us | Harbour Gold Bullion". */
const TITLE = /^\S.* \| (Harbour Gold Bullion|Litho template demo)$/;

const plan = scanPlan(builtPages);

for (const viewport of [viewports.desktop, viewports.phone]) {
  test.describe(`every page at ${viewport.width}px`, () => {
    // The scan context runs with reduced motion: the scan waits for no reveal (motion itself is the
    // animations spec's).
    test.use({ viewport });

    for (const target of plan.filter((candidate) => candidate.widths.includes(viewport))) {
      const why = target.representativeOf.length > 0 ? ` (first of ${target.representativeOf.join(", ")})` : "";
      scanTest(
        `${target.path}${why} loads cleanly, has its title and no WCAG 2.2 A/AA violations`,
        async ({ scanPage: page, testOrigin }, testInfo) => {
          // A hydration mismatch (markup the browser parses differently, a <div> inside a <p>) makes
          // React throw away the server's HTML and draw the page again: a flash and a layout shift.
          const problems: string[] = [];
          page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
          // Same-origin only: the fixtures block third parties on purpose, and the browser logs each
          // blocked load as an error located at the blocked URL.
          const foreign = (url: string) => url !== "" && new URL(url).origin !== testOrigin;
          page.on("console", (message) => {
            if (message.type() === "error" && !foreign(message.location().url)) problems.push(`console error: ${message.text()}`);
          });
          page.on("requestfailed", (request) => {
            if (!foreign(request.url())) problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
          });
          page.on("response", (response) => {
            if (response.status() >= 400 && !foreign(response.url())) problems.push(`HTTP ${response.status()}: ${response.url()}`);
          });
          await page.goto(target.path, { waitUntil: "load" });
          await page.locator("html[data-interactive]").waitFor({ state: "attached" });
          await settle(page);
          await expect(page).toHaveTitle(TITLE);
          const violations = await axeViolations(page);
          if (violations.length > 0) {
            await testInfo.attach("axe-violations.json", { body: JSON.stringify(violations, null, 2), contentType: "application/json" });
          }
          expect(violations.length, formatViolations(`${target.path} at ${viewport.width}px`, violations)).toBe(0);
          expect(problems, `${target.path} at ${viewport.width}px`).toEqual([]);
        },
      );
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Links and assets
// ---------------------------------------------------------------------------------------------

/** A URL as it appears in the built files, before resolution. */
interface RawReference {
  /** How it is written, for the report: `<img srcset>`, `url() in <style>`… */
  source: string;
  /** srcset lists and CSS values hold several URLs; plain attributes hold one. */
  syntax: "url" | "srcset" | "css";
  value: string;
  /** Overrides the page URL as the base for relative URLs (an inlined stylesheet's own address). */
  basePath?: string;
  /** Whether a fragment names an element of the target page (links), rather than part of a resource. */
  navigates: boolean;
}

interface ParsedHtml {
  references: RawReference[];
  ids: string[];
  /** Absolute URLs the page declares for itself (canonical, og:url): they tell us the site's origin. */
  selfUrls: string[];
}

/**
 * Runs in the browser: parse with the browser's own HTML and CSS parsers rather than patterns.
 * DOMParser documents never fetch anything or run scripts, and parse <noscript> contents as
 * markup, so the no-JavaScript image fallbacks are checked as well.
 */
function extractInBrowser(input: { kind: "html" | "css"; text: string }): ParsedHtml {
  const cssValuesWithUrls = (cssText: string): string[] => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    const values: string[] = [];
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        const style = (rule as Partial<CSSStyleRule>).style;
        if (style) {
          for (let index = 0; index < style.length; index += 1) {
            const value = style.getPropertyValue(style.item(index));
            if (value.toLowerCase().includes("url(")) values.push(value);
          }
        }
        const nested = (rule as Partial<CSSGroupingRule>).cssRules;
        if (nested) visit(nested);
      }
    };
    visit(sheet.cssRules);
    return values;
  };

  if (input.kind === "css") {
    return {
      references: cssValuesWithUrls(input.text).map((value) => ({ source: "url()", syntax: "css", value, navigates: false })),
      ids: [],
      selfUrls: [],
    };
  }

  const doc = new DOMParser().parseFromString(input.text, "text/html");
  const references: RawReference[] = [];
  const ids: string[] = [];
  const selfUrls: string[] = [];
  const urlAttributes = ["href", "xlink:href", "src", "data-src", "poster"];
  const srcsetAttributes = ["srcset", "data-srcset", "imagesrcset"];
  const imageMeta = new Set(["og:image", "og:image:url", "og:image:secure_url", "twitter:image"]);

  for (const element of Array.from(doc.querySelectorAll("*"))) {
    const tag = element.localName;
    const id = element.getAttribute("id");
    if (id) ids.push(id);
    // Old-style anchors are fragment targets too.
    if (tag === "a" && element.getAttribute("name")) ids.push(element.getAttribute("name") as string);

    for (const attribute of urlAttributes) {
      const value = element.getAttribute(attribute);
      if (value === null) continue;
      const navigates = (attribute === "href" || attribute === "xlink:href") && tag !== "link";
      references.push({ source: `<${tag} ${attribute}>`, syntax: "url", value, navigates });
    }
    for (const attribute of srcsetAttributes) {
      const value = element.getAttribute(attribute);
      if (value !== null) references.push({ source: `<${tag} ${attribute}>`, syntax: "srcset", value, navigates: false });
    }
    if (tag === "object" && element.getAttribute("data") !== null) {
      references.push({ source: "<object data>", syntax: "url", value: element.getAttribute("data") as string, navigates: false });
    }
    if (tag === "meta") {
      const key = element.getAttribute("property") ?? element.getAttribute("name") ?? "";
      const content = element.getAttribute("content");
      if (content !== null && imageMeta.has(key)) {
        references.push({ source: `<meta ${key}>`, syntax: "url", value: content, navigates: false });
      }
      if (content && key === "og:url") selfUrls.push(content);
    }
    if (tag === "link" && element.getAttribute("rel")?.split(/\s+/).includes("canonical")) {
      selfUrls.push(element.getAttribute("href") ?? "");
    }
    const inlineStyle = element.getAttribute("style");
    if (inlineStyle && inlineStyle.toLowerCase().includes("url(")) {
      for (const value of cssValuesWithUrls(`x{${inlineStyle}}`)) {
        references.push({ source: `url() in <${tag} style>`, syntax: "css", value, navigates: false });
      }
    }
    if (tag === "style") {
      // Gatsby inlines the global stylesheet and notes its address in data-href; its relative URLs
      // are relative to that address, not to the page.
      const basePath = element.getAttribute("data-href") ?? undefined;
      for (const value of cssValuesWithUrls(element.textContent ?? "")) {
        references.push({ source: "url() in <style>", syntax: "css", value, basePath, navigates: false });
      }
    }
  }
  return { references, ids, selfUrls };
}

const isSpace = (char: string) => char === " " || char === "\t" || char === "\n" || char === "\r" || char === "\f";

/** The URLs of a srcset list, following the HTML spec's tokenizer (URLs may contain commas). */
function srcsetUrls(value: string): string[] {
  const urls: string[] = [];
  let index = 0;
  while (index < value.length) {
    while (index < value.length && (isSpace(value[index]) || value[index] === ",")) index += 1;
    if (index >= value.length) break;
    const start = index;
    while (index < value.length && !isSpace(value[index])) index += 1;
    let url = value.slice(start, index);
    if (url.endsWith(",")) {
      // "a.jpg," has no descriptors; the commas end the candidate.
      while (url.endsWith(",")) url = url.slice(0, -1);
    } else {
      // Skip the descriptors ("480w", "2x") up to the comma that ends this candidate.
      let depth = 0;
      while (index < value.length) {
        const char = value[index];
        index += 1;
        if (char === "(") depth += 1;
        else if (char === ")") depth = Math.max(0, depth - 1);
        else if (char === "," && depth === 0) break;
      }
    }
    if (url) urls.push(url);
  }
  return urls;
}

/** The URLs inside url(…) tokens of a CSS value as the browser serialises it (quoted, escaped). */
function cssUrls(value: string): string[] {
  const urls: string[] = [];
  const lower = value.toLowerCase();
  let index = lower.indexOf("url(");
  while (index !== -1) {
    const before = index > 0 ? lower[index - 1] : "";
    let cursor = index + 4;
    if (before && (before === "-" || before === "_" || (before >= "a" && before <= "z") || (before >= "0" && before <= "9"))) {
      // Part of a longer function name such as "myurl(": not a URL.
      index = lower.indexOf("url(", cursor);
      continue;
    }
    while (cursor < value.length && isSpace(value[cursor])) cursor += 1;
    let url = "";
    const quote = value[cursor];
    if (quote === '"' || quote === "'") {
      cursor += 1;
      while (cursor < value.length && value[cursor] !== quote) {
        if (value[cursor] === "\\" && cursor + 1 < value.length) {
          // CSS escape: up to six hex digits (plus one optional space), or a literal character.
          let hex = "";
          let probe = cursor + 1;
          while (hex.length < 6 && probe < value.length && /[0-9a-f]/i.test(value[probe])) hex += value[probe++];
          if (hex) {
            url += String.fromCodePoint(Number.parseInt(hex, 16));
            cursor = probe < value.length && isSpace(value[probe]) ? probe + 1 : probe;
          } else {
            url += value[cursor + 1];
            cursor += 2;
          }
          continue;
        }
        url += value[cursor];
        cursor += 1;
      }
    } else {
      while (cursor < value.length && value[cursor] !== ")") url += value[cursor++];
      url = url.trim();
    }
    urls.push(url);
    index = lower.indexOf("url(", cursor);
  }
  return urls;
}

function listCssFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "page-data") walk(full);
      } else if (entry.name.endsWith(".css")) {
        files.push(full);
      }
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return files.sort();
}

const toUrlPath = (file: string) => `/${path.relative(publicDir, file).split(path.sep).join("/")}`;

/** The not-found page as Gatsby writes it: /404.html, /404/index.html, and a translated /zh-hk/404.html. */
const NOT_FOUND_FILE = /^(\/[^/]+)?\/404(\.html|\/index\.html)$/;

// React 18's streaming renderer pads a buffer with NUL bytes where a Chinese character did not fit its end,
// and crawlers and parsers choke on them: the pages are rendered to a string instead (gatsby-ssr.tsx).
test("no built page carries a NUL character", () => {
  const withNul = builtPages.filter((built) => fs.readFileSync(built.file, "utf8").includes("\u0000")).map((built) => built.path);
  expect(withNul).toEqual([]);
});

/** Each built page's markup as a tree, for the checks that read elements rather than text. */
const builtDocuments = () =>
  builtPages.map((built) => ({ path: built.path, document: parseDocument(fs.readFileSync(built.file, "utf8")) }));

// A stylesheet belongs in the head: in the body it is invalid HTML, and the browser styles the page again
// when the parser reaches it. A rule for visitors without JavaScript goes in a component's CSS Module,
// under html:not(.js).
test("no built page has a <style> element in its body", () => {
  const withStyles = builtDocuments()
    .filter(({ document }) => selectAll("body style", document).length > 0)
    .map(({ path: page }) => page);
  expect(withStyles).toEqual([]);
});

// HTML allows only whole numbers in an image's width and height: "0.6666666666666666" is invalid markup,
// however a browser reads it.
test("every image's width and height in the built pages are whole numbers", () => {
  const fractional = builtDocuments().flatMap(({ path: page, document }) =>
    selectAll<Node, Element>("img, source", document).flatMap((element) =>
      ["width", "height"]
        .filter((name) => name in element.attribs && !/^\d+$/.test(element.attribs[name]))
        .map((name) => `${page}: <${element.name} ${name}="${element.attribs[name]}">`),
    ),
  );
  expect(fractional).toEqual([]);
});

test("every internal link and asset in the built HTML and CSS resolves to a file in public/", async ({ page }) => {
  // Every page is parsed in the browser, so the time grows with the site: about a third of a second a
  // page on a quiet machine, given twice that and at least the slow-test allowance.
  test.setTimeout(Math.max(135_000, builtPages.length * 600));
  // Targets that may be missing on purpose: the spec leaves the activity pages unrouted (in every
  // language), and the demo routes the /litho/ index lists as coming are not built yet.
  const activityTargets = ACTIVITY_TARGETS.flatMap((target) => LANGUAGES.map((language) => pathInLanguage(target, language)));
  const allowedMissing = new Set<string>([...activityTargets, ...comingDemoRoutes()]);

  const parsedPages = new Map<string, { route: string; parsed: ParsedHtml }>();
  for (const built of builtPages) {
    const parsed = await page.evaluate(extractInBrowser, { kind: "html" as const, text: fs.readFileSync(built.file, "utf8") });
    parsedPages.set(built.file, { route: built.path, parsed });
  }
  const cssFiles = listCssFiles(publicDir);
  const parsedCss = new Map<string, ParsedHtml>();
  for (const file of cssFiles) {
    parsedCss.set(file, await page.evaluate(extractInBrowser, { kind: "css" as const, text: fs.readFileSync(file, "utf8") }));
  }

  // Absolute URLs on the site's own origin (canonical, og:image) are internal too.
  const siteOrigins = new Set<string>();
  for (const { parsed } of parsedPages.values()) {
    for (const selfUrl of parsed.selfUrls) {
      try {
        siteOrigins.add(new URL(selfUrl).origin);
      } catch {
        // A malformed canonical is a metadata bug for other specs; it just names no origin here.
      }
    }
  }
  if (process.env.SITE_URL) siteOrigins.add(new URL(process.env.SITE_URL).origin);
  const origin = siteOrigins.values().next().value ?? "https://site.invalid";

  const idsByFile = new Map([...parsedPages].map(([file, { parsed }]) => [file, new Set(parsed.ids)]));
  const problems = new Map<string, Set<string>>();
  const report = (where: string, message: string) => {
    if (!problems.has(where)) problems.set(where, new Set());
    problems.get(where)!.add(message);
  };
  let checked = 0;
  let external = 0;
  let allowed = 0;

  const check = (where: string, basePath: string, reference: RawReference) => {
    const values =
      reference.syntax === "srcset"
        ? srcsetUrls(reference.value)
        : reference.syntax === "css"
          ? cssUrls(reference.value)
          : [reference.value];
    for (const rawValue of values) {
      const raw = rawValue.trim();
      const shown = `${reference.source} "${raw}"`;
      if (raw === "") {
        // An empty href points at the page itself; an empty src makes the browser fetch the page as an image.
        if (!reference.source.includes("href")) report(where, `${shown}: empty URL`);
        continue;
      }
      // A fragment alone in CSS (filter: url(#f)) points into the document using the stylesheet.
      if (reference.syntax === "css" && raw.startsWith("#")) continue;
      let url: URL;
      try {
        url = new URL(raw, `${origin}${reference.basePath ?? basePath}`);
      } catch {
        report(where, `${shown}: not a valid URL`);
        continue;
      }
      if (url.protocol !== "http:" && url.protocol !== "https:") continue; // mailto:, tel:, data:…
      if (url.origin !== origin && !siteOrigins.has(url.origin)) {
        external += 1;
        continue;
      }
      checked += 1;
      let decoded: string;
      try {
        decoded = decodeURIComponent(url.pathname);
      } catch {
        report(where, `${shown}: path is not valid percent-encoding`);
        continue;
      }
      if (allowedMissing.has(normalizeRoutePath(decoded))) {
        allowed += 1;
        continue;
      }
      const file = resolveBuiltFile(decoded);
      if (!file) {
        report(where, `${shown}: nothing in public/ serves ${decoded}`);
        continue;
      }
      // The not-found pages are files too, but a link to one (other than to a place on the page itself) leads nowhere.
      if (reference.navigates && !raw.startsWith("#") && NOT_FOUND_FILE.test(toUrlPath(file))) {
        report(where, `${shown}: leads to the not-found page`);
        continue;
      }
      if (!reference.navigates || url.hash.length <= 1) continue;
      const targetIds = idsByFile.get(file);
      if (!targetIds) continue; // not one of the parsed pages (e.g. a file download)
      let fragment: string;
      try {
        fragment = decodeURIComponent(url.hash.slice(1));
      } catch {
        report(where, `${shown}: fragment is not valid percent-encoding`);
        continue;
      }
      // "#top" scrolls to the top without an element (HTML spec); text fragments name no id.
      if (fragment.toLowerCase() === "top" || fragment.startsWith(":~:")) continue;
      if (!targetIds.has(fragment)) {
        const targetRoute = parsedPages.get(file)?.route ?? decoded;
        report(where, `${shown}: no element with id="${fragment}" on ${targetRoute}`);
      }
    }
  };

  for (const { route, parsed } of parsedPages.values()) {
    for (const reference of parsed.references) check(`on page ${route}`, route, reference);
  }
  for (const [file, parsed] of parsedCss) {
    const cssPath = toUrlPath(file);
    for (const reference of parsed.references) check(`in ${cssPath}`, cssPath, reference);
  }

  const brokenCount = [...problems.values()].reduce((sum, set) => sum + set.size, 0);
  console.log(
    `link check: ${checked} internal references on ${parsedPages.size} pages and ${cssFiles.length} CSS files; ` +
      `${external} external not fetched; ${allowed} to allowed-missing targets; ${brokenCount} broken`,
  );
  const lines = [...problems].flatMap(([where, messages]) => [where, ...[...messages].map((message) => `  ${message}`)]);
  expect(brokenCount, `${brokenCount} broken internal link(s) or asset reference(s):\n${lines.join("\n")}`).toBe(0);
});

// ---------------------------------------------------------------------------------------------
// HTTP answers
// ---------------------------------------------------------------------------------------------

test.describe("HTTP status", () => {
  for (const target of ["/this-page-does-not-exist", "/zh-hk/this-page-does-not-exist", ...ACTIVITY_TARGETS, "/zh-hk/industry-events"]) {
    // Under /zh-hk/ the host answers the Chinese page, Chinese before any script runs.
    const chinese = target.startsWith("/zh-hk/");
    test(`${target} answers 404 with the ${chinese ? "Chinese " : ""}not-found page`, async ({ request }) => {
      const response = await request.get(target, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain(chinese ? "找不到此頁面！" : "This page could not be found!");
      expect(html).toMatch(chinese ? /<html[^>]* lang="zh-Hant-HK"/ : /<html[^>]* lang="en"/);
    });
  }

  test("every built page answers 200", async ({ request }) => {
    const failures: string[] = [];
    for (const built of builtPages) {
      // Error pages are served for missing addresses; as files of their own they are not pages to visit.
      if (built.path.endsWith("/404.html")) continue;
      const response = await request.get(built.path, { maxRedirects: 0 });
      if (response.status() !== 200) failures.push(`${built.path}: ${response.status()}`);
    }
    expect(failures, "built pages that do not answer 200 OK").toEqual([]);
  });
});
