/**
 * The further pages of blog listings. A page document with a blog-listing section gets one page
 * per view of it: its own path for the first page of every post, path/2 … for the next ones and,
 * when the section filters by category or has a sidebar, path/category/<name> (then /2 …) for each
 * category; all are rendered by the document's page component. Pure: gatsby-node passes the
 * planned document pages and the posts, and creates what comes back.
 */
import { isCategorySlug, listingViewPath, type ListingView } from "../../litho/sections/shared/listing-paths";
import { listingSummary, selectPosts } from "./select";
import type { LithoPageContext, PlannedDocumentPage } from "./document-pages";

/** A blog-listing section's settings that decide its views. */
export interface ListingSectionData {
  perPage?: number | null;
  filter?: boolean | null;
  sidebar?: boolean | null;
  blogType?: string | null;
  category?: string | null;
  order?: string | null;
}

export interface ListingPost {
  jsonId: number;
  blogType: string;
  category: readonly string[];
  tags: readonly string[];
  date: string;
}

/** What a view's page is told: the document's context and, as page query variables, the view. */
export interface ListingPageContext extends LithoPageContext {
  listingPath: string;
  listingPage: number;
  listingCategory: string | null;
  /** The category's name from its collection, when it has one; the title shows it rather than the slug. */
  listingCategoryName?: string | null;
}

const viewsOf = (section: ListingSectionData, posts: readonly ListingPost[]): { views: ListingView[]; errors: string[] } => {
  const selected = selectPosts(posts, section);
  const pagesOf = (category: string | null) => listingSummary(selected, { perPage: section.perPage, category }).pageCount;
  const categories = section.filter || section.sidebar ? listingSummary(selected, {}).categories.map((entry) => entry.key) : [];
  const errors = categories
    .filter((category) => !isCategorySlug(category))
    .map((category) => `post category "${category}" cannot be an address: use lower-case letters, digits and dashes`);
  const views = [null, ...categories].flatMap((category) =>
    Array.from({ length: pagesOf(category) }, (_, index) => ({ page: index + 1, category })),
  );
  return { views, errors };
};

/** The views of one listing section, or why it has none. */
export type ViewsOf<S> = (section: S) => { views: ListingView[]; errors: string[] };

/**
 * The document pages again, each listing's first page told that it is one, followed by the
 * listing's other views. A document may hold one listing of a kind: two would claim the same
 * addresses. `kind` names the section type in messages; `viewsOf` lists a section's views.
 */
export const withViewPages = <S extends { perPage?: number | null }>(
  pages: readonly PlannedDocumentPage[],
  listings: ReadonlyMap<string, { file: string; sections: readonly S[] }>,
  viewsOf: ViewsOf<S>,
  kind: string,
): { pages: PlannedDocumentPage[]; errors: string[] } => {
  const errors: string[] = [];
  const planned: PlannedDocumentPage[] = [];
  for (const page of pages) {
    const document = listings.get(page.context.id);
    if (!document || document.sections.length === 0) {
      planned.push(page);
      continue;
    }
    const where = `data/${document.file}`;
    if (document.sections.length > 1) {
      errors.push(`${where}: ${document.sections.length} ${kind} sections; a page can hold one`);
      continue;
    }
    const [section] = document.sections;
    if (typeof section.perPage === "number" && section.perPage < 1) {
      errors.push(`${where}: perPage must be at least 1, found ${section.perPage}`);
      continue;
    }
    const { views, errors: viewErrors } = viewsOf(section);
    errors.push(...viewErrors.map((message) => `${where}: ${message}`));
    for (const view of views) {
      const context: ListingPageContext = {
        ...page.context,
        listingPath: page.path,
        listingPage: view.page,
        listingCategory: view.category,
        listingCategoryName: view.categoryName ?? null,
      };
      planned.push({ ...page, path: listingViewPath(page.path, view), context });
    }
  }
  return { pages: planned, errors };
};

/** The blog listings' views: withViewPages over the posts. */
export const withListingPages = (
  pages: readonly PlannedDocumentPage[],
  listings: ReadonlyMap<string, { file: string; sections: readonly ListingSectionData[] }>,
  posts: readonly ListingPost[],
): { pages: PlannedDocumentPage[]; errors: string[] } =>
  withViewPages(pages, listings, (section) => viewsOf(section, posts), "blog-listing");
