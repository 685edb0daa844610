/**
 * The further pages of the shop's product grids, as listing-pages.ts makes them for blog listings:
 * the document's own path for the first page of every product, path/2 … for the next ones and,
 * when the grid has a sidebar or a filter, path/category/<slug> (then /2 …) for each category.
 */
import { isCategorySlug, type ListingView } from "../../litho/sections/shared/listing-paths";
import { inProductCategory, pageCountOf } from "../../litho/sections/shared/product-view";
import { productPagePath } from "../../litho/sections/shared/listing-paths";
import type { PlannedDocumentPage } from "./document-pages";
import type { ViewsOf } from "./listing-pages";

/** A product's own page: the product page's document, told which product to show. */
export interface ProductPageContext {
  productSlug: string;
  hasProduct: true;
}

/**
 * The page documents again, and after each one whose product-detail section asks for it one page per
 * product at path/<slug>, in the collection's order: every product card can lead to its own page.
 */
export const withProductPages = (
  pages: readonly PlannedDocumentPage[],
  documentIds: ReadonlySet<string>,
  slugs: readonly string[],
): PlannedDocumentPage[] =>
  pages.flatMap((page) =>
    documentIds.has(page.context.id)
      ? [
          page,
          ...slugs.map((slug) => ({
            ...page,
            path: productPagePath(page.path, slug),
            context: { ...page.context, productSlug: slug, hasProduct: true } as PlannedDocumentPage["context"] & ProductPageContext,
          })),
        ]
      : [page],
  );

/** A product-grid section's settings that decide its views. */
export interface ProductGridData {
  perPage?: number | null;
  sidebar?: string | null;
  filter?: boolean | null;
  category?: string | null;
}

export interface GridProduct {
  category: string;
}

/** Categories in the order the products first name them. */
export const productCategories = (products: readonly GridProduct[]): string[] => [...new Set(products.map((product) => product.category))];

export const productGridViews =
  (products: readonly GridProduct[], categoryNames: ReadonlyMap<string, string> = new Map()): ViewsOf<ProductGridData> =>
  (section) => {
    const selected = inProductCategory(products, section.category);
    const browsable = Boolean(section.filter) || (section.sidebar != null && section.sidebar !== "none");
    const categories = browsable && !section.category ? productCategories(selected) : [];
    const errors = categories
      .filter((category) => !isCategorySlug(category))
      .map((category) => `product category "${category}" cannot be an address: use lower-case letters, digits and dashes`);
    const views: ListingView[] = [null, ...categories].flatMap((category) =>
      Array.from({ length: pageCountOf(inProductCategory(selected, category).length, section.perPage) }, (_, index) => ({
        page: index + 1,
        category,
        categoryName: category ? (categoryNames.get(category) ?? null) : null,
      })),
    );
    return { views, errors };
  };
