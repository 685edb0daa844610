import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { PartSets } from "./page-parts";
import { documentPages } from "./document-pages";
import { withListingPages, withViewPages, type ListingPost, type ListingSectionData } from "./listing-pages";
import { productGridViews, withProductPages, type GridProduct } from "./product-pages";
import { blogTypePages, portfolioPages, type PlannedPage } from "./routes";

/**
 * Creates every demo route: the page documents (with the further pages of blog listings), the
 * portfolio pages and the blog-type posts.
 * One GraphQL query per kind; any problem stops the build with a message naming the data file.
 */

const template = (name: string): string => path.resolve(`src/templates/${name}.tsx`);

interface DocumentsQuery {
  allLithoPage: {
    nodes: {
      id: string;
      path: string;
      sourceFile: string;
      sectionTypes: string[];
      sectionLayouts: string[];
      typeface: string | null;
      accent: { color: string; text: string; onDark: string; on: string; deep: string | null; tint: string | null } | null;
      header: { menu: string; variant: string; sidePanel: boolean | null; topBar: boolean | null };
      pageTitle: { title: string } | null;
      footer: { name: string };
      sections: (ListingSectionData & {
        __typename: string;
        productPages?: boolean | null;
        gridPerPage?: number | null;
        gridFilter?: boolean | null;
        gridSidebar?: string | null;
        gridCategory?: string | null;
      })[];
    }[];
  };
  allLithoProduct: { nodes: (GridProduct & { slug: string })[] };
  allLithoProductCategory: { nodes: { slug: string; title: string }[] };
  allLithoFooter: { nodes: { name: string; variant: string }[] };
  allLithoBlogPost: { nodes: ListingPost[] };
}

interface BlogQuery {
  allLithoBlogPost: { nodes: { id: string; jsonId: number }[] };
  allLithoBlogPostType: { nodes: { type: string; allPosts: boolean; postIds: number[] }[] };
}

const run = async <T>({ graphql, reporter }: CreatePagesArgs, kind: string, query: string): Promise<T | undefined> => {
  const result = await graphql<T>(query);
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`Could not query the demo ${kind}`, result.errors);
    return undefined;
  }
  return result.data;
};

/** Creates the pages and returns their paths. */
const createAll = <P extends PlannedPage<object>>(args: CreatePagesArgs, component: (page: P) => string, pages: readonly P[]): string[] =>
  pages.map((page) => {
    args.actions.createPage({ path: page.path, component: component(page), context: page.context });
    return page.path;
  });

/** Creates the demo pages of page documents, portfolios and blog posts; returns the paths it created. */
export const createLithoPages = async (args: CreatePagesArgs): Promise<string[]> => {
  const { reporter } = args;
  const created: string[] = [];

  const documents = await run<DocumentsQuery>(
    args,
    "page documents",
    `{
      allLithoPage {
        nodes {
          id path sourceFile sectionTypes sectionLayouts typeface accent { color text onDark on deep tint } header { menu variant sidePanel topBar } pageTitle { title } footer { name }
          sections {
            __typename
            ... on LithoBlogListingSection { perPage filter sidebar blogType category order }
            ... on LithoProductDetailSection { productPages }
            ... on LithoProductGridSection { gridPerPage: perPage gridFilter: filter gridSidebar: sidebarPosition gridCategory: category }
          }
        }
      }
      allLithoFooter { nodes { name variant } }
      allLithoBlogPost { nodes { jsonId blogType category tags date } }
      allLithoProduct(sort: { jsonId: ASC }) { nodes { slug category } }
      allLithoProductCategory { nodes { slug title } }
    }`,
  );
  if (documents) {
    const footerVariants = new Map(documents.allLithoFooter.nodes.map((footer) => [footer.name, footer.variant]));
    const planned = documentPages(
      documents.allLithoPage.nodes.map((node) => ({
        id: node.id,
        path: node.path,
        file: node.sourceFile,
        sectionTypes: node.sectionTypes,
        sectionLayouts: node.sectionLayouts,
        accent: node.accent,
        menu: node.header.menu,
        footer: node.footer.name,
        chrome: {
          headerVariant: node.header.variant,
          sidePanel: Boolean(node.header.sidePanel),
          topBar: Boolean(node.header.topBar),
          pageTitle: node.pageTitle !== null,
          footerVariant: footerVariants.get(node.footer.name),
          typeface: node.typeface,
        },
      })),
    );
    const listings = new Map(
      documents.allLithoPage.nodes.map((node) => [
        node.id,
        { file: node.sourceFile, sections: node.sections.filter((section) => section.__typename === "LithoBlogListingSection") },
      ]),
    );
    const withListings = withListingPages(planned.pages, listings, documents.allLithoBlogPost.nodes);
    const grids = new Map(
      documents.allLithoPage.nodes.map((node) => [
        node.id,
        {
          file: node.sourceFile,
          sections: node.sections
            .filter((section) => section.__typename === "LithoProductGridSection")
            .map((section) => ({
              perPage: section.gridPerPage,
              filter: section.gridFilter,
              sidebar: section.gridSidebar,
              category: section.gridCategory,
            })),
        },
      ]),
    );
    const withGrids = withViewPages(
      withListings.pages,
      grids,
      productGridViews(
        documents.allLithoProduct.nodes,
        new Map(documents.allLithoProductCategory.nodes.map((category) => [category.slug, category.title])),
      ),
      "product-grid",
    );
    const withProducts = withProductPages(
      withGrids.pages,
      new Set(
        documents.allLithoPage.nodes
          .filter((node) => node.sections.some((section) => section.__typename === "LithoProductDetailSection" && section.productPages))
          .map((node) => node.id),
      ),
      documents.allLithoProduct.nodes.map((product) => product.slug),
    );
    const errors = [...planned.errors, ...withListings.errors, ...withGrids.errors];
    if (errors.length > 0) {
      reporter.panicOnBuild(`Demo page documents are invalid:\n  ${errors.join("\n  ")}`);
      return created;
    }
    const sets = new PartSets(template("litho-page"));
    created.push(...createAll(args, (page) => sets.componentFor(page.parts), withProducts));
    sets.write();
  }

  created.push(...createAll(args, () => template("litho-portfolio"), portfolioPages()));

  const blog = await run<BlogQuery>(
    args,
    "blog posts",
    `{
      allLithoBlogPost { nodes { id jsonId } }
      allLithoBlogPostType { nodes { type allPosts postIds } }
    }`,
  );
  if (blog) {
    const planned = blogTypePages(
      blog.allLithoBlogPostType.nodes.map((node) => ({ type: node.type, postIds: node.allPosts ? ("all" as const) : node.postIds })),
      blog.allLithoBlogPost.nodes.map((node) => ({ id: node.id, postId: node.jsonId })),
    );
    if (planned.errors.length > 0) {
      reporter.panicOnBuild(`Demo blog data is invalid:\n  ${planned.errors.join("\n  ")}`);
      return created;
    }
    created.push(...createAll(args, () => template("litho-blog-post"), planned.pages));
  }
  return created;
};
