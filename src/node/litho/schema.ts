import type { CreateSchemaCustomizationArgs } from "gatsby";
import type { TaggedUnion } from "../data-check/schema-rules";
import { dataTypeDefs } from "../json-types";
import { blockTypeName, listBlockKinds, listSectionTypes, sectionLibraryTypeDefs, sectionTypeName } from "./section-library";
import {
  adjacentPost,
  blogCategories,
  listingHasCategoryPages,
  listingSummary,
  pageOfPosts,
  selectAll,
  selectByGroup,
  selectByIds,
  selectPosts,
  selectProjects,
} from "./select";
import { blogPostUrl } from "./routes";
import { inProductCategory, pageCountOf } from "../../litho/sections/shared/product-view";
import { productCategories } from "./product-pages";
import { iconLibrary } from "./icon-sets";

/**
 * The demo area's content model (data/litho/**), declared rather than inferred like the live
 * site's. Its SDL lives in two places: the types of data files in src/node/data-types/litho/
 * (collections/<name>.graphql for data/litho/collections/<name>.json, menus, footers, the side
 * panel, the page document in pages.graphql), and each section's type beside its component
 * (src/litho/sections/<type>/<type>.graphql, read by section-library.ts). Page documents hold an
 * ordered list of the LithoSection union, resolved from each section's `type`. This file holds
 * what SDL cannot say: the field extensions' resolvers and the unions' type resolvers.
 */

/** Resolver context as far as these resolvers use it. */
interface NodeModel {
  findAll: (args: { type: string }) => Promise<{ entries: Iterable<unknown> }>;
  getNodeById: (args: { id: string }) => unknown;
}
interface ResolverContext {
  nodeModel: NodeModel;
}
type Source = Record<string, unknown>;

const allNodes = async <T>(context: ResolverContext, type: string): Promise<T[]> => {
  const { entries } = await context.nodeModel.findAll({ type });
  return Array.from(entries) as T[];
};

const asNumber = (value: unknown): number | null => (typeof value === "number" ? value : null);
const asString = (value: unknown): string | null => (typeof value === "string" ? value : null);

const reviewsOf = (product: Source): Source[] => (Array.isArray(product.reviews) ? (product.reviews as Source[]) : []);

/** Up to four other products for a product's page: its category's first, then the rest, in the collection's order. */
export const relatedProducts = <P extends Source>(product: Source, all: readonly P[]): P[] => {
  const others = all.filter((candidate) => candidate.slug !== product.slug);
  const sameCategory = others.filter((candidate) => candidate.category === product.category);
  return [...sameCategory, ...others.filter((candidate) => candidate.category !== product.category)].slice(0, 4);
};

/** The mean of the reviews' stars to one decimal, as a shop shows it; 0 when there is none. */
export const averageRating = (reviews: readonly Source[]): number => {
  const stars = reviews.map((review) => asNumber(review.rating) ?? 0);
  return stars.length === 0 ? 0 : Math.round((stars.reduce((sum, value) => sum + value, 0) / stars.length) * 10) / 10;
};

type Post = Source & { jsonId: number; blogType: string; category: string[]; tags: string[]; date?: string };

/** The view of a listing a page shows: the page's context, passed through the page query's variables. */
interface ListingArgs {
  page?: number | null;
  category?: string | null;
  path?: string | null;
}

/**
 * Every post a blog section selects, before a listing pages them: the posts its `postIds` name, in
 * that order, when it names some; otherwise by its selector (blogType, category, order, skip, limit).
 */
const sectionPosts = async (source: Source, context: ResolverContext): Promise<Post[]> => {
  const posts = await allNodes<Post>(context, "LithoBlogPost");
  if (Array.isArray(source.postIds) && source.postIds.length > 0)
    return selectByIds(posts, source.postIds as number[], asNumber(source.limit));
  return selectPosts(posts, {
    blogType: asString(source.blogType),
    category: asString(source.category),
    order: asString(source.order),
    skip: asNumber(source.skip),
    limit: asNumber(source.limit),
  });
};
type Project = Source & { jsonId: number; category: string[] };

