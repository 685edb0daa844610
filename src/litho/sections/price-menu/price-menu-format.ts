import { formatDollars } from "../shared/format-price";

/** Menu prices in US dollars: whole amounts without cents ("$18", "$1,200"), others with two decimals ("$4.50"). */
export const formatMenuPrice = formatDollars;

/** The badges the template prints on a menu item; anything else in the data is not shown. */
export const MENU_BADGES = ["new", "hot"] as const;
export type MenuBadge = (typeof MENU_BADGES)[number];

export const menuBadge = (value: string | null | undefined): MenuBadge | null =>
  value && (MENU_BADGES as readonly string[]).includes(value) ? (value as MenuBadge) : null;

export type PriceMenuVariant = "tabs" | "columns" | "board" | "rows";

const VARIANTS: readonly PriceMenuVariant[] = ["tabs", "columns", "board", "rows"];

/** A single group needs no tabs; unknown variants fall back to tabs. */
export const priceMenuVariant = (value: string | null | undefined, groups: number): PriceMenuVariant => {
  const variant = VARIANTS.find((known) => known === value) ?? "tabs";
  return variant === "tabs" && groups < 2 ? "columns" : variant;
};
