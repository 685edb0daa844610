/**
 * The addresses of a paged blog listing, shared by the build (which creates the pages) and the
 * section (which links them): the first page is the page document's own path, the others add
 * `/2`, `/3` …, and a category adds `/category/<name>` before the number, so every view of the
 * list is a page of its own that can be shared and works without JavaScript.
 */

export interface ListingView {
  /** 1 for the first page. */
  page: number;
  /** A post category ("business"), or null for every post. */
  category: string | null;
  /** The category's name where the collection gives one ("Shoes and clothing" for "fashion"). */
  categoryName?: string | null;
}

export const listingViewPath = (base: string, { page, category }: ListingView): string =>
  `${base}${category ? `/category/${category}` : ""}${page > 1 ? `/${page}` : ""}`;

/** "lifestyle" → "Lifestyle": categories are written in lower case in the collection. */
export const categoryTitle = (category: string): string => category.charAt(0).toUpperCase() + category.slice(1);

/** The document's title, told apart for each view ("Blog grid: Business, page 2"), so every page has its own. */
export const listingViewTitle = (title: string, { page, category, categoryName }: ListingView): string =>
  `${title}${category ? `: ${categoryName ?? categoryTitle(category)}` : ""}${page > 1 ? `, page ${page}` : ""}`;

/** A product's own page under the shop's product page: /litho/shop/single-product/<slug>. */
export const productPagePath = (base: string, slug: string): string => `${base}/${slug}`;

/** Categories become URL segments: lower-case letters, digits and dashes only. */
export const isCategorySlug = (category: string): boolean => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(category);
