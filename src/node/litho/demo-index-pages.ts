/**
 * The two demo routes that are about the demo area itself: its index (/litho, the checklist of
 * every spec route) and the search results page. Also the build-time check that keeps
 * coming-routes.json, the route catalogue and the created pages in agreement.
 */
import path from "node:path";
import type { CreatePagesArgs, CreateSchemaCustomizationArgs, ParentSpanPluginArgs } from "gatsby";
import { checkComingRoutes, type CatalogueGroup } from "../../litho/demo-index/catalogue";
import { LITHO_PREFIX } from "./routes";

export const DEMO_INDEX_PATH = LITHO_PREFIX;
export const SEARCH_RESULT_PATH = `${LITHO_PREFIX}/page/search-result`;

export const routeCatalogueTypeDefs = `
  "data/litho/route-catalogue.json: every demo route of the spec, grouped as the /litho index shows them."
  type LithoRouteCatalogue implements Node @dontInfer {
    groups: [LithoRouteGroup!]!
  }

  type LithoRouteGroup {
    key: String!
    title: String!
    description: String!
    "Icon name drawn on the group's cards (src/litho/demo-index/group-icon.tsx)."
    icon: String!
    routes: [LithoCatalogueRoute!]!
  }

  type LithoCatalogueRoute {
    path: String!
    title: String!
    "The entry stands for the pages under path/ (blog post types), not one page."
    prefix: Boolean
  }
`;

export const createRouteCatalogueSchema = ({ actions }: CreateSchemaCustomizationArgs): void => {
  actions.createTypes(routeCatalogueTypeDefs);
};

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

export const createDemoIndexPages = ({ actions }: CreatePagesArgs): void => {
  actions.createPage({ path: DEMO_INDEX_PATH, component: path.resolve("src/templates/litho-index.tsx"), context: {} });
  actions.createPage<SearchResultContext>({
    path: SEARCH_RESULT_PATH,
    component: path.resolve("src/templates/litho-search-result.tsx"),
    context: { popular: [...POPULAR_PAGES], popularPaths: POPULAR_PAGES.map((page) => page.path) },
  });
};

/**
 * Runs once every page exists (onPostBootstrap). A mismatch stops the build, because the index
 * would show a wrong checklist or the link check would allow (or reject) the wrong targets.
 */
export const checkDemoRouteLists = ({ getNodesByType, reporter }: ParentSpanPluginArgs): void => {
  const [catalogue] = getNodesByType("LithoRouteCatalogue") as unknown as { groups: CatalogueGroup[] }[];
  const [coming] = getNodesByType("LithoComingRoutes") as unknown as { routes: string[] }[];
  if (!catalogue) {
    reporter.panicOnBuild("data/litho/route-catalogue.json is missing: the /litho index has nothing to list.");
    return;
  }
  const built = (getNodesByType("SitePage") as unknown as { path: string }[]).map((page) => page.path);
  const result = checkComingRoutes(catalogue.groups, built, coming?.routes ?? [], [DEMO_INDEX_PATH]);
  for (const warning of result.warnings) reporter.warn(warning);
  if (result.errors.length > 0) reporter.panicOnBuild(`Demo route lists disagree:\n  ${result.errors.join("\n  ")}`);
};
