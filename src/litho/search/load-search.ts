/*
 * Client side: fetches the prebuilt index once per visit and keeps the loaded engine, so a second
 * search on the same page is instant. MiniSearch arrives in its own chunk with the first query.
 */
import { SEARCH_INDEX_URL, type SearchHit } from "./search-types";

export type RunSearch = (query: string) => SearchHit[];

let pending: Promise<RunSearch> | null = null;

export const loadSearch = (fetcher: typeof fetch = fetch): Promise<RunSearch> => {
  if (!pending) {
    pending = (async () => {
      const [{ loadSearchEngine, searchDemo }, response] = await Promise.all([import("./search-engine"), fetcher(SEARCH_INDEX_URL)]);
      if (!response.ok) throw new Error(`The search index answered ${response.status}.`);
      const engine = loadSearchEngine(await response.json());
      return (query: string) => searchDemo(engine, query);
    })();
    // A failed load may be a passing network problem: let the next attempt try again.
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
};
