/** Menu prices in US dollars: whole amounts without cents ("$18"), others with two decimals ("$4.50"). */
export const formatMenuPrice = (price: number): string =>
  Number.isInteger(price) ? `$${price}` : `$${price.toFixed(2)}`;

/** The badges the template prints on a menu item; anything else in the data is not shown. */
export const MENU_BADGES = ["new", "hot"] as const;
export type MenuBadge = (typeof MENU_BADGES)[number];

export const menuBadge = (value: string | null | undefined): MenuBadge | null =>
  value && (MENU_BADGES as readonly string[]).includes(value) ? (value as MenuBadge) : null;

export type PriceMenuVariant = "tabs" | "columns" | "board";

/** A single group needs no tabs; unknown variants fall back to tabs. */
export const priceMenuVariant = (value: string | null | undefined, groups: number): PriceMenuVariant => {
  const variant: PriceMenuVariant = value === "columns" || value === "board" ? value : "tabs";
  return variant === "tabs" && groups < 2 ? "columns" : variant;
};
