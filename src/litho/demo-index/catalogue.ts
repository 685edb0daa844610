/*
 * The demo area's checklist: every route the spec names (data/litho/route-catalogue.json),
 * matched against the pages the build actually created. Pure functions, shared by the /litho/
 * index (which renders the result), the build (which derives the coming routes from it) and the tests.
 */

export interface CatalogueRoute {
  path: string;
  title: string;
  /**
   * The entry stands for a family of pages under `path/` rather than one page (a blog post type
   * is /litho/blog-types/{type}/{id}): it is built when any of them is, and links to the first.
   */
  prefix?: boolean | null;
}

export interface CatalogueGroup {
  key: string;
  title: string;
  description: string;
  icon: string;
  routes: readonly CatalogueRoute[];
}

export interface RouteStatus {
  path: string;
  title: string;
  /** Where the card links; null while the route is coming. */
  href: string | null;
}

export interface GroupStatus extends Omit<CatalogueGroup, "routes"> {
  routes: RouteStatus[];
  built: number;
}

/** Numeric-aware order, so /blog-standard-post/2 comes before /blog-standard-post/10. */
const byPath = (a: string, b: string): number => a.localeCompare(b, "en", { numeric: true });

/** The page a catalogue entry opens, or null when nothing for it is built yet. */
export const resolveRoute = (route: CatalogueRoute, built: ReadonlySet<string>, sortedBuilt: readonly string[]): string | null => {
  if (!route.prefix) return built.has(route.path) ? route.path : null;
  const family = `${route.path}/`;
  return sortedBuilt.find((pagePath) => pagePath.startsWith(family)) ?? null;
};

export const catalogueStatus = (groups: readonly CatalogueGroup[], builtPaths: Iterable<string>): GroupStatus[] => {
  const sortedBuilt = [...builtPaths].sort(byPath);
  const built = new Set(sortedBuilt);
  return groups.map(({ routes, ...group }) => {
    const statuses = routes.map((route) => ({ path: route.path, title: route.title, href: resolveRoute(route, built, sortedBuilt) }));
    return { ...group, routes: statuses, built: statuses.filter((route) => route.href !== null).length };
  });
};

/** The catalogue's routes that no page of this build serves: the index marks them "coming", links to them stay plain. */
export const comingRoutes = (groups: readonly CatalogueGroup[], builtPaths: Iterable<string>): string[] =>
  catalogueStatus(groups, builtPaths).flatMap((group) => group.routes.filter((route) => route.href === null).map((route) => route.path));

/**
 * What would make the index lie: a route listed twice, or a demo page the catalogue does not know
 * (a path mistyped in a page document would otherwise never appear on the index). A page under a
 * catalogue route (a post type's posts, a listing's second page) belongs to it.
 */
export const catalogueProblems = (groups: readonly CatalogueGroup[], builtDemoPaths: Iterable<string>): string[] => {
  const problems: string[] = [];
  const listed = new Set<string>();
  for (const route of groups.flatMap((group) => group.routes)) {
    if (listed.has(route.path)) problems.push(`data/litho/route-catalogue.json lists ${route.path} twice`);
    listed.add(route.path);
  }
  const belongs = (pagePath: string) => [...listed].some((route) => pagePath === route || pagePath.startsWith(`${route}/`));
  for (const pagePath of builtDemoPaths) {
    if (!belongs(pagePath)) problems.push(`${pagePath} is built but data/litho/route-catalogue.json does not list it (a mistyped path?)`);
  }
  return problems;
};
