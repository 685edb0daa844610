import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { CreateWebpackConfigArgs } from "gatsby";
import subsetFont from "subset-font";
import {
  CJK_FONT_DIR,
  CJK_MAIN_FACES_FILE,
  cjkFilePrefix,
  cjkFontCssFile,
  cjkFontUrl,
  type CjkCut,
  type CjkFontFaceRules,
  type CjkMainFace,
} from "./cjk-font-css";
import { cjkMetricsFontFace, cjkMetricsFontFaceScript } from "./cjk-metrics-font";
import { LANGUAGES } from "../../lib/i18n/languages";

/**
 * Noto Sans TC for the Chinese pages (and the few Chinese words on the English ones: 兩, 買入, 賣出),
 * cut at build time down to the characters the site's texts use. The full traditional-Chinese file is
 * about 1 MB per weight; the site uses several hundred characters, so a visitor downloads a small
 * fraction of it, and only on a page that shows Chinese (the faces' unicode-range is the CJK blocks).
 * Two cuts: every language's characters (about 107 KB per weight), and the default language's own
 * handful, so an English page does not fetch the whole Chinese cut for its few words.
 * Written to static/fonts/cjk/ (not committed); rewritten only when the texts' characters change.
 */
const PACKAGE = "node_modules/@fontsource/noto-sans-tc";
/** Regular for text; bold for headings and labels, which a synthesized bold would smear in CJK. */
const WEIGHTS = [400, 700] as const;
const KEY_FILE = "noto-sans-tc.key";

/** CJK ideographs, CJK punctuation and full-width forms: the characters Inter and Playfair Display lack. */
const isCjk = (point: number): boolean =>
  (point >= 0x3000 && point <= 0x303f) ||
  (point >= 0x3400 && point <= 0x9fff) ||
  (point >= 0xf900 && point <= 0xfaff) ||
  (point >= 0xff00 && point <= 0xffef);

/** The CJK characters of a text, in order, repeats included. */
export const cjkCharactersIn = (text: string): string[] => [...text].filter((character) => isCjk(character.codePointAt(0) ?? 0));

/** The folders of the languages other than the default (data/site/zh-hk/ …). */
const translationFolders = new Set(LANGUAGES.filter((language) => !language.default).map((language) => language.code));

const jsonFiles = (dir: string, skip: ReadonlySet<string>): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "images" || skip.has(entry.name) ? [] : jsonFiles(full, skip);
    return entry.name.endsWith(".json") ? [full] : [];
  });

/** Every CJK character in the live site's texts (`default`: only the default language's files), sorted. */
export const cjkCharactersOfSite = (root: string, cut: CjkCut = "all"): number[] => {
  const points = new Set<number>();
  for (const file of jsonFiles(path.join(root, "data/site"), cut === "default" ? translationFolders : new Set())) {
    for (const character of cjkCharactersIn(fs.readFileSync(file, "utf8"))) points.add(character.codePointAt(0) ?? 0);
  }
  return [...points].sort((a, b) => a - b);
};

/**
 * The faces claim the whole CJK blocks rather than the exact characters, a short rule; the cut holds
 * every character the texts use, so only a character typed into a form could miss it, and that falls
 * back to a system font.
 */
export const CJK_RANGE = "U+3000-303F,U+3400-9FFF,U+F900-FAFF,U+FF00-FFEF";

/** Collapses sorted code points into a CSS unicode-range value. */
export const unicodeRange = (points: readonly number[]): string => {
  const ranges: [number, number][] = [];
  for (const point of points) {
    const last = ranges.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else ranges.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, "0");
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(",");
};

interface Slice {
  file: string;
  covers: (point: number) => boolean;
}

/** Google's numbered slices of a weight, with the characters each declares (fontsource's <weight>.css). */
const slicesOf = (root: string, weight: number): Slice[] => {
  const css = fs.readFileSync(path.join(root, PACKAGE, `${weight}.css`), "utf8");
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].flatMap(([, rule]) => {
    const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(rule)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(rule)?.[1];
    if (!file || !range) return [];
    const spans = range.split(",").map((part) =>
      part
        .trim()
        .replace(/^U\+/i, "")
        .split("-")
        .map((hex) => parseInt(hex, 16)),
    );
    return [{ file, covers: (point: number) => spans.some(([from, to = from]) => point >= from && point <= to) }];
  });
};

/** The characters of `text` a font draws: harfbuzz keeps a glyph only for characters the font has. */
const drawnBy = async (font: Buffer, text: readonly string[]): Promise<Set<string>> => {
  const cut = await subsetFont(font, text.join(""), { targetFormat: "truetype" });
  const empty = (await subsetFont(cut, "", { targetFormat: "truetype" })).length;
  const drawn = new Set<string>();
  for (const character of text) if ((await subsetFont(cut, character, { targetFormat: "truetype" })).length > empty) drawn.add(character);
  return drawn;
};

export interface Face {
  weight: number;
  file: string;
  range: string;
}

interface CutFaces {
  faces: Face[];
  /** Each weight's main face and the characters it draws, from which a page's own cut is taken. */
  mainFaces: CjkMainFace[];
}

