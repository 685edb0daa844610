import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import {
  CJK_FONT_DIR,
  CJK_MAIN_FACES_FILE,
  CJK_STYLE_MARK,
  cjkFilePrefix,
  cjkFontCssFile,
  cjkFontUrl,
  cjkMainFaceUrl,
  type CjkMainFace,
} from "./cjk-font-css";
import { cjkCharactersIn, fontFaceCss, unicodeRange, type Face } from "./cjk-font";
import { cjkCharactersByWeight, type CjkWeight, type FirstLayout } from "./cjk-weights";
import { LANGUAGES, type SiteLanguage } from "../../lib/i18n/languages";

/**
 * A translated page's own cut of the Chinese faces. The "all" cut holds every character of every
 * language's texts (about 107 KB a weight), and a page shows from under a fifth to two thirds of them.
 * After the build, each translated page gets faces cut from the "all" cut's main faces down to the
 * characters its HTML draws in each weight (src/node/i18n/cjk-weights.ts) and those its data and
 * interface can show later (the office's status, the form's messages, the notice when the market widgets
 * cannot load: its page data and data/site/<code>/interface.json). Declared after the "all" faces, they
 * are the first the browser tries for a Chinese character and draw every one the page has that the main
 * faces carry, so they are the only large Chinese faces it fetches; the few full-width punctuation marks
 * the main faces lack still come from the "all" cut's small faces of them. The "all" faces stay declared
 * for what the page cannot foresee: after a move to another page, the characters the page's cut lacks
 * come from them.
 *
 * Each weight's cut comes in two faces: one for what a phone lays out first, the other for the rest of
 * the page. The sections after the first skip layout until they near the screen (layout.module.css), but
 * Chromium lays out such a section once it lies within one and a half screens below the one in view, so
 * the first screen's face carries the header's characters and those of the first three sections; the
 * later sections' and the footer's come from the other face, fetched when they near the screen (see
 * LAID_OUT_LATER). On /zh-hk that nearly halves what a phone downloads before the hero has painted. Each
 * face claims exactly its own characters: while a face that claims a character is loading, Chromium
 * starts on the next face that claims it too, so a later face claiming the whole range was fetched at the
 * first layout all the same.
 */

/**
 * What a phone does not lay out at first: the sections from the fourth on, and the footer of a page of
 * three sections or more (a shorter one, such as the 404 page, has it on its first screens), unless they
 * hold a form field. Chromium lays out a skipped part with a field in it at once all the same (on
 * /zh-hk/products the converter's section, the fourth, drew its characters at the first layout; with its
 * fields taken out, it did not). Their characters go to the page's later faces unless the first screen
 * shows them too.
 */
const LAID_OUT_LATER = ["main > section:nth-child(n+4)", "main:has(> section:nth-child(3)) ~ footer"]
  .map((part) => `${part}:not(:has(input, select, textarea))`)
  .join(", ");

/**
 * What a phone draws at its first layout, for which the first screen's faces are cut: the page's rules
 * see <html> with the class `js` that gatsby-ssr's head script gives it, so only the tab panel shown
 * counts, and nothing of the head, of `<noscript>` or of attributes the page does not draw (alternative
 * texts, labels for screen readers). On /zh-hk that leaves out 143 of the 338 characters its first three
 * sections and header carry.
 */
const FIRST_LAYOUT: FirstLayout = { laidOutLater: LAID_OUT_LATER, htmlClasses: ["js"] };

/** A translated page's own faces: those of its first screen (the text face preloaded), and the rest. */
export interface PageFaces {
  firstScreen: Face[];
  later: Face[];
}

/** The head's Chinese @font-face rules of a page that declares `cuts` (gatsby-ssr): opening tag, rules, closing tag. */
const cjkStyle = (cuts: string) => new RegExp(`(<style ${CJK_STYLE_MARK}="${cuts}"[^>]*>)([^<]*)(</style>)`);

/** A translated page: the whole cut's rules. */
const TRANSLATED_PAGE_STYLE = cjkStyle("all");
const PAGE_CUT_PREFIX = `${cjkFilePrefix("all")}-page-`;

/** The page with its own faces declared after the "all" faces, and its first screen's text face preloaded instead. */
export const withPageCut = (html: string, { firstScreen, later }: PageFaces): string => {
  const textFace = firstScreen.find((face) => face.weight === 400);
  const faces = fontFaceCss([...firstScreen, ...later]);
  const withFaces = html.replace(TRANSLATED_PAGE_STYLE, (_, open: string, rules: string, close: string) => open + rules + faces + close);
  return textFace ? withFaces.replace(`href="${cjkMainFaceUrl("all", 400)}"`, `href="${cjkFontUrl(textFace.file)}"`) : withFaces;
};

/** Every text of a JSON document: its string values, at any depth. */
const textsOf = (value: unknown): string[] => {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  return value && typeof value === "object" ? Object.values(value).flatMap(textsOf) : [];
};

const readTexts = (file: string): string[] => (fs.existsSync(file) ? textsOf(JSON.parse(fs.readFileSync(file, "utf8"))) : []);

