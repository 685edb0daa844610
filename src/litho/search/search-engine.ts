/*
 * The demo area's search, shared by the build (which fills and serialises the index) and the
 * results page (which loads it and asks it questions). Both sides must use the same options, or
 * the loaded index would tokenise queries differently from the stored documents; keeping them in
 * this one module is what guarantees that.
 */
import MiniSearch, { type Options, type SearchOptions } from "minisearch";
import { normaliseQuery, type SearchDocument, type SearchHit, type SearchKind } from "./search-types";

export { normaliseQuery, SEARCH_INDEX_URL } from "./search-types";
export type { SearchDocument, SearchHit, SearchKind } from "./search-types";

/** The JSON file the build writes and the results page fetches. */
export interface SearchIndexFile {
  /** Bumped when the options below change, so an old cached file is not misread. */
  version: typeof SEARCH_INDEX_VERSION;
  documentCount: number;
  index: ReturnType<MiniSearch<SearchDocument>["toJSON"]>;
}

export const SEARCH_INDEX_VERSION = 1;

const searchDefaults: SearchOptions = {
  // Titles carry the most meaning; keywords are hidden context, so they weigh least.
  boost: { title: 3, excerpt: 1, keywords: 0.6 },
  // Visitors type partial words ("port" for portfolio) and make small typos. Typos are forgiven
  // only in longer words: one edit on a four-letter word turns "gold" into "old", "bold", "told".
  prefix: true,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  // Every word must match, so adding a word narrows the results the way people expect.
  combineWith: "AND",
};

export const searchOptions: Options<SearchDocument> = {
  fields: ["title", "excerpt", "keywords"],
  storeFields: ["title", "excerpt", "url", "kind"],
  searchOptions: searchDefaults,
};

export const createSearchEngine = (documents: readonly SearchDocument[]): MiniSearch<SearchDocument> => {
  const engine = new MiniSearch<SearchDocument>(searchOptions);
  engine.addAll(documents);
  return engine;
};

export const serialiseSearchIndex = (engine: MiniSearch<SearchDocument>): SearchIndexFile => ({
  version: SEARCH_INDEX_VERSION,
  documentCount: engine.documentCount,
  index: engine.toJSON(),
});

/** Rebuilds the engine from the file; throws on a file of another version (a stale cache). */
export const loadSearchEngine = (file: SearchIndexFile): MiniSearch<SearchDocument> => {
  if (file.version !== SEARCH_INDEX_VERSION) {
    throw new Error(`Search index version ${String(file.version)} is not the expected ${SEARCH_INDEX_VERSION}.`);
  }
  return MiniSearch.loadJS<SearchDocument>(file.index, searchOptions);
};

/** At most this many results are listed; the demo content is small, so more would be noise. */
export const MAX_RESULTS = 30;

/** Runs a query; an empty query finds nothing (the form asks for a keyword instead). */
export const searchDemo = (engine: MiniSearch<SearchDocument>, query: string, limit = MAX_RESULTS): SearchHit[] => {
  const text = normaliseQuery(query);
  if (!text) return [];
  return engine
    .search(text)
    .slice(0, limit)
    .map((result) => ({
      id: String(result.id),
      title: String(result.title),
      excerpt: String(result.excerpt),
      url: String(result.url),
      kind: result.kind as SearchKind,
    }));
};
