/*
 * A page inlines the app's stylesheet (tokens, fonts, global rules) and then its own page component's,
 * and no other page's styles (src/node/split-styles-by-page.ts, and gatsby-ssr's onPreRenderHTML for the
 * order). Read from the built HTML against the chunk groups Gatsby records in public/webpack.stats.json.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, publicDir, resolveBuiltFile, test } from "./support/fixtures";

interface Stats {
  assetsByChunkName: Record<string, string[]>;
}

const stats = (): Stats => JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as Stats;

const pageFolder = (pagePath: string): string => (pagePath === "/" ? "index" : pagePath);

const componentChunkOf = (pagePath: string): string =>
  (
    JSON.parse(fs.readFileSync(path.join(publicDir, "page-data", pageFolder(pagePath), "page-data.json"), "utf8")) as {
      componentChunkName: string;
    }
  ).componentChunkName;

/** The stylesheets a chunk group holds, by the address Gatsby notes on an inlined one. */
const stylesheetsOf = (files: readonly string[] = []): string[] => files.filter((file) => file.endsWith(".css")).map((file) => `/${file}`);

/** The addresses of the stylesheets inlined in a built page, in document order. */
const inlinedStylesheets = (pagePath: string): string[] => {
  const file = resolveBuiltFile(pagePath);
  if (!file) throw new Error(`${pagePath} is not built`);
  const html = fs.readFileSync(file, "utf8");
  return [...html.matchAll(/<style[^>]* data-href="([^"]+)"/g)].map((match) => match[1]);
};

const pages = ["/", "/contact", "/zh-hk/about", "/litho/home-business", "/litho/page/error-404", "/litho/blogs/blog-standard"];

for (const pagePath of pages) {
  test(`${pagePath} inlines the app's stylesheet, then its own page component's, and no other`, () => {
    const { assetsByChunkName } = stats();
    const app = stylesheetsOf(assetsByChunkName.app);
    const own = stylesheetsOf(assetsByChunkName[componentChunkOf(pagePath)]);
    expect(app, "the app's chunk has one stylesheet").toHaveLength(1);
    expect(own.length, `${pagePath}: its page component has no stylesheet of its own`).toBeGreaterThan(0);
    expect(inlinedStylesheets(pagePath)).toEqual([...app, ...own]);
  });
}
