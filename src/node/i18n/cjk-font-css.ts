import fs from "node:fs";
import path from "node:path";

/** Where the build writes the cut Noto Sans TC faces (src/node/i18n/cjk-font.ts); static/ is served as it is. */
export const CJK_FONT_DIR = "static/fonts/cjk";
export const CJK_FONT_CSS = "noto-sans-tc.css";

let rules: string | undefined;

/**
 * The @font-face rules of the cut faces, which every live page carries in its head (gatsby-ssr):
 * a few hundred bytes, where an imported stylesheet would have Gatsby inline the smaller font files
 * into every page as data. Empty if the build has not cut the faces.
 */
export const cjkFontFaceCss = (root: string = process.cwd()): string => {
  if (rules === undefined) {
    const file = path.join(root, CJK_FONT_DIR, CJK_FONT_CSS);
    rules = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  }
  return rules;
};
