/*
 * The light half of the demo search: types, the index address and query clean-up. The results
 * page imports this statically and loads search-engine.ts (with MiniSearch) only when a query
 * is run, so the library stays out of the page's first load.
 */

/** What a search result links to; shown as a small label on each result. */
export type SearchKind = "Page" | "Portfolio" | "Project" | "Blog post";

/** One searchable item of the demo content, as the build collects it. */
export interface SearchDocument {
  /** Unique across kinds ("post-3", "page:/litho/home-business"). */
  id: string;
  title: string;
  /** The text shown under the title: a page's description or an item's card excerpt. */
  excerpt: string;
  url: string;
  kind: SearchKind;
  /** Words that help a match but are not shown: categories, tags, client, services. */
  keywords: string;
}

/** What the index stores per document, i.e. what a result can show without another request. */
export type SearchHit = Pick<SearchDocument, "id" | "title" | "excerpt" | "url" | "kind">;

/** The results page: it reads the query from ?q= (a plain GET) or from navigation state. */
export const SEARCH_RESULTS_PAGE = "/litho/page/search-result";

/** The address of a search's results: the page a plain GET of a search form lands on too. */
export const searchResultUrl = (query: string, path = SEARCH_RESULTS_PAGE): string => `${path}?q=${encodeURIComponent(query)}`;

/** Served from public/, next to the demo pages; fetched only by the results page. */
export const SEARCH_INDEX_URL = "/litho/search-index.json";

/** The query as the page uses it: trimmed, inner whitespace collapsed. */
export const normaliseQuery = (query: string): string => query.trim().replace(/\s+/g, " ");

/** The query a visit carries: navigation state first (the header's search), then ?q=. */
export const queryFromLocation = (location: { search?: string; state?: unknown }): string => {
  const state = location.state as { search?: unknown } | null | undefined;
  if (state && typeof state.search === "string" && normaliseQuery(state.search)) return normaliseQuery(state.search);
  return normaliseQuery(new URLSearchParams(location.search ?? "").get("q") ?? "");
};
