/**
 * How the shop's product grids choose, order and page their products: pure rules shared by the
 * build (which makes a page per view: src/node/litho/product-pages.ts) and the grid section (which
 * applies the visitor's sort, price and colour choices in the browser, read from the address).
 */

export interface ViewableProduct {
  slug: string;
  name: string;
  category: string;
  price: number;
  salePrice?: number | null;
  rating: number;
  colours: readonly { name: string }[];
}

/** What the visitor pays: the sale price when there is one. */
export const effectivePrice = (product: Pick<ViewableProduct, "price" | "salePrice">): number =>
  product.salePrice != null && product.salePrice < product.price ? product.salePrice : product.price;

export const SORTS = [
  { key: "default", label: "Default sorting" },
  { key: "price-asc", label: "Price: low to high" },
  { key: "price-desc", label: "Price: high to low" },
  { key: "rating", label: "Average rating" },
  { key: "name", label: "Name: A to Z" },
] as const;
export type SortKey = (typeof SORTS)[number]["key"];

export const PRICE_BANDS = [
  { key: "under-50", label: "Under $50", min: 0, max: 50 },
  { key: "50-100", label: "$50 to $100", min: 50, max: 100 },
  { key: "100-200", label: "$100 to $200", min: 100, max: 200 },
  { key: "over-200", label: "$200 and over", min: 200, max: Number.POSITIVE_INFINITY },
] as const;

/** The visitor's choices, as the address's query carries them (?sort=…&price=…&colour=…). */
export interface GridChoices {
  sort: SortKey;
  price: string | null;
  colour: string | null;
}

export const NO_CHOICES: GridChoices = { sort: "default", price: null, colour: null };

export const choicesFrom = (search: string): GridChoices => {
  const params = new URLSearchParams(search);
  const sort = SORTS.find((entry) => entry.key === params.get("sort"))?.key ?? "default";
  const price = PRICE_BANDS.find((band) => band.key === params.get("price"))?.key ?? null;
  const colour = params.get("colour")?.trim().toLowerCase() || null;
  return { sort, price, colour };
};

export const choicesQuery = (choices: GridChoices): string => {
  const params = new URLSearchParams();
  if (choices.sort !== "default") params.set("sort", choices.sort);
  if (choices.price) params.set("price", choices.price);
  if (choices.colour) params.set("colour", choices.colour);
  const text = params.toString();
  return text ? `?${text}` : "";
};

export const hasChoices = (choices: GridChoices): boolean => choices !== NO_CHOICES && choicesQuery(choices) !== "";

const ORDER: Record<SortKey, (a: ViewableProduct, b: ViewableProduct) => number> = {
  default: () => 0,
  "price-asc": (a, b) => effectivePrice(a) - effectivePrice(b),
  "price-desc": (a, b) => effectivePrice(b) - effectivePrice(a),
  rating: (a, b) => b.rating - a.rating,
  name: (a, b) => a.name.localeCompare(b.name),
};

/** The products the choices keep, in the order they ask for (stable: ties keep the collection's order). */
export const applyChoices = <T extends ViewableProduct>(products: readonly T[], choices: GridChoices): T[] => {
  const band = PRICE_BANDS.find((entry) => entry.key === choices.price);
  return products
    .filter((product) => !band || (effectivePrice(product) >= band.min && effectivePrice(product) < band.max))
    .filter((product) => !choices.colour || product.colours.some((colour) => colour.name.toLowerCase() === choices.colour))
    .map((product, index) => ({ product, index }))
    .sort((a, b) => ORDER[choices.sort](a.product, b.product) || a.index - b.index)
    .map((entry) => entry.product);
};

export const pageCountOf = (total: number, perPage: number | null | undefined): number =>
  perPage && perPage > 0 ? Math.max(Math.ceil(total / perPage), 1) : 1;

/** One page of a list, 1 for the first. */
export const pageOf = <T>(items: readonly T[], page: number, perPage: number | null | undefined): T[] =>
  perPage && perPage > 0 ? items.slice((page - 1) * perPage, page * perPage) : [...items];

export const inProductCategory = <T extends Pick<ViewableProduct, "category">>(
  products: readonly T[],
  category: string | null | undefined,
): T[] => (category ? products.filter((product) => product.category === category) : [...products]);
