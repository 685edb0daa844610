/**
 * Which GraphQL type each JSON file under data/ becomes. Explicit, so a maintainer can rename
 * a file without silently changing the schema, and an unknown file fails the build loudly.
 */
const typeByFile: Record<string, string> = {
  "site/company.json": "Company",
  "site/navigation.json": "NavigationItem",
  "site/home.json": "HomePage",
  "site/about.json": "AboutPage",
  "site/products.json": "ProductCard",
  "site/products-page.json": "ProductsPage",
  "site/news.json": "NewsPage",
  "site/contact.json": "ContactPage",
  "site/services.json": "ServicesSection",
  "site/not-found.json": "NotFoundPage",
  "litho/coming-routes.json": "LithoComingRoutes",
  "litho/route-catalogue.json": "LithoRouteCatalogue",
  // Demo entity collections: each file is an array, one node per item.
  "litho/collections/blog-posts.json": "LithoBlogPost",
  "litho/collections/blog-post-types.json": "LithoBlogPostType",
  "litho/collections/portfolio-projects.json": "LithoPortfolioProject",
  "litho/collections/team-members.json": "LithoTeamMember",
  "litho/collections/category-tiles.json": "LithoCategoryTile",
  "litho/collections/filter-options.json": "LithoFilterOption",
  "litho/collections/icon-with-text.json": "LithoIconWithText",
  "litho/collections/features.json": "LithoFeature",
  "litho/collections/list-items.json": "LithoListItem",
  "litho/collections/pricing-plans.json": "LithoPricingPlan",
  "litho/collections/tab-items.json": "LithoTabItem",
  "litho/collections/service-tabs.json": "LithoServiceTab",
  "litho/collections/carousel-cards.json": "LithoCarouselCard",
  "litho/collections/social-links.json": "LithoSocialLink",
  "litho/collections/testimonials.json": "LithoTestimonial",
  "litho/collections/clients.json": "LithoClient",
};

/**
 * Folders whose every file is one document of a type: demo pages (one JSON per route, any depth),
 * menus and footer variants. Collections stay listed file by file above.
 */
const typeByFolder: [prefix: string, typeName: string][] = [
  ["litho/pages/", "LithoPage"],
  ["litho/menus/", "LithoMenu"],
  ["litho/footers/", "LithoFooter"],
];

interface JsonFileNode {
  relativePath: string;
}

export const jsonTypeName = ({ node }: { node: JsonFileNode }): string => {
  const typeName =
    typeByFile[node.relativePath] ?? typeByFolder.find(([prefix]) => node.relativePath.startsWith(prefix))?.[1];
  if (!typeName) {
    throw new Error(
      `data/${node.relativePath} has no GraphQL type. Add it to src/node/json-types.ts and describe it in src/node/schema.ts.`,
    );
  }
  return typeName;
};
