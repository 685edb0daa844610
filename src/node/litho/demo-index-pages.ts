/**
 * The two demo routes that are about the demo area itself: its index (/litho, the checklist of
 * every spec route) and the search results page; the coming routes, derived from the catalogue and
 * the pages this build created; and the check that every demo page is in the catalogue.
 */
import path from "node:path";
import type { CreatePagesArgs, ParentSpanPluginArgs } from "gatsby";
import { catalogueProblems, comingRoutes, type CatalogueGroup } from "../../litho/demo-index/catalogue";
import { LITHO_PREFIX } from "./routes";

export const DEMO_INDEX_PATH = LITHO_PREFIX;
export const SEARCH_RESULT_PATH = `${LITHO_PREFIX}/page/search-result`;

/** A few well-known pages offered when a search finds nothing (only those that are built are shown). */
export const POPULAR_PAGES: readonly { path: string; title: string }[] = [
  { path: `${LITHO_PREFIX}/home-startup`, title: "Startup home" },
  { path: `${LITHO_PREFIX}/home-business`, title: "Business home" },
  { path: `${LITHO_PREFIX}/portfolio/portfolio-classic-three-column`, title: "Classic portfolio" },
  { path: `${LITHO_PREFIX}/portfolio/portfolio-colorful-metro`, title: "Colorful metro portfolio" },
  { path: `${LITHO_PREFIX}/portfolio/portfolio-slider`, title: "Portfolio slider" },
  { path: `${LITHO_PREFIX}/blogs/blog-masonry`, title: "Masonry blog" },
  { path: `${LITHO_PREFIX}/blog-types/blog-standard-post/1`, title: "A standard blog post" },
  { path: `${LITHO_PREFIX}/page/our-services`, title: "Our services" },
  { path: `${LITHO_PREFIX}/page/contact-simple`, title: "Contact" },
];

export interface SearchResultContext {
  popular: { path: string; title: string }[];
  popularPaths: string[];
}

const catalogueGroups = (getNodesByType: ParentSpanPluginArgs["getNodesByType"]): CatalogueGroup[] | null =>
  (getNodesByType("LithoRouteCatalogue")[0] as unknown as { groups: CatalogueGroup[] } | undefined)?.groups ?? null;

/**
 * Creates the index and the search results page, then the coming routes: the catalogue's routes
 * minus every demo page created (`createdPaths` and these two), as one node that links read.
 */
export const createDemoIndexPages = (args: CreatePagesArgs, createdPaths: readonly string[]): void => {
  const { actions, createNodeId, createContentDigest, getNodesByType, reporter } = args;
  actions.createPage({ path: DEMO_INDEX_PATH, component: path.resolve("src/templates/litho-index.tsx"), context: {} });
  actions.createPage<SearchResultContext>({
    path: SEARCH_RESULT_PATH,
    component: path.resolve("src/templates/litho-search-result.tsx"),
    context: { popular: [...POPULAR_PAGES], popularPaths: POPULAR_PAGES.map((page) => page.path) },
  });
  const groups = catalogueGroups(getNodesByType);
  if (!groups) {
    reporter.panicOnBuild("data/litho/route-catalogue.json is missing: the /litho index has nothing to list.");
    return;
  }
  const routes = comingRoutes(groups, [...createdPaths, DEMO_INDEX_PATH, SEARCH_RESULT_PATH]);
  actions.createNode({
    id: createNodeId("litho-coming-routes"),
    routes,
    internal: { type: "LithoComingRouteList", contentDigest: createContentDigest(routes) },
  });
};

/**
 * Runs once every page exists (onPostBootstrap): a demo page the catalogue does not list, or a
 * route it lists twice, stops the build, because the index would show a wrong checklist.
 */
export const checkDemoRouteLists = ({ getNodesByType, reporter }: ParentSpanPluginArgs): void => {
  const groups = catalogueGroups(getNodesByType);
  if (!groups) return;
  const demoPages = (getNodesByType("SitePage") as unknown as { path: string }[])
    .map((page) => page.path)
    .filter((pagePath) => pagePath.startsWith(`${LITHO_PREFIX}/`));
  const problems = catalogueProblems(groups, demoPages);
  if (problems.length > 0) reporter.panicOnBuild(`The demo route catalogue disagrees with the pages:\n  ${problems.join("\n  ")}`);
};
