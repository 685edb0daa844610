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
};

interface JsonFileNode {
  relativePath: string;
}

export const jsonTypeName = ({ node }: { node: JsonFileNode }): string => {
  const typeName = typeByFile[node.relativePath];
  if (!typeName) {
    throw new Error(
      `data/${node.relativePath} has no GraphQL type. Add it to src/node/json-types.ts and describe it in src/node/schema.ts.`,
    );
  }
  return typeName;
};
