import fs from "node:fs";
import path from "node:path";
import { LANGUAGES } from "../lib/i18n/languages";

/**
 * Which GraphQL type each JSON file under data/ becomes. Explicit, so a maintainer can rename
 * a file without silently changing the schema, and an unknown file fails the build loudly.
 */
const typeByFile: Record<string, string> = {
  "site/languages.json": "SiteLanguage",
  "site/interface.json": "InterfaceText",
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
  "site/prices.json": "PriceSheet",
  "site/price-panel.json": "PricePanel",
  "site/gold-converter.json": "GoldConverter",
  "site/faq.json": "FaqSection",
  "site/trust.json": "TrustSection",
  "litho/route-catalogue.json": "LithoRouteCatalogue",
  "litho/side-panel.json": "LithoSidePanel",
  // Demo entity collections: each file is an array, one node per item.
  "litho/collections/blog-posts.json": "LithoBlogPost",
  "litho/collections/blog-post-types.json": "LithoBlogPostType",
  "litho/collections/blog-comments.json": "LithoCommentThread",
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
  "litho/collections/products.json": "LithoProduct",
  "litho/collections/product-categories.json": "LithoProductCategory",
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

/** Files of the live site that hold no words: one copy serves every language. */
const LANGUAGE_NEUTRAL = new Set(["site/languages.json", "site/prices.json"]);

/** The live site's files that every language has its own copy of, e.g. "site/about.json". */
export const translatedSiteFiles = (): string[] =>
  Object.keys(typeByFile).filter((file) => file.startsWith("site/") && !LANGUAGE_NEUTRAL.has(file));

/**
 * A translation sits in its language's folder under the same name as its source and is of the same
 * type: site/zh-hk/about.json is an AboutPage like site/about.json.
 */
const sourceOfTranslation = (relativePath: string): string | undefined => {
  const [, code, file] = /^site\/([^/]+)\/([^/]+\.json)$/.exec(relativePath) ?? [];
  return LANGUAGES.some((language) => !language.default && language.code === code) ? `site/${file}` : undefined;
};

/** The type of a file given by its path under data/, or undefined when json-types has none for it. */
export const jsonTypeNameOf = (relativePath: string): string | undefined => {
  const translated = sourceOfTranslation(relativePath);
  if (translated) return LANGUAGE_NEUTRAL.has(translated) ? undefined : typeByFile[translated];
  return typeByFile[relativePath] ?? typeByFolder.find(([prefix]) => relativePath.startsWith(prefix))?.[1];
};

/**
 * The types themselves are SDL in a tree that mirrors data/: src/node/data-types/site/company.graphql
 * describes data/site/company.json, src/node/data-types/litho/menus.graphql the menus in
 * data/litho/menus/, and a `shared.graphql` holds the shapes several files of its folder use.
 */
export const DATA_TYPES_DIR = path.join("src", "node", "data-types");

const graphqlFilesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return graphqlFilesUnder(file);
      return entry.name.endsWith(".graphql") ? [file] : [];
    });

/** The SDL of one area's data files ("site" or "litho"), for createTypes and the data check. */
export const dataTypeDefs = (area: "site" | "litho", root: string = process.cwd()): string =>
  graphqlFilesUnder(path.join(root, DATA_TYPES_DIR, area))
    .map((file) => fs.readFileSync(file, "utf8"))
    .join("\n");

export const noJsonTypeMessage = (relativePath: string): string =>
  `data/${relativePath} has no GraphQL type. Add it to src/node/json-types.ts and describe it in ` +
  `${DATA_TYPES_DIR}/${relativePath.replace(/\.json$/, ".graphql")}.`;

/** Where a type's documents live, for messages: their folder, or their file. */
export const jsonSourceOf = (typeName: string): string | undefined => {
  const source =
    typeByFolder.find(([, folderType]) => folderType === typeName)?.[0] ??
    Object.keys(typeByFile).find((file) => typeByFile[file] === typeName);
  return source && `data/${source}`;
};

export const jsonTypeName = ({ node }: { node: JsonFileNode }): string => {
  const typeName = jsonTypeNameOf(node.relativePath);
  if (!typeName) throw new Error(noJsonTypeMessage(node.relativePath));
  return typeName;
};
