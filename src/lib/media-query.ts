const listsByMatcher = new WeakMap<Window["matchMedia"], Map<string, MediaQueryList>>();

/**
 * One MediaQueryList per query, shared by every component that asks: a demo home has about fifty
 * reveals, and each asked the browser to parse the same query on every render. Keyed by
 * `matchMedia` itself, so a replaced implementation (a test's) starts with fresh lists.
 * Null on the server and where the browser has no matchMedia.
 */
export const mediaQueryList = (query: string): MediaQueryList | null => {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return null;
  let lists = listsByMatcher.get(window.matchMedia);
  if (!lists) {
    lists = new Map();
    listsByMatcher.set(window.matchMedia, lists);
  }
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
};

export const mediaQueryMatches = (query: string): boolean => mediaQueryList(query)?.matches === true;
