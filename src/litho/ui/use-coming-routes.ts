import { useMemo } from "react";
import { graphql, useStaticQuery } from "gatsby";

/** A link's page path as the coming list writes it: no query, no fragment, no trailing slash. */
const pagePath = (to: string): string => to.replace(/[?#].*$/, "").replace(/(.)\/$/, "$1");

/**
 * Whether a link points at a demo route that is listed but not built yet (data/litho/coming-routes.json).
 * Such links stay plain anchors: Gatsby's Link prefetches a page's data as soon as its link scrolls into
 * view, and for a page that does not exist every prefetch ends as a 404 in the visitor's console.
 */
export const useIsComingRoute = (): ((to: string) => boolean) => {
  const data = useStaticQuery<Queries.LithoComingRoutesListQuery>(graphql`
    query LithoComingRoutesList {
      lithoComingRoutes {
        routes
      }
    }
  `);
  const routes = data?.lithoComingRoutes?.routes;
  return useMemo(() => {
    const coming = new Set(routes ?? []);
    return (to: string) => coming.has(pagePath(to));
  }, [routes]);
};
