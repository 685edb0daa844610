/* The demo area's chrome: header (and its menus, panels and overlays), footer and page title. */
export { LithoHeader, HEADER_PRESETS, resolveHeaderSettings } from "./litho-header";
export type {
  LithoHeaderProps,
  LithoHeaderVariant,
  LithoHeaderLayout,
  LithoHeaderFixed,
  LithoHeaderBackground,
  LithoHeaderSettings,
} from "./litho-header";
export { LithoFooter, FOOTER_VARIANTS, parallaxAt } from "./litho-footer";
export type { LithoFooterProps, LithoFooterVariant, LithoFooterParallax } from "./litho-footer";
export { PageTitle, PAGE_TITLE_VARIANTS } from "./page-title";
export type { LithoPageTitleProps, LithoPageTitleVariant } from "./page-title";
export { Breadcrumbs } from "./breadcrumbs";
export { SubscribeForm } from "./subscribe-form";
export { SocialLinks } from "./social-links";
export { LithoLogo } from "./litho-logo";
export { demoCartItems, cartTotals, formatPrice } from "./cart-dropdown";
export { DEMO_LANGUAGES } from "./language-dropdown";
export { SEARCH_RESULT_PATH, SEARCH_SUBMIT_DELAY_MS, searchResultUrl } from "./search-overlay";
export type { SearchNavigationState } from "./search-overlay";
export type { SidePanelContent } from "./side-panel";
export type { TopBarContent } from "./top-bar";
export * from "./types";
