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

/** The sections whose views (listing-pages.ts) a page's further addresses show. */
const VIEW_SECTIONS: ReadonlySet<string> = new Set(["LithoBlogListingSection", "LithoProductGridSection"]);

/**
 * What a view of a page document shows: its first view (page 1 of every post) the whole document, a
 * further one (page 2 on, or a category's pages) the document from its listing on, as a blog shows its
 * older posts: the masthead and lead story above the listing belong to the first view.
 */
export const sectionsOfView = <S extends { readonly __typename: string }>(
  sections: readonly S[],
  view: ListingView | null,
): readonly S[] => {
  if (!view || (view.page <= 1 && !view.category)) return sections;
  const listing = sections.findIndex((section) => VIEW_SECTIONS.has(section.__typename));
  return listing > 0 ? sections.slice(listing) : sections;
};
