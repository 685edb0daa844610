/**
 * Which chrome a demo page renders, decided from its settings alone (no React here), so that the
 * page's template and the build agree: the build loads a page-document page with exactly these
 * parts (src/node/litho/page-parts.ts), and the shell, header and footer render from them.
 */
import type { ChromePartName } from "./chrome-parts";
import { FOOTER_VARIANTS, footerHasApps, footerHasSubscribe, type LithoFooterVariant } from "./footer-layouts";
import { HEADER_LAYOUT_PARTS, HEADER_PRESETS, isLeftMenu, resolveHeaderSettings, type LithoHeaderVariant } from "./header-settings";
import { isTypeface, typefacePart } from "../typefaces/typeface-names";

export const oneOf = <T extends string>(allowed: readonly T[], value: string | null | undefined): T | undefined =>
  value && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

export const PAGE_TITLE_VARIANTS = [
  "left-alignment",
  "right-alignment",
  "center-alignment",
  "colorful-style",
  "big-typography",
  "parallax-background",
  "separate-breadcrumbs",
  "gallery-background",
  "background-video",
  "mini-version",
] as const;
export type LithoPageTitleVariant = (typeof PAGE_TITLE_VARIANTS)[number];

/** A page's header variant; a white header when the data names none the chrome knows. */
export const headerVariantOf = (value: string | null | undefined): LithoHeaderVariant =>
  oneOf(Object.keys(HEADER_PRESETS) as LithoHeaderVariant[], value) ?? "white";

/** A footer's variant; the first style when the data names none the chrome knows. */
export const footerVariantOf = (value: string | null | undefined): LithoFooterVariant => oneOf(FOOTER_VARIANTS, value) ?? "style-01";

export interface ChromeChoices {
  headerVariant: string | null | undefined;
  sidePanel: boolean;
  /** The bar over the header (left menus have none). */
  topBar?: boolean;
  pageTitle: boolean;
  footerVariant: string | null | undefined;
  /** The page's own headline face (src/litho/typefaces/); the default face when none. */
  typeface?: string | null;
}

/** The e-mail subscribe form is on the page (side panel or footer), so its plain-post answer can come back to it. */
export const hasSubscribeForm = ({ sidePanel, footerVariant }: Pick<ChromeChoices, "sidePanel" | "footerVariant">): boolean =>
  sidePanel || footerHasSubscribe(footerVariantOf(footerVariant));

/** The chrome parts a page renders, in the index's order of importance (layout first). */
export const chromePartNames = (choices: ChromeChoices): ChromePartName[] => {
  const layout = resolveHeaderSettings(headerVariantOf(choices.headerVariant), {}).layout;
  const names: ChromePartName[] = [HEADER_LAYOUT_PARTS[layout]];
  if (choices.topBar && !isLeftMenu(layout)) names.push("TopBar");
  if (choices.pageTitle) names.push("PageTitle");
  if (footerHasSubscribe(footerVariantOf(choices.footerVariant))) names.push("SubscribeForm");
  if (footerHasApps(footerVariantOf(choices.footerVariant))) names.push("FooterApps");
  if (hasSubscribeForm(choices)) names.push("FormOutcomeNotice");
  if (isTypeface(choices.typeface)) names.push(typefacePart(choices.typeface));
  return names;
};