type Product = Source & { jsonId: number; category: string; colours: { name: string; hex: string }[] };
type ProductCategory = Source & { slug: string; title: string; order: number };

/** The products a grid section shows: its own category's, or all, in the collection's order. */
const sectionProducts = async (source: Source, context: ResolverContext): Promise<Product[]> =>
  inProductCategory(
    (await allNodes<Product>(context, "LithoProduct")).sort((a, b) => a.jsonId - b.jsonId),
    asString(source.category),
  );

/**
 * Field extensions: small, named resolvers the SDL attaches to fields (@lithoPosts …), so selection rules
 * live in src/node/litho/select.ts and the schema stays declarative.
 */
const fieldExtensions = [
  {
    name: "lithoByGroup",
    args: { type: "String!", from: "String!" },
    extend: (options: { type: string; from: string }) => ({
      resolve: async (source: Source, _args: unknown, context: ResolverContext) =>
        selectByGroup(await allNodes<Source & { group: string }>(context, options.type), asString(source[options.from])),
    }),
  },
  {
    name: "lithoByIds",
    args: { type: "String!", from: "String!" },
    extend: (options: { type: string; from: string }) => ({
      resolve: async (source: Source, _args: unknown, context: ResolverContext) =>
        selectByIds(
          await allNodes<Source & { jsonId: number }>(context, options.type),
          Array.isArray(source[options.from]) ? (source[options.from] as number[]) : null,
          asNumber(source.limit),
        ),
    }),
  },
  {
    name: "lithoAll",
    args: { type: "String!" },
    extend: (options: { type: string }) => ({
      resolve: async (source: Source, _args: unknown, context: ResolverContext) =>
        selectAll(await allNodes<Source>(context, options.type), options.type === "LithoFilterOption" ? null : asNumber(source.limit)),
    }),
  },
  {
    name: "lithoPosts",
    extend: () => ({
      resolve: async (source: Source, args: ListingArgs, context: ResolverContext) =>
        pageOfPosts(await sectionPosts(source, context), { perPage: asNumber(source.perPage), page: args.page, category: args.category }),
    }),
  },
  {
    // Null outside a listing's pages: only they pass the listing's path (src/node/litho/listing-pages.ts).
    name: "lithoListing",
    extend: () => ({
      resolve: async (source: Source, args: ListingArgs, context: ResolverContext) =>
        args.path
          ? {
              ...listingSummary(await sectionPosts(source, context), {
                perPage: asNumber(source.perPage),
                page: args.page,
                category: args.category,
              }),
              path: args.path,
            }
          : null,
    }),
  },
  {
    name: "lithoProducts",
    extend: () => ({
      resolve: async (source: Source, args: ListingArgs, context: ResolverContext) =>
        inProductCategory(await sectionProducts(source, context), args.category),
    }),
  },
  {
    // Null outside a grid's pages: only they pass the grid's path (src/node/litho/product-pages.ts).
    name: "lithoProductView",
    extend: () => ({
      resolve: async (source: Source, args: ListingArgs, context: ResolverContext) => {
        if (!args.path) return null;
        const products = await sectionProducts(source, context);
        const shown = inProductCategory(products, args.category);
        const pageCount = pageCountOf(shown.length, asNumber(source.perPage));
        const titles = new Map((await allNodes<ProductCategory>(context, "LithoProductCategory")).map((entry) => [entry.slug, entry]));
        const colours = new Map(products.flatMap((product) => product.colours).map((colour) => [colour.name.toLowerCase(), colour]));
        return {
          page: Math.min(Math.max(args.page ?? 1, 1), pageCount),
          pageCount,
          category: args.category ?? null,
          total: shown.length,
          path: args.path,
          categories: productCategories(products)
            .map((slug) => ({
              slug,
              title: titles.get(slug)?.title ?? slug,
              order: titles.get(slug)?.order ?? 0,
              count: inProductCategory(products, slug).length,
            }))
            .sort((a, b) => a.order - b.order),
          colours: [...colours.values()].sort((a, b) => a.name.localeCompare(b.name)),
        };
      },
    }),
  },
  {
    // The post before (step -1) or after (step 1) the source's postId in the collection's order; null at either end.
    name: "lithoAdjacentPost",
    args: { step: "Int!" },
    extend: (options: { step: number }) => ({
      resolve: async (source: Source, _args: unknown, context: ResolverContext) =>
        adjacentPost(await allNodes<Post>(context, "LithoBlogPost"), asNumber(source.postId), options.step),
    }),
  },
  {
    // The blog's widgets (categories, recent posts, tags) over every post, linking to the listing named by sidebarListing.
    name: "lithoWidgets",
    extend: () => ({
      resolve: async (source: Source, _args: unknown, context: ResolverContext) => {
        const path = asString(source.sidebarListing);
        return path ? { ...listingSummary(selectPosts(await allNodes<Post>(context, "LithoBlogPost"), {}), {}), path } : null;
      },
    }),
  },
  {
    // How many posts name the author (a LithoAuthorRef's id).
    name: "lithoAuthorPostCount",
    extend: () => ({
      resolve: async (source: Source, _args: unknown, context: ResolverContext) =>
        (await allNodes<Post & { author: number }>(context, "LithoBlogPost")).filter((post) => post.author === asNumber(source.id)).length,
    }),
  },
  {
    // The blog's categories with their counts over every post, named and pictured by the category-tiles collection,
    // each linking to its page of the listing named by `listing` when that listing makes category pages.
    name: "lithoBlogCategories",
    extend: () => ({
      resolve: async (source: Source, _args: unknown, context: ResolverContext) => {
        const posts = await allNodes<Post>(context, "LithoBlogPost");
        const tiles = await allNodes<Source & { key: string; category: string }>(context, "LithoCategoryTile");
        const path = asString(source.listing);
        const listing = path
          ? (await allNodes<Source & { path: string; sections: Source[] }>(context, "LithoPage")).find((page) => page.path === path)
          : undefined;
        return blogCategories(posts, tiles, {
          keys: Array.isArray(source.keys) ? (source.keys as string[]) : null,
          listing: listing && listingHasCategoryPages(listing.sections) ? listing.path : null,
        });
      },
    }),
  },
  {
    name: "lithoProductCount",
    extend: () => ({
      resolve: async (source: Source, _args: unknown, context: ResolverContext) =>
        inProductCategory(await allNodes<Product>(context, "LithoProduct"), asString(source.slug)).length,
    }),
  },
  {
    name: "lithoProjects",
    extend: () => ({
      resolve: async (source: Source, _args: unknown, context: ResolverContext) =>
        selectProjects(await allNodes<Project>(context, "LithoPortfolioProject"), {
          category: asString(source.category),
          limit: asNumber(source.limit),
        }),
    }),
  },
  {
    // An icon-grid section's set as its page draws it: names, copy texts and sprite addresses (icon-sets.ts).
    name: "lithoIconLibrary",
    extend: () => ({
      resolve: (source: Source) =>
        iconLibrary(
          asString(source.set) ?? "",
          Array.isArray(source.styles) ? (source.styles as string[]) : null,
          source.categories === true,
        ),
    }),
  },
  {
    // Resolves nothing: it declares that a plain String names a document of another type, for the
    // data check (src/node/data-check/), so the rule lives in the SDL.
    name: "lithoRef",
    args: { type: "String!", by: "String!" },
    extend: () => ({}),
  },
  {
    // A product's stars and count are those of the reviews it lists, so its summary always agrees with them.
    name: "lithoReviewCount",
    extend: () => ({ resolve: (source: Source) => reviewsOf(source).length }),
  },
  {
    name: "lithoReviewAverage",
    extend: () => ({ resolve: (source: Source) => averageRating(reviewsOf(source)) }),
  },
  {
    name: "lithoRelatedProducts",
    extend: () => ({
      resolve: async (source: Source, _args: unknown, context: ResolverContext) =>
        relatedProducts(
          source,
          (await allNodes<Product>(context, "LithoProduct")).sort((a, b) => a.jsonId - b.jsonId),
        ),
    }),
  },
  {
    name: "lithoPostUrl",
    extend: () => ({
      resolve: (source: Source) => blogPostUrl(Number(source.jsonId), asString(source.link)),
    }),
  },
  {
    name: "lithoSectionTypes",
    extend: () => ({
      resolve: (source: Source) =>
        Array.isArray(source.sections) ? source.sections.map((section: Source | null) => section?.type ?? null) : [],
    }),
  },
  {
    name: "lithoSectionLayouts",
    extend: () => ({
      resolve: (source: Source) =>
        (Array.isArray(source.sections) ? (source.sections as (Source | null)[]) : []).flatMap((section) =>
          typeof section?.type === "string" && typeof section.layout === "string" ? [`${section.type}:${section.layout}`] : [],
        ),
    }),
  },
  {
    name: "lithoSourceFile",
    extend: () => ({
      resolve: (source: Source, _args: unknown, context: ResolverContext) => {
        const parent = typeof source.parent === "string" ? (context.nodeModel.getNodeById({ id: source.parent }) as Source | null) : null;
        return asString(parent?.relativePath) ?? "litho/pages (unknown file)";
      },
    }),
  },
];

