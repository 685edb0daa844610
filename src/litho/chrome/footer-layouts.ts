/**
 * The twelve demo footers as arrangements of the same blocks. Plain data, so the build can tell
 * which parts a page's footer needs (a subscribe form or not) without rendering it.
 */

export const FOOTER_VARIANTS = [
  "style-01",
  "style-02",
  "style-03",
  "style-04",
  "style-05",
  "style-06",
  "style-07",
  "style-08",
  "style-09",
  "style-10",
  "style-11",
  "style-12",
] as const;
export type LithoFooterVariant = (typeof FOOTER_VARIANTS)[number];

export type FooterBlock = "brand" | "columns" | "subscribe" | "contact" | "centered" | "apps";
export type FooterBand = "cta" | "subscribe" | "contact" | "brand";

/** dark and light grounds, or "colour": the page's accent (the theme's gold) with its text-safe ink. */
export type FooterTheme = "dark" | "light" | "colour";
export const FOOTER_THEMES: readonly FooterTheme[] = ["dark", "light", "colour"];

export interface FooterLayout {
  band?: FooterBand;
  main: FooterBlock[];
  bottom: "split" | "center" | "inline";
  theme?: FooterTheme;
}

/** The twelve footers, as arrangements of the same blocks. */
export const FOOTER_LAYOUTS: Readonly<Record<LithoFooterVariant, FooterLayout>> = {
  "style-01": { main: ["brand", "columns"], bottom: "split" },
  "style-02": { band: "brand", main: ["columns", "subscribe"], bottom: "split" },
  "style-03": { main: ["brand", "columns", "subscribe"], bottom: "center" },
  "style-04": { band: "subscribe", main: ["brand", "columns"], bottom: "split" },
  "style-05": { main: ["contact", "columns"], bottom: "split" },
  "style-06": { main: [], bottom: "inline" },
  "style-07": { band: "cta", main: ["columns", "contact"], bottom: "split" },
  "style-08": { main: ["brand", "columns", "contact"], bottom: "center", theme: "light" },
  "style-09": { main: ["centered"], bottom: "center" },
  "style-10": { band: "contact", main: ["brand", "columns"], bottom: "split" },
  "style-11": { main: ["columns", "apps"], bottom: "inline" },
  "style-12": { band: "cta", main: ["brand", "columns", "subscribe"], bottom: "split", theme: "light" },
};

/** Whether a footer variant shows the e-mail subscribe form (as a block or as its band). */
export const footerHasSubscribe = (variant: LithoFooterVariant): boolean =>
  FOOTER_LAYOUTS[variant].band === "subscribe" || FOOTER_LAYOUTS[variant].main.includes("subscribe");

/** Whether a footer variant shows the app-store badges (drawn by the FooterApps part). */
export const footerHasApps = (variant: LithoFooterVariant): boolean => FOOTER_LAYOUTS[variant].main.includes("apps");