export const fontFaceCss = (faces: readonly Face[]): string =>
  faces
    .map(
      (face) =>
        `@font-face{font-family:"Noto Sans TC";font-style:normal;font-display:swap;font-weight:${face.weight};src:url("${cjkFontUrl(face.file)}") format("woff2");unicode-range:${face.range}}`,
    )
    .join("");

/**
 * Cuts one set of faces for `characters`, file names starting with `prefix`. The traditional-Chinese
 * file lacks the full-width punctuation (，：（）！), which Google's numbered slices carry: those few
 * characters get a face of their own per slice, declared after the main face so that it wins for them.
 */
const cutFaces = async (root: string, outDir: string, prefix: string, characters: readonly string[]): Promise<CutFaces> => {
  const faces: Face[] = [];
  const mainFaces: CjkMainFace[] = [];
  for (const weight of WEIGHTS) {
    const main = fs.readFileSync(path.join(root, PACKAGE, "files", `noto-sans-tc-chinese-traditional-${weight}-normal.woff2`));
    const inMain = await drawnBy(main, characters);
    const file = `${prefix}-${weight}.woff2`;
    fs.writeFileSync(path.join(outDir, file), await subsetFont(main, [...inMain].join(""), { targetFormat: "woff2" }));
    faces.push({ weight, file, range: CJK_RANGE });
    mainFaces.push({ weight, file, characters: [...inMain].join("") });
    let rest = characters.filter((character) => !inMain.has(character));
    for (const slice of slicesOf(root, weight)) {
      const wanted = rest.filter((character) => slice.covers(character.codePointAt(0) ?? 0));
      if (wanted.length === 0) continue;
      const font = fs.readFileSync(path.join(root, PACKAGE, "files", slice.file));
      const sliceFile = `${prefix}-${weight}-${faces.length}.woff2`;
      fs.writeFileSync(path.join(outDir, sliceFile), await subsetFont(font, wanted.join(""), { targetFormat: "woff2" }));
      faces.push({ weight, file: sliceFile, range: unicodeRange(wanted.map((character) => character.codePointAt(0) ?? 0)) });
      rest = rest.filter((character) => !wanted.includes(character));
    }
  }
  return { faces, mainFaces };
};

const CUTS: readonly CjkCut[] = ["all", "default"];

/**
 * Writes both cuts' faces and @font-face rules to static/fonts/cjk/ unless the texts' characters are
 * the same as last time; true when it wrote them.
 */
export const writeCjkFont = async (root: string = process.cwd()): Promise<boolean> => {
  // Each cut's characters, read from the texts once: they make the key and then the faces.
  const charactersOf = new Map(CUTS.map((cut) => [cut, cjkCharactersOfSite(root, cut).map((point) => String.fromCodePoint(point))]));
  const key = crypto.createHash("sha256");
  for (const cut of CUTS) key.update(`${cut}:${(charactersOf.get(cut) ?? []).join("")};`);
  const digest = key.update(WEIGHTS.join()).digest("hex");
  const outDir = path.join(root, CJK_FONT_DIR);
  const keyFile = path.join(outDir, KEY_FILE);
  const complete = fs.existsSync(keyFile) && fs.existsSync(path.join(outDir, CJK_MAIN_FACES_FILE));
  if (complete && fs.readFileSync(keyFile, "utf8") === digest) return false;
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  for (const cut of CUTS) {
    const { faces, mainFaces } = await cutFaces(root, outDir, cjkFilePrefix(cut), charactersOf.get(cut) ?? []);
    fs.writeFileSync(path.join(outDir, cjkFontCssFile(cut)), fontFaceCss(faces));
    if (cut === "all") fs.writeFileSync(path.join(outDir, CJK_MAIN_FACES_FILE), JSON.stringify(mainFaces));
  }
  fs.writeFileSync(keyFile, digest);
  return true;
};

/** Both cuts' @font-face rules as written to static/fonts/cjk/, each empty if the build has not cut it. */
const writtenFontFaceRules = (root: string): CjkFontFaceRules => {
  const ruleOf = (cut: CjkCut) => {
    const file = path.join(root, CJK_FONT_DIR, cjkFontCssFile(cut));
    return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  };
  return { all: ruleOf("all"), default: ruleOf("default"), metrics: cjkMetricsFontFace(), metricsScript: cjkMetricsFontFaceScript() };
};

/**
 * Gives the server renderer the @font-face rules as a constant. Read from disk while a page renders, they
 * were a dependency Gatsby cannot track: every build warned "Unsafe builtin method was used" and marked
 * every page for rendering again whatever changed. New rules change the renderer, which renders every page.
 */
export const defineCjkFontFaces = ({ stage, actions, plugins }: CreateWebpackConfigArgs, root: string = process.cwd()): void => {
  if (stage !== "build-html" && stage !== "develop-html") return;
  actions.setWebpackConfig({ plugins: [plugins.define({ __CJK_FONT_FACES__: JSON.stringify(writtenFontFaceRules(root)) })] });
};