/** The SDL of the demo area: the section library's types, then the data files' (collections, menus, footers, documents). */
export const lithoTypeDefs = (): string[] => [sectionLibraryTypeDefs(), dataTypeDefs("litho")];

/** Page documents' sections: each section's `type` names its member of the LithoSection union. */
export const lithoSectionUnion = (): TaggedUnion => ({
  name: "LithoSection",
  tag: "type",
  members: new Map(listSectionTypes().map((type) => [type, sectionTypeName(type)])),
});

/** The union's resolver: a section's `type` names its member ("hero-slider" → LithoHeroSliderSection). */
export const resolveSectionType = (value: { type?: unknown }): string | undefined =>
  typeof value.type === "string" ? sectionTypeName(value.type) : undefined;

/** A text-blocks section's blocks: each block's `kind` names its member ("quote" → LithoQuoteBlock). */
export const lithoTextBlockUnion = (): TaggedUnion => ({
  name: "LithoTextBlock",
  tag: "kind",
  members: new Map(listBlockKinds().map((kind) => [kind, blockTypeName(kind)])),
});

/** The unions of page documents, each resolved by its tag: sections by `type`, text blocks by `kind`. */
export const lithoUnions = (): TaggedUnion[] => [lithoSectionUnion(), lithoTextBlockUnion()];

const resolveByTag =
  (union: TaggedUnion) =>
  (value: Record<string, unknown>): string | undefined => {
    const tag = value[union.tag];
    return typeof tag === "string" ? union.members.get(tag) : undefined;
  };

export const createLithoSchema = ({ actions, schema }: CreateSchemaCustomizationArgs): void => {
  for (const extension of fieldExtensions) {
    actions.createFieldExtension(extension as Parameters<typeof actions.createFieldExtension>[0]);
  }
  const [sections, ...others] = lithoUnions();
  actions.createTypes([
    ...lithoTypeDefs(),
    schema.buildUnionType({ name: sections.name, types: [...sections.members.values()], resolveType: resolveSectionType }),
    ...others.map((union) =>
      schema.buildUnionType({ name: union.name, types: [...union.members.values()], resolveType: resolveByTag(union) }),
    ),
  ]);
};
