/*
 * The live site's text files as the static queries return them: every language's copy, each node
 * marked with its language, built from the real files under data/site/. Tests hand this to the
 * gatsby stand-in's useStaticQuery so components read the same words as on the built pages.
 */
import fs from "node:fs";
import path from "node:path";
import { LANGUAGES } from "../../src/lib/i18n/languages";

const SITE_DIR = path.join(__dirname, "../../data/site");

const read = (language: (typeof LANGUAGES)[number], file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(SITE_DIR, language.code, file), "utf8"));

/** One static-query field per file: `allInterfaceText: { nodes: [...] }`; list files give one node per item. */
const FILES: Readonly<Record<string, string>> = {
  allInterfaceText: "interface.json",
  allPricePanel: "price-panel.json",
  allGoldConverter: "gold-converter.json",
  allFaqSection: "faq.json",
  allTrustSection: "trust.json",
  allServicesSection: "services.json",
  allCompany: "company.json",
  allNavigationItem: "navigation.json",
  allProductCard: "products.json",
};

/** A product card's JSON `id` is the node's `slug` (see the schema's @proxy). */
const asNode = (item: Record<string, unknown>, language: string) => {
  const { id, ...rest } = item;
  return { ...rest, ...(id === undefined ? {} : { slug: id }), language };
};

export const siteTextNodes = (): Record<string, { nodes: unknown[] }> =>
  Object.fromEntries(
    Object.entries(FILES).map(([field, file]) => [
      field,
      {
        nodes: LANGUAGES.flatMap((language) => {
          const content = read(language, file);
          const items = Array.isArray(content) ? content : [content];
          return items.map((item) => asNode(item as Record<string, unknown>, language.code));
        }),
      },
    ]),
  );
