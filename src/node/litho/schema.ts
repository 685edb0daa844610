import type { CreateSchemaCustomizationArgs } from "gatsby";
import type { TaggedUnion } from "../data-check/schema-rules";
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
 * site's. Entity collections become node types; page documents hold an ordered list of the
 * LithoSection union, resolved from each section's `type`.
 */
export const lithoEntityTypeDefs = /* GraphQL */ `
  type LithoAnimation {
    delay: Float!
    duration: Float!
    ease: String!
    repeat: Int!
  }

  type LithoSocialRef {
    icon: String!
    title: String!
    link: String!
  }

  type LithoTeamMember implements Node @dontInfer {
    jsonId: Int!
    img: File! @fileByRelativePath
    name: String!
    description: String!
    designation: String!
    socials: [LithoSocialRef!]!
  }

  type LithoBlogPost implements Node @dontInfer {
    "The post's id in the data (1, 2 …), used in its routes."
    jsonId: Int!
    category: [String!]!
    "grid, classic, simple, masonry, sideImage, metro, clean, widget, overlayImage, modern, standard or lifestyle"
    blogType: String!
    tags: [String!]!
    img: File! @fileByRelativePath
    title: String!
    "The excerpt shown on cards."
    content: String!
    "The article's paragraphs, shown on its post pages."
    body: [String!]!
    "Team member id (1–9)."
    author: Int!
    authorProfile: LithoTeamMember @link(by: "jsonId", from: "author")
    likes: Int!
    comments: Int!
    date: String!
    "Spans two columns in metro grids."
    double_col: Boolean!
    link: String
    "Where cards link: link, or the post's standard-post page."
    url: String! @lithoPostUrl
  }

  "A reader's comment on a post; replies nest one level."
  type LithoComment {
    name: String!
    "ISO 8601 with an offset: 2024-06-10T09:12:00+08:00"
    date: String!
    text: String!
    "Marks the post's own author answering."
    byAuthor: Boolean
    replies: [LithoComment!]
  }

  "The comments shown under one post (data/litho/collections/blog-comments.json)."
  type LithoCommentThread implements Node @dontInfer {
    postId: Int!
    comments: [LithoComment!]!
  }

  type LithoQuote {
    text: String!
    cite: String!
  }

  type LithoBlogPostType implements Node @dontInfer {
    "Route segment: blog-standard-post, blog-gallery-post …"
    type: String!
    title: String!
    "standard, gallery, slider, html5-video, youtube-video, vimeo-video, audio, blockquote or full-width"
    format: String!
    order: Int!
    "Every post is shown as this type (the standard post: every card links there)."
    allPosts: Boolean!
    "Otherwise, the ids of the posts shown as this type."
    postIds: [Int!]!
    gallery: [File!]! @fileByRelativePath
    video: File @fileByRelativePath
    "WebVTT captions for the HTML5 video."
    captions: File @fileByRelativePath
    "Still shown before a video plays or loads."
    poster: File @fileByRelativePath
    audio: File @fileByRelativePath
    cover: File @fileByRelativePath
    embedId: String
    quote: LithoQuote
  }

  type LithoPortfolioProject implements Node @dontInfer {
    jsonId: Int!
    title: String!
    subtitle: String!
    "Filter keys: fashion, travel, lifestyle, business."
    category: [String!]!
    img: File! @fileByRelativePath
    "Shown on hover by the switch-image style."
    hoverImg: File! @fileByRelativePath
    gallery: [File!]! @fileByRelativePath
    "portrait, landscape or square"
    shape: String!
    "Tile size in metro grids: regular, wide or tall."
    metro: String!
    client: String!
    date: String!
    services: [String!]!
    content: [String!]!
    link: String!
  }

  type LithoFilterOption implements Node @dontInfer {
    title: String!
    "* shows everything."
    key: String!
    order: Int!
  }

  type LithoCategoryTile implements Node @dontInfer {
    jsonId: Int!
    category: String!
    blogType: String!
    key: String!
    img: File! @fileByRelativePath
  }

  type LithoIconWithText implements Node @dontInfer {
    group: String!
    order: Int!
    img: File @fileByRelativePath
    icon: String
    textIcon: String
    title: String!
    content: String!
    link: String
    linkTitle: String
    animation: LithoAnimation!
  }

  type LithoFeature implements Node @dontInfer {
    group: String!
    order: Int!
    icon: String!
    title: String!
    content: String!
  }

  type LithoListItem implements Node @dontInfer {
    group: String!
    order: Int!
    icon: String
    content: String!
    title: String
    linkTitle: String
    link: String
    number: String
  }

  type LithoPricingPlan implements Node @dontInfer {
    "monthly, yearly, per-year or per-month"
    group: String!
    order: Int!
    title: String!
    subtitle: String!
    price: String!
    term: String!
    "Feature lines; **text** is bold."
    plans: [String!]!
    buttonTitle: String!
    buttonLink: String!
    icon: String
    isPopular: Boolean
  }

  type LithoTabBadge {
    title: String!
    color: String!
  }

  type LithoTabActivity {
    price: String
    img: File @fileByRelativePath
    title: String!
    content: String
    author: String
    badge: LithoTabBadge
    time: String
    accordionid: String
    accordionhref: String
    day: String
  }

  type LithoTabItem implements Node @dontInfer {
    "features, restaurant-menu or schedule"
    group: String!
    order: Int!
    tabTitle: String!
    subtitle: String
    title: String
    content: String
    img: File @fileByRelativePath
    buttonTitle: String
    buttonLink: String
    tabicons: String
    activities: [LithoTabActivity!]!
  }

  type LithoFeatureBox {
    icon: String!
    title: String!
    content: String!
  }

  type LithoServiceTab implements Node @dontInfer {
    order: Int!
    title: String!
    subtitle: String!
    img: File! @fileByRelativePath
    featurebox: [LithoFeatureBox!]!
  }

  type LithoCarouselCard implements Node @dontInfer {
    order: Int!
    subtitle: String!
    title: String!
    img: File! @fileByRelativePath
    btnTitle: String!
    btnLink: String!
  }

  type LithoSocialLink implements Node @dontInfer {
    group: String!
    order: Int!
    icon: String!
    title: String!
    color: String!
    link: String!
  }

  type LithoTestimonial implements Node @dontInfer {
    jsonId: Int!
    name: String!
    designation: String!
    quote: String!
    rating: Int!
    img: File! @fileByRelativePath
  }

  type LithoClient implements Node @dontInfer {
    order: Int!
    name: String!
    link: String!
    img: File! @fileByRelativePath
  }

  type LithoMegamenuGroup {
    title: String!
    dropdown: [LithoMenuItem!]!
  }

  "A menu entry; dropdowns nest up to three levels, megamenus hold titled groups."
  type LithoMenuItem {
    title: String!
    link: String
    icon: String
    img: File @fileByRelativePath
    dropdown: [LithoMenuItem!]
    megamenu: [LithoMegamenuGroup!]
  }

  type LithoMenu implements Node @dontInfer {
    name: String!
    items: [LithoMenuItem!]!
  }

  type LithoLink {
    title: String!
    link: String!
  }

  type LithoFooterColumn {
    title: String!
    submenu: [LithoLink!]!
  }

  type LithoFooterContact {
    address: String!
    phone: String!
    email: String!
  }

  "The headline band of the footers that have one (style-07, style-12)."
  type LithoFooterCta {
    title: String!
    link: LithoLink
  }

  "The heading and line over the footer's subscribe form; a general invitation when absent."
  type LithoFooterSubscribe {
    title: String!
    text: String
  }

  "The app block of the footers that have one (style-11): a heading, a line and the store buttons."
  type LithoFooterApps {
    title: String!
    text: String
    "app-store or google-play, each with its link."
    stores: [LithoStoreLink!]!
  }

  type LithoFooter implements Node @dontInfer {
    "Referenced by page documents' footer.name."
    name: String!
    "The chrome's footer variant (style-01 …)."
    variant: String!
    "dark (default), light or colour (the page's accent as the ground)"
    theme: String!
    about: String
    columns: [LithoFooterColumn!]!
    "{year} is replaced with the current year."
    copyright: String!
    credit: LithoLink
    socialGroup: String
    socials: [LithoSocialLink!]! @lithoByGroup(type: "LithoSocialLink", from: "socialGroup")
    contact: LithoFooterContact
    cta: LithoFooterCta
    subscribe: LithoFooterSubscribe
    apps: LithoFooterApps
  }

  "A piece in the demo shop's catalogue (data/litho/collections/products.json)."
  type LithoProduct implements Node @dontInfer {
    jsonId: Int!
    "Its key in the cart and in links: lower-case letters, digits and dashes."
    slug: String!
    name: String!
    "The slug of a LithoProductCategory."
    category: String! @lithoRef(type: "LithoProductCategory", by: "slug")
    categoryInfo: LithoProductCategory @link(by: "slug", from: "category")
    "In US dollars."
    price: Float!
    "The reduced price in US dollars, when the piece is on sale."
    salePrice: Float
    "The first is the card's picture; the second shows when a card is hovered; all make the gallery."
    images: [File!]! @fileByRelativePath
    colours: [LithoProductColour!]!
    sizes: [String!]!
    "Pieces in stock; 0 is sold out."
    stock: Int!
    "Average of the reviews, 0–5."
    rating: Float!
    reviewCount: Int!
    summary: String!
    description: [String!]!
    information: [LithoProductFact!]!
    reviews: [LithoProductReview!]!
  }

  type LithoProductColour {
    name: String!
    "#rrggbb, the swatch's fill."
    hex: String!
  }

  type LithoProductFact {
    label: String!
    value: String!
  }

  type LithoProductReview {
    author: String!
    rating: Int!
    "ISO 8601 with an offset."
    date: String!
    text: String!
  }

  "A category of the demo shop (data/litho/collections/product-categories.json)."
  type LithoProductCategory implements Node @dontInfer {
    slug: String!
    title: String!
    text: String!
    order: Int!
    image: File! @fileByRelativePath
    imageAlt: String!
    "How many products the category holds."
    productCount: Int! @lithoProductCount
  }

  "The copy of the header's side panel (data/litho/side-panel.json); its contact lines and socials come from the page's footer."
  type LithoSidePanel implements Node @dontInfer {
    title: String!
    text: String!
    "The heading over its subscribe form."
    subscribeTitle: String!
  }

  type LithoHeaderConfig {
    "The chrome's header variant: transparent, white, dark …"
    variant: String!
    "The name of a menu in data/litho/menus/."
    menu: String! @lithoRef(type: "LithoMenu", by: "name")
    "dark (default) or light"
    theme: String
    search: Boolean
    sidePanel: Boolean
    language: Boolean
    cart: Boolean
    "A thin bar over the header with the page footer's phone, e-mail, address and socials."
    topBar: Boolean
    "full, modern or classic; the mobile-menu variant shows it at every width"
    mobileMenu: String
    "normal (default), always-fixed, disable-fixed, reverse-scroll or responsive-sticky"
    sticky: String
  }

  type LithoPageTitleConfig {
    variant: String!
    title: String!
    subtitle: String
    image: File @fileByRelativePath
    imageAlt: String
    breadcrumbs: Boolean
    "Tiles behind the gallery-background variant, four to six (decorative)."
    gallery: [File!] @fileByRelativePath
    "A short muted clip behind the background-video variant (mp4)."
    video: File @fileByRelativePath
    "The clip's still, shown before playback and instead of it where motion is unwelcome."
    poster: File @fileByRelativePath
  }

  type LithoFooterConfig {
    "The name of a footer in data/litho/footers/."
    name: String! @lithoRef(type: "LithoFooter", by: "name")
    "Fixed behind the page on desktops and tablets (to 768 px)."
    parallax: Boolean
    "Fixed behind the page at exactly these breakpoints instead: desktop, lg (≤ 1199 px), md (≤ 991), sm (≤ 767), xs (≤ 575)."
    parallaxAt: [String!]
  }

  "A page's own accent colour; every role is a #rrggbb colour, and the build checks the text roles' contrast (src/litho/accent.ts)."
  type LithoAccent {
    "Decorative: rules, icons, fills of buttons and badges."
    color: String!
    "Text in the accent on white and on the tint (at least 4.5:1)."
    text: String!
    "Text in the accent on dark grounds (at least 4.5:1 on #121212 and #1e1e1e)."
    onDark: String!
    "Text on an accent fill (at least 4.5:1 on color)."
    on: String!
    "A deeper shade for gradients and hovers; text when absent."
    deep: String
    "The light band behind cream sections; the theme's cream when absent."
    tint: String
  }

  type LithoPage implements Node @dontInfer {
    path: String!
    title: String!
    description: String!
    "The page's accent colour instead of the theme's gold."
    accent: LithoAccent
    header: LithoHeaderConfig!
    pageTitle: LithoPageTitleConfig
    sections: [LithoSection!]!
    footer: LithoFooterConfig!
    "Each section's raw type, read before the union is resolved (page creation loads their components)."
    sectionTypes: [String]! @lithoSectionTypes
    "The document's path under data/, for messages."
    sourceFile: String! @lithoSourceFile
  }
`;

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
 * Field extensions: small, named resolvers the SDL above attaches to fields, so selection rules
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
    name: "lithoSourceFile",
    extend: () => ({
      resolve: (source: Source, _args: unknown, context: ResolverContext) => {
        const parent = typeof source.parent === "string" ? (context.nodeModel.getNodeById({ id: source.parent }) as Source | null) : null;
        return asString(parent?.relativePath) ?? "litho/pages (unknown file)";
      },
    }),
  },
];

/** The SDL of the demo area: the section library's types, then the entities, menus, footers and documents. */
export const lithoTypeDefs = (): string[] => [sectionLibraryTypeDefs(), lithoEntityTypeDefs];

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
