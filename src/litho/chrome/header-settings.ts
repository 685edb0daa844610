/**
 * What a demo header looks like and how it behaves, apart from what it shows: the layouts, the
 * scroll behaviours, the named variants of the /litho/headers/ demo pages as presets of those
 * settings, and how a page's explicit settings combine with its variant's preset.
 */

/** How the menu is laid out. */
export type LithoHeaderLayout =
  | "standard"
  | "center-navigation"
  | "center-logo"
  | "top-logo"
  | "one-page"
  | "hamburger"
  | "hamburger-modern"
  | "hamburger-half"
  | "left-menu-classic"
  | "left-menu-modern"
  | "mobile-menu";

/**
 * How the header behaves on scroll. "reverse-scroll": sticky past 5 px, hidden while scrolling
 * down, appearing when scrolling up. "always-fixed": sticky and always shown. "disable-fixed":
 * scrolls away with the page. "responsive-sticky": scrolls away on desktops, always shown under 992 px.
 */
export type LithoHeaderFixed = "reverse-scroll" | "always-fixed" | "disable-fixed" | "responsive-sticky";

export type LithoHeaderBackground = "transparent" | "white" | "dark";

/** The variants of the /litho/headers/ demo pages, each a preset of the settings below. */
export type LithoHeaderVariant =
  | "transparent"
  | "white"
  | "dark"
  | "top-bar"
  | "push"
  | "center-navigation"
  | "center-logo"
  | "top-logo"
  | "one-page"
  | "hamburger"
  | "hamburger-modern"
  | "hamburger-half"
  | "left-menu-classic"
  | "left-menu-modern"
  | "always-fixed"
  | "disable-fixed"
  | "reverse-scroll"
  | "responsive-sticky"
  | "mobile-menu";

export interface LithoHeaderSettings {
  layout: LithoHeaderLayout;
  background: LithoHeaderBackground;
  /** The ground a transparent header sits on: "dark" gives light text. The template's default is dark. */
  theme: "dark" | "light";
  /** The colours once sticky; by default a transparent or white header turns white, a dark one stays dark. */
  stickyTheme: "dark" | "light";
  fixed: LithoHeaderFixed;
  /** The header takes its own room at the top instead of lying over the first section. */
  push: boolean;
}

export const HEADER_PRESETS: Readonly<Record<LithoHeaderVariant, Partial<LithoHeaderSettings>>> = {
  transparent: { background: "transparent", theme: "dark" },
  white: { background: "white", theme: "light" },
  dark: { background: "dark", theme: "dark" },
  "top-bar": { background: "white", theme: "light" },
  push: { background: "white", theme: "light", push: true },
  "center-navigation": { layout: "center-navigation", background: "white", theme: "light" },
  "center-logo": { layout: "center-logo", background: "transparent", theme: "dark" },
  "top-logo": { layout: "top-logo", background: "white", theme: "light" },
  "one-page": { layout: "one-page", background: "transparent", theme: "dark" },
  hamburger: { layout: "hamburger", background: "transparent", theme: "dark" },
  "hamburger-modern": { layout: "hamburger-modern", background: "transparent", theme: "dark" },
  "hamburger-half": { layout: "hamburger-half", background: "transparent", theme: "dark" },
  "left-menu-classic": { layout: "left-menu-classic", background: "white", theme: "light" },
  "left-menu-modern": { layout: "left-menu-modern", background: "dark", theme: "dark" },
  "always-fixed": { background: "white", theme: "light", fixed: "always-fixed" },
  "disable-fixed": { background: "white", theme: "light", fixed: "disable-fixed" },
  "reverse-scroll": { background: "transparent", theme: "dark", fixed: "reverse-scroll" },
  "responsive-sticky": { background: "dark", theme: "dark", fixed: "responsive-sticky" },
  // The page's mobile menu type (classic, modern or full) at every width, to show it off on desktops too.
  "mobile-menu": { layout: "mobile-menu", background: "white", theme: "light" },
};

/** The preset of a variant with explicit settings on top; everything else takes the template's defaults. */
export const resolveHeaderSettings = (
  variant: LithoHeaderVariant | undefined,
  explicit: Partial<LithoHeaderSettings>,
): LithoHeaderSettings => {
  const defined = Object.fromEntries(Object.entries(explicit).filter(([, value]) => value !== undefined));
  const merged = { ...(variant ? HEADER_PRESETS[variant] : {}), ...defined } as Partial<LithoHeaderSettings>;
  const background = merged.background ?? "transparent";
  return {
    layout: merged.layout ?? "standard",
    background,
    theme: merged.theme ?? (background === "white" ? "light" : "dark"),
    stickyTheme: merged.stickyTheme ?? (background === "dark" ? "dark" : "light"),
    fixed: merged.fixed ?? "reverse-scroll",
    push: merged.push ?? background !== "transparent",
  };
};

/** The menu panel a layout opens at every width (its own hamburger); other layouts use the mobile menu type. */
export const HAMBURGER_PANELS: Readonly<Partial<Record<LithoHeaderLayout, "full" | "modern" | "half">>> = {
  hamburger: "full",
  "hamburger-modern": "modern",
  "hamburger-half": "half",
  "left-menu-modern": "modern",
};

/** The menu sits behind the menu button at every width, not only under 992 px. */
export const menuBehindButton = (layout: LithoHeaderLayout): boolean => Boolean(HAMBURGER_PANELS[layout]) || layout === "mobile-menu";

export const isLeftMenu = (layout: LithoHeaderLayout): boolean => layout === "left-menu-classic" || layout === "left-menu-modern";

/** The ink of text on a ground of this theme. */
export const inkFor = (theme: "dark" | "light"): "light" | "dark" => (theme === "dark" ? "light" : "dark");

/** The component (in the chrome parts index, all-chrome-parts.ts) that arranges each layout. */
export const HEADER_LAYOUT_PARTS = {
  standard: "RowLayout",
  "one-page": "RowLayout",
  "center-navigation": "RowLayout",
  hamburger: "RowLayout",
  "hamburger-modern": "RowLayout",
  "hamburger-half": "RowLayout",
  "mobile-menu": "RowLayout",
  "center-logo": "CenterLogoLayout",
  "top-logo": "TopLogoLayout",
  "left-menu-classic": "LeftMenuClassicLayout",
  "left-menu-modern": "LeftMenuModernLayout",
} as const satisfies Record<LithoHeaderLayout, string>;