/** The interface's texts in a language other than the default (data/site/<code>/interface.json): menus, form messages, notices. */
const interfaceTexts = (root: string, language: SiteLanguage): string[] =>
  language.default ? [] : readTexts(path.join(root, "data/site", language.code, "interface.json"));

/**
 * Dates and times as the language writes them (Intl adds words of its own, such as 星期三 and 下午): every
 * weekday and month, morning and afternoon, in the styles the pages use.
 */
const writtenDatesAndTimes = (language: SiteLanguage): string[] => {
  const styles: Intl.DateTimeFormatOptions[] = [
    { dateStyle: "full", timeStyle: "short" },
    { dateStyle: "medium", timeStyle: "short" },
    { weekday: "long" },
    { hour: "numeric", minute: "2-digit" },
  ];
  const week = Array.from({ length: 7 }, (_, day) => Date.UTC(2026, 0, 4 + day));
  const year = Array.from({ length: 12 }, (_, month) => Date.UTC(2026, month, 15));
  const HOUR = 3_600_000;
  const moments = [...week, ...year].flatMap((day) => [new Date(day + 2 * HOUR), new Date(day + 14 * HOUR)]);
  return styles.flatMap((style) =>
    moments.map((moment) => new Intl.DateTimeFormat(language.numberLocale, { ...style, timeZone: "UTC" }).format(moment)),
  );
};

/**
 * A face cut from a weight's main face to `characters` (in code point order), claiming exactly them.
 * Named by its characters, so pages that show the same ones share files and a rebuild reuses them.
 */
const pageFace = async (root: string, main: CjkMainFace, characters: readonly string[]): Promise<Face> => {
  const text = characters.join("");
  const digest = crypto.createHash("sha256").update(text).digest("hex").slice(0, 12);
  const file = `${PAGE_CUT_PREFIX}${digest}-${main.weight}.woff2`;
  const cached = path.join(root, CJK_FONT_DIR, file);
  if (!fs.existsSync(cached)) {
    const font = fs.readFileSync(path.join(root, CJK_FONT_DIR, main.file));
    fs.writeFileSync(cached, await subsetFont(font, text, { targetFormat: "woff2" }));
  }
  return { weight: main.weight, file, range: unicodeRange(characters.map((character) => character.codePointAt(0) ?? 0)) };
};

type CharactersByWeight = Record<CjkWeight, ReadonlySet<string>>;

/** The page's faces of each weight that has characters in them: its first screen's, and the rest of the page's. */
const pageFaces = async (
  root: string,
  mainFaces: readonly CjkMainFace[],
  firstScreen: CharactersByWeight,
  page: CharactersByWeight,
): Promise<PageFaces> => {
  const faces: PageFaces = { firstScreen: [], later: [] };
  for (const main of mainFaces) {
    const weight = main.weight as CjkWeight;
    // The main face lists its characters in code point order, as a unicode-range wants them.
    const inMain = [...main.characters];
    const first = inMain.filter((character) => firstScreen[weight]?.has(character));
    const later = inMain.filter((character) => page[weight]?.has(character) && !firstScreen[weight]?.has(character));
    if (first.length > 0) faces.firstScreen.push(await pageFace(root, main, first));
    if (later.length > 0) faces.later.push(await pageFace(root, main, later));
  }
  return faces;
};

interface CutSource {
  root: string;
  publicDir: string;
  mainFaces: readonly CjkMainFace[];
}

/**
 * The texts of a page's data, from which the browser renders it: its page query's result (Gatsby's
 * page-data.json beside its HTML) and the results of the static queries its components run.
 */
const pageDataTexts = (publicDir: string, htmlFile: string): string[] => {
  const page = path.relative(publicDir, htmlFile).replace(/(^|\/)index\.html$/, "") || "index";
  const file = path.join(publicDir, "page-data", page, "page-data.json");
  if (!fs.existsSync(file)) return [];
  const { result, staticQueryHashes = [] } = JSON.parse(fs.readFileSync(file, "utf8")) as { result: unknown; staticQueryHashes?: string[] };
  return [
    ...textsOf(result),
    ...staticQueryHashes.flatMap((hash) => readTexts(path.join(publicDir, "page-data", "sq", "d", `${hash}.json`))),
  ];
};

/** A text this short may be a name, a day or an amount that a sentence of the page puts in its {placeholder}. */
const SHORT_TEXT = 12;

/**
 * The characters of the texts the page can show later in a weight its HTML does not tell: the office's
 * status at another hour, with the day and the holiday it names; a form's messages; the notice when the
 * market widgets cannot load. A text's pieces around its {placeholders} are looked for in the HTML as
 * they are; one that is not there, and every short text, may come in either weight, so both faces carry
 * their characters.
 */
const charactersShownLater = (html: string, texts: readonly string[]): string[] => {
  const markup = html.replace(/<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>/g, "");
  return texts.flatMap((text) => {
    const characters = cjkCharactersIn(text);
    if (characters.length <= SHORT_TEXT) return characters;
    return text
      .split(/\{[^}]*\}/)
      .filter((piece) => !markup.includes(piece))
      .flatMap(cjkCharactersIn);
  });
};

