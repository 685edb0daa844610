/**
 * The demo area's generated routes, as pure data: which pages exist and what each template is
 * told about them. gatsby-node only feeds these lists to createPage.
 */

export const LITHO_PREFIX = "/litho";

// ---------------------------------------------------------------------------------------------
// Portfolio
// ---------------------------------------------------------------------------------------------

export const portfolioStyles = ["classic", "boxed", "colorful", "bordered", "overlay", "switch-image"] as const;
export const portfolioLayouts = ["two-column", "three-column", "four-column", "masonry", "metro"] as const;
export type PortfolioStyle = (typeof portfolioStyles)[number];
export type PortfolioLayout = (typeof portfolioLayouts)[number];

/** The five single-project layouts; page N shows project N. */
export const SINGLE_PROJECT_VARIANTS = 5;

export type PortfolioPageContext =
  | { kind: "grid"; title: string; style: PortfolioStyle; layout: PortfolioLayout; projectId: number }
  | { kind: "scattered" | "justified-gallery" | "slider"; title: string; projectId: number }
  | { kind: "single"; title: string; variant: number; projectId: number };

export interface PlannedPage<Context> {
  path: string;
  context: Context;
}

const words = (slug: string): string => slug.replace(/-/g, " ");
const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const pad2 = (n: number): string => String(n).padStart(2, "0");

export const portfolioGridPath = (style: PortfolioStyle, layout: PortfolioLayout): string =>
  `${LITHO_PREFIX}/portfolio/portfolio-${style}-${layout}`;

export const singleProjectPath = (variant: number): string => `${LITHO_PREFIX}/portfolio/single-project-page-${pad2(variant)}`;

/**
 * Every portfolio route: 6 styles × 5 layouts, the three special layouts and the five single
 * project pages. `projectId` is 0 where no single project is shown (GraphQL variables must exist).
 */
export const portfolioPages = (): PlannedPage<PortfolioPageContext>[] => [
  ...portfolioStyles.flatMap((style) =>
    portfolioLayouts.map((layout) => ({
      path: portfolioGridPath(style, layout),
      context: { kind: "grid" as const, title: capitalise(`${words(style)} ${words(layout)}`), style, layout, projectId: 0 },
    })),
  ),
  ...(["scattered", "justified-gallery", "slider"] as const).map((kind) => ({
    path: `${LITHO_PREFIX}/portfolio/portfolio-${kind}`,
    context: { kind, title: capitalise(`${words(kind)} portfolio`), projectId: 0 },
  })),
  ...Array.from({ length: SINGLE_PROJECT_VARIANTS }, (_, index) => ({
    path: singleProjectPath(index + 1),
    context: { kind: "single" as const, title: `Single project ${pad2(index + 1)}`, variant: index + 1, projectId: index + 1 },
  })),
];

// ---------------------------------------------------------------------------------------------
// Blog-type posts
// ---------------------------------------------------------------------------------------------

/** The nine post types of spec section 2; data/litho/collections/blog-post-types.json must list exactly these. */
export const blogPostTypes = [
  "blog-standard-post",
  "blog-gallery-post",
  "blog-slider-post",
  "blog-html5-video-post",
  "blog-youtube-video-post",
  "blog-vimeo-video-post",
  "blog-audio-post",
  "blog-blockquote-post",
  "blog-full-width-post",
] as const;

export interface BlogTypeDefinition {
  type: string;
  /** Post ids shown as this type, or "all". */
  postIds: readonly number[] | "all";
}

export interface BlogPostPageContext {
  /** Gatsby node id of the post. */
  id: string;
  postId: number;
  postType: string;
}

export const blogPostPath = (postType: string, postId: number): string => `${LITHO_PREFIX}/blog-types/${postType}/${postId}`;

/** Where a post card links: the post's own `link` when set, else its standard-post page. */
export const blogPostUrl = (postId: number, link?: string | null): string => link || blogPostPath("blog-standard-post", postId);

/**
 * One page per (type, post) pair the type lists. Every post is a standard post, because every
 * listing's cards link there; the other types each showcase a handful of posts. Problems (a
 * type missing, an unknown type, an id with no post) come back as messages for panicOnBuild.
 */
export const blogTypePages = (
  types: readonly BlogTypeDefinition[],
  posts: readonly { id: string; postId: number }[],
): { pages: PlannedPage<BlogPostPageContext>[]; errors: string[] } => {
  const errors: string[] = [];
  const byPostId = new Map(posts.map((post) => [post.postId, post]));
  const known = new Set<string>(blogPostTypes);
  const listed = new Set(types.map((definition) => definition.type));
  for (const type of blogPostTypes) {
    if (!listed.has(type)) errors.push(`blog-post-types.json has no entry for "${type}"`);
  }
  const pages: PlannedPage<BlogPostPageContext>[] = [];
  for (const definition of types) {
    if (!known.has(definition.type)) {
      errors.push(`blog-post-types.json lists unknown type "${definition.type}" (known: ${blogPostTypes.join(", ")})`);
      continue;
    }
    const ids = definition.postIds === "all" ? posts.map((post) => post.postId) : definition.postIds;
    for (const postId of ids) {
      const post = byPostId.get(postId);
      if (!post) {
        errors.push(`blog-post-types.json: "${definition.type}" lists post ${postId}, which blog-posts.json does not have`);
        continue;
      }
      pages.push({ path: blogPostPath(definition.type, postId), context: { id: post.id, postId, postType: definition.type } });
    }
  }
  return { pages, errors };
};
