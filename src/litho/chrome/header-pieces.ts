import type React from "react";
import type { LithoHeaderLayout } from "./header-settings";
import type { LithoMenuItem, LithoSocialLink } from "./types";

/**
 * What every header layout arranges. The header builds the pieces; a layout component (one file
 * each, header-layout-*.tsx) places them, so a page loads only the layout its header uses.
 */
export interface HeaderPieces {
  layout: LithoHeaderLayout;
  /** The logo, with extra classes for where this layout puts it. */
  logo: (extra?: string) => React.ReactNode;
  /** A desktop menu of these items (key prefix unique per header), with a class for its place. */
  desktopNav: (items: readonly LithoMenuItem[], keyPrefix: string, className?: string) => React.ReactNode;
  /** Search, language, cart, side panel and menu buttons. */
  actions: React.ReactNode;
  menu: readonly LithoMenuItem[];
  pathname: string;
  trail: ReadonlySet<LithoMenuItem>;
  idPrefix: string;
  currentHash: string | null;
  menuSocials?: readonly LithoSocialLink[];
  menuNote?: React.ReactNode;
}
