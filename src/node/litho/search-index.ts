/**
 * Build-time half of the demo search: collects the demo content (blog posts, portfolio projects
 * and every built demo page), fills a MiniSearch index and writes it to public/ as one JSON file.
 *
 * Why a static file rather than page context: page context lands in the results page's
 * page-data.json, which Gatsby prefetches whenever a link to that page comes into view (every
 * demo header's search form points there). A separate file is fetched only when someone actually
 * searches, is cached by the browser like any asset, and keeps the page itself light.
 *
 * It runs in onPostBootstrap: every page has been created by then (SitePage nodes exist), and the
 * hook runs in `gatsby develop` too, so the results page works in both.
 */
import fs from "node:fs";
import path from "node:path";
import type { Node, ParentSpanPluginArgs } from "gatsby";
import {
  createSearchEngine,
  SEARCH_INDEX_URL,
  serialiseSearchIndex,
  type SearchDocument,
  type SearchIndexFile,
} from "../../litho/search/search-engine";
import { blogPostUrl, LITHO_PREFIX } from "./routes";

/** Card excerpts are short already; longer texts (page descriptions) are cut to keep the file small. */
export const EXCERPT_LIMIT = 180;

export const shorten = (text: string, limit = EXCERPT_LIMIT): string => {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit - 1);
  // End on a word boundary so the excerpt never stops mid-word.
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), limit / 2)).replace(/[\s,.;:]+$/, "")}…`;
};

// The raw node shapes this module reads (only the fields it uses).
export interface PostSource {
  jsonId: number;
  title: string;
  content: string;
  category: readonly string[];
  tags: readonly string[];
  link?: string | null;
}

export interface ProjectSource {
  jsonId: number;
  title: string;
  subtitle: string;
  category: readonly string[];
  client: string;
  services: readonly string[];
  content: readonly string[];
  link: string;
}

export interface PageDocumentSource {
  id: string;
  path: string;
  title: string;
  description: string;
}

export interface SitePageSource {
  path: string;
  context?: Record<string, unknown> | null;
}

/** Pages never listed as results: the results page itself (searching for it leads nowhere new). */
const UNLISTED = new Set([`${LITHO_PREFIX}/page/search-result`]);

const unique = (words: readonly string[]): string => [...new Set(words.filter(Boolean))].join(" ");

const titleFromPath = (pagePath: string): string => {
  const slug = pagePath.split("/").filter(Boolean).pop() ?? "";
  const words = slug.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export interface SearchSources {
  posts: readonly PostSource[];
  projects: readonly ProjectSource[];
  documents: readonly PageDocumentSource[];
  pages: readonly SitePageSource[];
}

/**
 * Turns the demo content into search documents. Posts and projects are indexed once each, by
 * their card text; built pages are indexed by what describes them best: a page document by its
 * title and description, a generated page (portfolio layouts) by the title its context carries.
 * Blog-type post pages are the posts again in another format, so they are not listed twice.
 */
export const collectSearchDocuments = ({ posts, projects, documents, pages }: SearchSources): SearchDocument[] => {
  const built = new Set(pages.map((page) => page.path));
  const results: SearchDocument[] = [];

  for (const post of posts) {
    const url = blogPostUrl(post.jsonId, post.link);
    // A post whose page is not built would be a dead result; skip it rather than link nowhere.
    if (!built.has(url)) continue;
    results.push({
      id: `post-${post.jsonId}`,
      title: post.title,
      excerpt: shorten(post.content),
      url,
      kind: "Blog post",
      keywords: unique([...post.category, ...post.tags]),
    });
  }

  for (const project of projects) {
    if (!built.has(project.link)) continue;
    results.push({
      id: `project-${project.jsonId}`,
      title: project.title,
      // "Lookbook for Northwind Co." already ends a sentence; add a full stop only when needed.
      excerpt: shorten(`${project.subtitle} for ${project.client.replace(/\.$/, "")}. ${project.content[0] ?? ""}`),
      url: project.link,
      kind: "Project",
      keywords: unique([project.subtitle, project.client, ...project.category, ...project.services]),
    });
  }

  const documentsById = new Map(documents.map((document) => [document.id, document]));
  for (const page of pages) {
    if (!page.path.startsWith(`${LITHO_PREFIX}/`) && page.path !== LITHO_PREFIX) continue;
    if (UNLISTED.has(page.path) || page.path.startsWith(`${LITHO_PREFIX}/blog-types/`)) continue;
    const context = page.context ?? {};
    // A listing's further pages and categories are its first page again: one result is enough.
    if (typeof context.listingPath === "string" && context.listingPath !== page.path) continue;
    const document = typeof context.id === "string" ? documentsById.get(context.id) : undefined;
    const contextTitle = typeof context.title === "string" ? context.title : undefined;
    const contextDescription = typeof context.description === "string" ? context.description : undefined;
    const isPortfolio = page.path.startsWith(`${LITHO_PREFIX}/portfolio/`);
    const title = document?.title ?? contextTitle ?? titleFromPath(page.path);
    const excerpt =
      document?.description ??
      contextDescription ??
      (isPortfolio ? `${title}: a portfolio layout of the demo, with filters and hover effects.` : `The ${title} demo page.`);
    results.push({
      id: `page:${page.path}`,
      title,
      excerpt: shorten(excerpt),
      url: page.path,
      kind: isPortfolio ? "Portfolio" : "Page",
      // The path's words ("two column", "masonry") find layouts by the names people know them by.
      keywords: unique(
        page.path
          .split("/")
          .slice(2)
          .join(" ")
          .split(/[-\s]+/),
      ),
    });
  }
  return results;
};

export const buildSearchIndexFile = (sources: SearchSources): SearchIndexFile =>
  serialiseSearchIndex(createSearchEngine(collectSearchDocuments(sources)));

/** Where the file goes: public/ plus the URL the results page fetches. */
export const searchIndexFilePath = (root: string = process.cwd()): string => path.join(root, "public", ...SEARCH_INDEX_URL.split("/"));

type NodesOf = ParentSpanPluginArgs["getNodesByType"];
const nodesOf = <T>(getNodesByType: NodesOf, type: string): T[] => getNodesByType(type) as unknown as T[];

export const writeLithoSearchIndex = async ({ getNodesByType, reporter }: ParentSpanPluginArgs): Promise<void> => {
  const file = buildSearchIndexFile({
    posts: nodesOf<PostSource>(getNodesByType, "LithoBlogPost"),
    projects: nodesOf<ProjectSource>(getNodesByType, "LithoPortfolioProject"),
    documents: nodesOf<PageDocumentSource & Node>(getNodesByType, "LithoPage"),
    pages: nodesOf<SitePageSource>(getNodesByType, "SitePage"),
  });
  const target = searchIndexFilePath();
  const body = JSON.stringify(file);
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  await fs.promises.writeFile(target, body);
  reporter.info(`Demo search index: ${file.documentCount} documents, ${(body.length / 1024).toFixed(1)} KB at ${SEARCH_INDEX_URL}`);
};
