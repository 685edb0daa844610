import fs from "node:fs";
import path from "node:path";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../lib/i18n/languages";

/**
 * Which GraphQL type each JSON file under data/ becomes. Explicit, so a maintainer can rename
 * a file without silently changing the schema, and an unknown file fails the build loudly.
 */
const typeByFile: Record<string, string> = {
  // Files that hold no words: one copy serves every language.
  "site/languages.json": "SiteLanguage",
  "site/prices.json": "PriceSheet",
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
 * The live site's texts: every language has its own copy of each, under the same name in its own
 * folder (data/site/en/about.json, data/site/zh-hk/about.json), and every copy is of the same type.
 */
const typeBySiteText: Record<string, string> = {
  "interface.json": "InterfaceText",
  "company.json": "Company",
  "navigation.json": "NavigationItem",
  "home.json": "HomePage",
  "about.json": "AboutPage",
  "products.json": "ProductCard",
  "products-page.json": "ProductsPage",
  "news.json": "NewsPage",
  "contact.json": "ContactPage",
  "services.json": "ServicesSection",
  "not-found.json": "NotFoundPage",
  "price-panel.json": "PricePanel",
  "gold-converter.json": "GoldConverter",
  "faq.json": "FaqSection",
  "trust.json": "TrustSection",
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

/** The text files every language has a copy of, by name: "about.json". */
export const siteTextFiles = (): string[] => Object.keys(typeBySiteText);

/** Where a language's copy of a text file lives, relative to data/: "site/zh-hk/about.json". */
export const siteTextPath = (code: string, file: string): string => `site/${code}/${file}`;

/** The language and text file of a path in a language's folder, e.g. "site/zh-hk/about.json". */
export const siteTextOf = (relativePath: string): { code: string; file: string } | undefined => {
  const [, code, file] = /^site\/([^/]+)\/([^/]+\.json)$/.exec(relativePath) ?? [];
  const known = LANGUAGES.some((language) => language.code === code) && Object.hasOwn(typeBySiteText, file ?? "");
  return known ? { code, file } : undefined;
};

/** The type of a file given by its path under data/, or undefined when json-types has none for it. */
export const jsonTypeNameOf = (relativePath: string): string | undefined => {
  const text = siteTextOf(relativePath);
  if (text) return typeBySiteText[text.file];
  return typeByFile[relativePath] ?? typeByFolder.find(([prefix]) => relativePath.startsWith(prefix))?.[1];
};

/**
 * The types themselves are SDL in a tree that mirrors data/: src/node/data-types/site/company.graphql
 * describes data/site/en/company.json, src/node/data-types/litho/menus.graphql the menus in
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

/** A language's text is described once for all languages: site/zh-hk/faq.json by site/faq.graphql. */
const sdlFileOf = (relativePath: string): string => {
  const [, code, file] = /^site\/([^/]+)\/([^/]+)$/.exec(relativePath) ?? [];
  const inLanguageFolder = LANGUAGES.some((language) => language.code === code);
  return (inLanguageFolder ? `site/${file}` : relativePath).replace(/\.json$/, ".graphql");
};

export const noJsonTypeMessage = (relativePath: string): string =>
  `data/${relativePath} has no GraphQL type. Add it to src/node/json-types.ts and describe it in ` +
  `${DATA_TYPES_DIR}/${sdlFileOf(relativePath)}.`;

/** Where a type's documents live, for messages: their folder, or their file. */
export const jsonSourceOf = (typeName: string): string | undefined => {
  const source =
    typeByFolder.find(([, folderType]) => folderType === typeName)?.[0] ??
    Object.keys(typeByFile).find((file) => typeByFile[file] === typeName) ??
    Object.keys(typeBySiteText)
      .filter((file) => typeBySiteText[file] === typeName)
      .map((file) => siteTextPath(DEFAULT_LANGUAGE.code, file))[0];
  return source && `data/${source}`;
};

export const jsonTypeName = ({ node }: { node: JsonFileNode }): string => {
  const typeName = jsonTypeNameOf(node.relativePath);
  if (!typeName) throw new Error(noJsonTypeMessage(node.relativePath));
  return typeName;
};
