/*
 * Plain props of the demo area's chrome. GraphQL data is mapped onto these types by the page
 * templates, so every piece of chrome can be rendered (and tested) without a query.
 */
import type { IGatsbyImageData } from "gatsby-plugin-image";

export type LithoImage = IGatsbyImageData;

/** One entry of a menu tree: dropdowns nest up to three levels, megamenus hold titled groups. */
export interface LithoMenuItem {
  title: string;
  link?: string | null;
  /** Name of a small glyph shown before the title (see chrome-icon.tsx); unknown names are ignored. */
  icon?: string | null;
  /** A preview image, shown in megamenu groups. */
  img?: LithoImage | null;
  dropdown?: LithoMenuItem[] | null;
  megamenu?: LithoMegamenuGroup[] | null;
}

export interface LithoMegamenuGroup {
  title: string;
  dropdown: LithoMenuItem[];
}

/** The logo in two inks: `light` sits on dark backgrounds, `dark` on light ones. */
export interface LithoLogoData {
  alt: string;
  light?: LithoImage | null;
  dark?: LithoImage | null;
  /** Where the logo links; the demo index by default. */
  link?: string;
}

export interface LithoSocialLink {
  link: string;
  /** A network name ("facebook") or an icon class from the data ("fab fa-facebook-f"); the link's host is the fallback. */
  icon?: string | null;
  /** Accessible name; defaults to the network's name. */
  label?: string | null;
  /** Brand colour used on hover. */
  color?: string | null;
}

export interface LithoLink {
  title: string;
  link: string;
}

export interface LithoFooterColumn {
  title: string;
  submenu: LithoLink[];
}

export interface LithoBreadcrumb {
  title: string;
  link?: string | null;
}
