/** Where the build writes the cut Noto Sans TC faces (src/node/i18n/cjk-font.ts); static/ is served as it is. */
export const CJK_FONT_DIR = "static/fonts/cjk";

/** Marks the head's Chinese @font-face rules with the cuts they declare (gatsby-ssr): "all" on a translated page. */
export const CJK_STYLE_MARK = "data-cjk-cuts";

/** The "all" cut's main faces and the characters each draws (src/node/i18n/cjk-page-cuts.ts reads them). */
export const CJK_MAIN_FACES_FILE = "noto-sans-tc-main-faces.json";

export interface CjkMainFace {
  weight: number;
  file: string;
  characters: string;
}

/** `all`: every language's characters, for the translated pages; `default`: the default language's few. */
export type CjkCut = "all" | "default";

export const cjkFontCssFile = (cut: CjkCut): string => (cut === "all" ? "noto-sans-tc.css" : "noto-sans-tc-default.css");

/** How a cut's font files are named: <prefix>-<weight>.woff2 for its main face of each weight. */
export const cjkFilePrefix = (cut: CjkCut): string => (cut === "all" ? "noto-sans-tc" : "noto-sans-tc-default");

/** The address a cut font file is served at (static/ is the site's root). */
export const cjkFontUrl = (file: string): string => `/${CJK_FONT_DIR.replace(/^static\//, "")}/${file}`;

/** The address of a cut's main face of one weight, for a preload. */
export const cjkMainFaceUrl = (cut: CjkCut, weight: number): string => cjkFontUrl(`${cjkFilePrefix(cut)}-${weight}.woff2`);

/** Both cuts' @font-face rules, the placeholder face's and the script that adds it at once (cjk-metrics-font.ts). */
export type CjkFontFaceRules = Record<CjkCut | "metrics" | "metricsScript", string>;

/** Handed to the server renderer by the build (src/node/i18n/cjk-font.ts). */
declare const __CJK_FONT_FACES__: CjkFontFaceRules;

/** One of the build's rules (or the placeholder's script), empty if the build has not cut the faces. */
const builtFontFace = (key: keyof CjkFontFaceRules): string => (typeof __CJK_FONT_FACES__ === "undefined" ? "" : __CJK_FONT_FACES__[key]);

/**
 * The @font-face rules of one cut, or the placeholder face's, which a live page carries in its head
 * (gatsby-ssr): a few hundred bytes, where an imported stylesheet would have Gatsby inline the smaller
 * font files into every page as data.
 */
export const cjkFontFaceCss = (cut: CjkCut | "metrics"): string => builtFontFace(cut);

/** The script that makes the placeholder face ready before the first layout. */
export const cjkMetricsFontScript = (): string => builtFontFace("metricsScript");
