/*
 * The demo area's checklist: every route the spec names (data/litho/route-catalogue.json),
 * matched against the pages the build actually created. Pure functions, shared by the /litho/
 * index (which renders the result) and the build (which checks coming-routes.json against it).
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

export interface ComingRoutesCheck {
  /** Problems that make the checklist or the link check lie: the build stops on these. */
  errors: string[];
  /** Entries that are harmless but stale (a built route still listed as coming). */
  warnings: string[];
}

/**
 * coming-routes.json must list exactly the catalogue routes that are not built: the link check
 * allows links to those and nothing else, and the index shows them as coming. An unbuilt route
 * missing from the list, or a listed path the catalogue does not know (a typo), is an error; a
 * built route still on the list only weakens the link check, so it is reported as a warning.
 */
export const checkComingRoutes = (
  groups: readonly CatalogueGroup[],
  builtPaths: Iterable<string>,
  coming: readonly string[],
  /** Routes outside the catalogue that may be listed (the index itself, before it is built). */
  extraKnown: readonly string[] = [],
): ComingRoutesCheck => {
  const errors: string[] = [];
  const warnings: string[] = [];
  const listed = new Set(coming);
  const known = new Set(extraKnown);
  const statuses = catalogueStatus(groups, builtPaths);
  for (const group of statuses) {
    for (const route of group.routes) {
      known.add(route.path);
      if (route.href === null && !listed.has(route.path)) {
        errors.push(`${route.path} is not built and not listed in data/litho/coming-routes.json`);
      }
      if (route.href !== null && listed.has(route.path)) {
        warnings.push(`${route.path} is built but still listed in data/litho/coming-routes.json; remove it`);
      }
    }
  }
  for (const path of coming) {
    if (!known.has(path)) errors.push(`data/litho/coming-routes.json lists ${path}, which data/litho/route-catalogue.json does not have`);
  }
  const seen = new Set<string>();
  for (const group of groups) {
    for (const route of group.routes) {
      if (seen.has(route.path)) errors.push(`data/litho/route-catalogue.json lists ${route.path} twice`);
      seen.add(route.path);
    }
  }
  return { errors, warnings };
};