/** The faces cut for a translated page's HTML, copied to public/ beside the others. */
const facesOfPage = async ({ root, publicDir, mainFaces }: CutSource, html: string, htmlFile: string): Promise<PageFaces> => {
  const htmlLang = /<html[^>]* lang="([^"]+)"/.exec(html)?.[1] ?? "";
  const language = LANGUAGES.find((candidate) => candidate.htmlLang === htmlLang);
  const languageTexts = language ? [...interfaceTexts(root, language), ...writtenDatesAndTimes(language)] : [];
  const characters = cjkCharactersByWeight(html);
  for (const character of charactersShownLater(html, [...languageTexts, ...pageDataTexts(publicDir, htmlFile)])) {
    characters[400].add(character);
    characters[700].add(character);
  }
  const faces = await pageFaces(root, mainFaces, cjkCharactersByWeight(html, FIRST_LAYOUT), characters);
  for (const face of [...faces.firstScreen, ...faces.later])
    fs.copyFileSync(path.join(root, CJK_FONT_DIR, face.file), path.join(publicDir, cjkFontUrl(face.file)));
  return faces;
};

/** The default language's 404 page: the whole cut's rules, then its own language's. */
const NOT_FOUND_STYLE = cjkStyle("all default");

/**
 * The default language's 404 page answers every missing address and, once it runs, speaks the language
 * of the address. Its translations' cuts go between the whole cut and its own few characters, so that
 * under /zh-hk/ it fetches the Chinese 404 page's cut rather than the whole one.
 */
export const withTranslatedNotFoundCuts = (html: string, faces: readonly Face[], ownRules: string): string =>
  html.replace(NOT_FOUND_STYLE, (whole, open: string, rules: string, close: string) =>
    rules.endsWith(ownRules) ? open + rules.slice(0, rules.length - ownRules.length) + fontFaceCss(faces) + ownRules + close : whole,
  );

const translatedNotFoundFaces = async (source: CutSource): Promise<Face[]> => {
  const faces: Face[] = [];
  for (const language of LANGUAGES.filter((candidate) => !candidate.default)) {
    const file = path.join(source.publicDir, language.pathPrefix, "404.html");
    if (!fs.existsSync(file)) continue;
    const { firstScreen, later } = await facesOfPage(source, fs.readFileSync(file, "utf8"), file);
    faces.push(...firstScreen, ...later);
  }
  return faces;
};

const PAGE_CUT_FILE = new RegExp(`${PAGE_CUT_PREFIX}[0-9a-f]+-\\d+\\.woff2`, "g");

/** The files of the page faces a page's HTML declares. */
export const pageCutsNamedIn = (html: string): string[] => html.match(PAGE_CUT_FILE) ?? [];

/**
 * Removes the page faces that no built page declares from static/fonts/cjk/ and public/, and says how
 * many there were. Each is named by its characters and kept for a later build to reuse, so a page whose
 * text changed would otherwise leave its former faces behind, in the cache and in what is deployed.
 */
export const removeUnusedPageCuts = (publicDir: string, declared: ReadonlySet<string>, root = process.cwd()): number => {
  const removed = new Set<string>();
  for (const folder of [path.join(root, CJK_FONT_DIR), path.join(publicDir, cjkFontUrl(""))]) {
    if (!fs.existsSync(folder)) continue;
    for (const file of fs.readdirSync(folder)) {
      if (!file.startsWith(PAGE_CUT_PREFIX) || declared.has(file)) continue;
      fs.rmSync(path.join(folder, file));
      removed.add(file);
    }
  }
  return removed.size;
};

/**
 * What the last pass over the built pages (finish-built-pages.ts) runs on each page's HTML: a translated
 * page gets its own cut (see above), the default language's 404 page its translations' cuts, and any
 * other page, or one that already has its cut from an earlier build that did not render it again, comes
 * back as it was. The faces are cut into static/fonts/cjk/ with the others, which the build has already
 * copied to public/, so they are copied there too. Null when the build has not cut the faces.
 */
export const cjkPageCutter = (publicDir: string, root = process.cwd()): ((html: string, htmlFile: string) => Promise<string>) | null => {
  const manifest = path.join(root, CJK_FONT_DIR, CJK_MAIN_FACES_FILE);
  if (!fs.existsSync(manifest)) return null;
  const source: CutSource = { root, publicDir, mainFaces: JSON.parse(fs.readFileSync(manifest, "utf8")) as CjkMainFace[] };
  const defaultRules = fs.readFileSync(path.join(root, CJK_FONT_DIR, cjkFontCssFile("default")), "utf8");
  return async (html, htmlFile) => {
    if (html.includes(PAGE_CUT_PREFIX)) return html;
    if (TRANSLATED_PAGE_STYLE.test(html)) return withPageCut(html, await facesOfPage(source, html, htmlFile));
    if (NOT_FOUND_STYLE.test(html)) return withTranslatedNotFoundCuts(html, await translatedNotFoundFaces(source), defaultRules);
    return html;
  };
};
