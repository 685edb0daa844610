import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

/**
 * Noto Sans TC for the Chinese pages (and the few Chinese words on the English ones: 兩, 買入, 賣出),
 * cut at build time down to the characters the site's texts use. The full traditional-Chinese file is
 * about 1 MB per weight; the site uses several hundred characters, so a visitor downloads a small
 * fraction of it, and only on a page that shows Chinese (the faces' unicode-range is the CJK blocks). Written to src/fonts/cjk/ (not committed); rewritten only when the texts' characters change.
 */
const SOURCE = "node_modules/@fontsource/noto-sans-tc/files/noto-sans-tc-chinese-traditional-{weight}-normal.woff2";
/** Regular for text; bold for headings and labels, which a synthesized bold would smear in CJK. */
const WEIGHTS = [400, 700] as const;
const OUT_DIR = "src/fonts/cjk";

/** CJK ideographs, CJK punctuation and full-width forms: the characters Inter and Playfair Display lack. */
const isCjk = (point: number): boolean =>
  (point >= 0x3000 && point <= 0x303f) ||
  (point >= 0x3400 && point <= 0x9fff) ||
  (point >= 0xf900 && point <= 0xfaff) ||
  (point >= 0xff00 && point <= 0xffef);

const jsonFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "images" ? [] : jsonFiles(full);
    return entry.name.endsWith(".json") ? [full] : [];
  });

/** Every CJK character in the live site's texts, sorted. */
export const cjkCharactersOfSite = (root: string): number[] => {
  const points = new Set<number>();
  for (const file of jsonFiles(path.join(root, "data/site"))) {
    for (const character of fs.readFileSync(file, "utf8")) {
      const point = character.codePointAt(0) ?? 0;
      if (isCjk(point)) points.add(point);
    }
  }
  return [...points].sort((a, b) => a - b);
};

/**
 * The faces claim the whole CJK blocks rather than the exact characters: a short rule in the stylesheet
 * every page inlines, where the exact list would take kilobytes. The subset holds every character the
 * texts use, so only a character typed into a form could miss it, and that falls back to a system font.
 */
const CJK_RANGE = "U+3000-303F,U+3400-9FFF,U+F900-FAFF,U+FF00-FFEF";

const fontFaces = (files: readonly { weight: number; file: string }[]): string =>
  [
    "/* Written at build time by src/node/i18n/cjk-font.ts from @fontsource/noto-sans-tc; do not edit. */",
    ...files.map(
      ({ weight, file }) => `@font-face {
  font-family: "Noto Sans TC";
  font-style: normal;
  font-display: swap;
  font-weight: ${weight};
  src: url("./${file}") format("woff2");
  unicode-range: ${CJK_RANGE};
}`,
    ),
    "",
  ].join("\n\n");

/** Writes the subset faces and their CSS unless the characters are the same as last time; true when it wrote them. */
export const writeCjkFont = async (root: string = process.cwd()): Promise<boolean> => {
  const points = cjkCharactersOfSite(root);
  const text = String.fromCodePoint(...points);
  const key = crypto.createHash("sha256").update(text).update(WEIGHTS.join()).digest("hex").slice(0, 12);
  const outDir = path.join(root, OUT_DIR);
  const cssFile = path.join(outDir, "noto-sans-tc.css");
  if (fs.existsSync(cssFile) && fs.readFileSync(cssFile, "utf8").includes(`-${key}.woff2`)) return false;
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const files = [];
  for (const weight of WEIGHTS) {
    const source = fs.readFileSync(path.join(root, SOURCE.replace("{weight}", String(weight))));
    const subset = await subsetFont(source, text, { targetFormat: "woff2" });
    const file = `noto-sans-tc-${weight}-${key}.woff2`;
    fs.writeFileSync(path.join(outDir, file), subset);
    files.push({ weight, file });
  }
  fs.writeFileSync(cssFile, fontFaces(files));
  return true;
};
