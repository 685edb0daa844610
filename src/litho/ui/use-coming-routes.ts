import { graphql, useStaticQuery } from "gatsby";
import { normalizePath } from "../chrome/menu-utils";

const NO_ROUTES: readonly string[] = [];
const comingSets = new WeakMap<readonly string[], ReadonlySet<string>>();

/** One set per query result: every link on a page shares it instead of building its own while the page hydrates. */
const comingSet = (routes: readonly string[]): ReadonlySet<string> => {
  let coming = comingSets.get(routes);
  if (!coming) {
    coming = new Set(routes);
    comingSets.set(routes, coming);
  }
  return coming;
};

/**
 * Whether a link points at a demo route that is listed but not built yet (the catalogue's routes
 * without a page, which the build derives: src/node/litho/demo-index-pages.ts).
 * Such links stay plain anchors: Gatsby's Link prefetches a page's data as soon as its link scrolls into
 * view, and for a page that does not exist every prefetch ends as a 404 in the visitor's console.
 */
export const useIsComingRoute = (): ((to: string) => boolean) => {
  const data = useStaticQuery<Queries.LithoComingRoutesListQuery>(graphql`
    query LithoComingRoutesList {
      lithoComingRouteList {
        routes
      }
    }
  `);
  const coming = comingSet(data?.lithoComingRouteList?.routes ?? NO_ROUTES);
  return (to: string) => coming.has(normalizePath(to));
};
