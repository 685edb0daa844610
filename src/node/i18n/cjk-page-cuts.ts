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
import { CJK_RANGE, cjkCharactersIn, fontFaceCss, type Face } from "./cjk-font";
import { LANGUAGES } from "../../lib/i18n/languages";

/**
 * A translated page's own cut of the Chinese faces. The "all" cut holds every character of every
 * language's texts (about 107 KB a weight), and a page shows from under a fifth to two thirds of them.
 * After the build, each translated page gets faces cut from the "all" cut's main faces down to the
 * characters its HTML shows and those its data and interface can show later (the office's status, the
 * form's messages, the notice when the market widgets cannot load: its page-data.json and
 * data/site/<code>/interface.json). Declared after the "all" faces, they are the first the browser tries
 * for a Chinese character and draw every one the page has that the main faces carry, so they are the only
 * large Chinese faces it fetches; the few full-width punctuation marks the main faces lack still come from
 * the "all" cut's small faces of them. The "all" faces stay declared for what the page cannot foresee:
 * after a move to another page, the characters the page's cut lacks come from them. The faces claim the
 * same range as the "all" ones, as a list of their exact characters would add a kilobyte or two to every
 * page's head.
 */

/** The head's Chinese @font-face rules of a page that declares `cuts` (gatsby-ssr): opening tag, rules, closing tag. */
const cjkStyle = (cuts: string) => new RegExp(`(<style ${CJK_STYLE_MARK}="${cuts}"[^>]*>)([^<]*)(</style>)`);

/** A translated page: the whole cut's rules. */
const TRANSLATED_PAGE_STYLE = cjkStyle("all");
const PAGE_CUT_PREFIX = `${cjkFilePrefix("all")}-page-`;

/** The CJK characters a page's HTML shows: its text and attributes, not its scripts or styles. */
export const cjkCharactersOfHtml = (html: string): Set<string> => {
  return new Set(cjkCharactersIn(html.replace(/<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>/g, "")));
};

/** The page with its own faces declared after the "all" faces, and its own text face preloaded instead. */
export const withPageCut = (html: string, faces: readonly Face[]): string => {
  const textFace = faces.find((face) => face.weight === 400);
  const withFaces = html.replace(TRANSLATED_PAGE_STYLE, (_, open: string, rules: string, close: string) => open + rules + fontFaceCss(faces) + close);
  return textFace ? withFaces.replace(`href="${cjkMainFaceUrl("all", 400)}"`, `href="${cjkFontUrl(textFace.file)}"`) : withFaces;
};

const interfaceCharacters = (root: string, htmlLang: string): string[] => {
  const language = LANGUAGES.find((candidate) => candidate.htmlLang === htmlLang);
  if (!language || language.default) return [];
  return cjkCharactersIn(fs.readFileSync(path.join(root, "data/site", language.code, "interface.json"), "utf8"));
};

/**
 * The page's faces, one per weight, each cut from that weight's main face to the characters it draws.
 * Named by their characters, so pages that show the same ones share files and a rebuild reuses them.
 */
const pageFaces = async (root: string, mainFaces: readonly CjkMainFace[], characters: ReadonlySet<string>): Promise<Face[]> => {
  const faces: Face[] = [];
  for (const main of mainFaces) {
    const drawn = [...main.characters].filter((character) => characters.has(character));
    if (drawn.length === 0) continue;
    const digest = crypto.createHash("sha256").update(drawn.join("")).digest("hex").slice(0, 12);
    const file = `${PAGE_CUT_PREFIX}${digest}-${main.weight}.woff2`;
    const cached = path.join(root, CJK_FONT_DIR, file);
    if (!fs.existsSync(cached)) {
      const font = fs.readFileSync(path.join(root, CJK_FONT_DIR, main.file));
      fs.writeFileSync(cached, await subsetFont(font, drawn.join(""), { targetFormat: "woff2" }));
    }
    faces.push({ weight: main.weight, file, range: CJK_RANGE });
  }
  return faces;
};

interface CutSource {
  root: string;
  publicDir: string;
  mainFaces: readonly CjkMainFace[];
}

/**
 * The CJK characters of a page's data (Gatsby's page-data.json beside its HTML): what the browser can
 * show later from it, such as the office's status, which is computed when the page is read.
 */
const pageDataCharacters = (publicDir: string, htmlFile: string): string[] => {
  const page = path.relative(publicDir, htmlFile).replace(/(^|\/)index\.html$/, "") || "index";
  const file = path.join(publicDir, "page-data", page, "page-data.json");
  return fs.existsSync(file) ? cjkCharactersIn(fs.readFileSync(file, "utf8")) : [];
};

/** The faces cut for a translated page's HTML, copied to public/ beside the others. */
const facesOfPage = async ({ root, publicDir, mainFaces }: CutSource, html: string, htmlFile: string): Promise<Face[]> => {
  const htmlLang = /<html[^>]* lang="([^"]+)"/.exec(html)?.[1] ?? "";
  const characters = cjkCharactersOfHtml(html);
  for (const character of [...interfaceCharacters(root, htmlLang), ...pageDataCharacters(publicDir, htmlFile)]) characters.add(character);
  const faces = await pageFaces(root, mainFaces, characters);
  for (const face of faces) fs.copyFileSync(path.join(root, CJK_FONT_DIR, face.file), path.join(publicDir, cjkFontUrl(face.file)));
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
    if (fs.existsSync(file)) faces.push(...(await facesOfPage(source, fs.readFileSync(file, "utf8"), file)));
  }
  return faces;
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
