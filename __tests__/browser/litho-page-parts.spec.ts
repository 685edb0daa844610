/*
 * A page made from a page document carries only what it renders. The scripts Gatsby loads for a
 * page are its component's chunk group (public/webpack.stats.json, beside the app's own); their
 * source maps tell which modules they hold. No page may load a section type it does not render, a
 * section layout kept apart (all-layouts.ts) that none of its sections names, or another header
 * layout than its own; and a browser loading a page asks for that group and nothing
 * of the kind beyond it.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, publicDir, rootDir, test } from "./support/fixtures";
import { headerVariantOf } from "../../src/litho/chrome/chrome-plan";
import { HEADER_LAYOUT_PARTS, resolveHeaderSettings } from "../../src/litho/chrome/header-settings";
import { LAYOUT_INDEX } from "../../src/node/litho/page-parts";

interface ChunkGroup {
  assets: { name: string }[];
}
interface Stats {
  namedChunkGroups: Record<string, ChunkGroup>;
  assetsByChunkName: Record<string, string[]>;
}
interface PageDocument {
  path: string;
  header: { variant: string };
  sections: { type: string; layout?: unknown }[];
}

const stats = (): Stats => JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as Stats;

const pageDocuments = (): PageDocument[] => {
  const dir = path.join(rootDir, "data", "litho", "pages");
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as PageDocument);
};

const componentChunkOf = (pagePath: string): string =>
  (JSON.parse(fs.readFileSync(path.join(publicDir, "page-data", pagePath, "page-data.json"), "utf8")) as { componentChunkName: string })
    .componentChunkName;

const scriptsOf = (group: ChunkGroup): string[] => group.assets.map((asset) => asset.name).filter((name) => name.endsWith(".js"));

/** The project's source files bundled in a script, from its source map. */
const sourcesOf = (script: string): string[] =>
  (JSON.parse(fs.readFileSync(path.join(publicDir, `${script}.map`), "utf8")) as { sources: string[] }).sources
    .map((source) => source.replace(/^webpack:\/\/[^/]*\//, "").replace(/^\.\//, ""))
    .filter((source) => source.startsWith("src/"));

const matches = (sources: readonly string[], pattern: RegExp): Set<string> =>
  new Set(sources.flatMap((source) => pattern.exec(source)?.slice(1, 2) ?? []));

const SECTION_SOURCE = /^src\/litho\/sections\/(?!shared\/)([a-z0-9-]+)\//;
const HEADER_LAYOUT_SOURCE = /^src\/litho\/chrome\/header-layout-([a-z-]+)\.tsx$/;

/** "LeftMenuClassicLayout" → "left-menu-classic": the file name of a header layout part. */
const layoutFile = (part: string): string =>
  part
    .replace(/Layout$/, "")
    .replace(/([a-z])([A-Z])/g, "$1-$2")
    .toLowerCase();

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is plain CommonJS, as webpack requires it, with no types.
const { indexEntries, indexImports } = require("../../src/node/litho/page-parts-loader.js") as Record<
  "indexEntries" | "indexImports",
  (index: string) => Map<string, string>
>;

/** Each key of the layouts index → the source file of its component, e.g. "pricing:rows" → "src/litho/ui/pricing-rows.tsx". */
const layoutSources = (): Map<string, string> => {
  const index = fs.readFileSync(path.join(rootDir, LAYOUT_INDEX), "utf8");
  const imports = indexImports(index);
  const dir = path.dirname(LAYOUT_INDEX).split(path.sep).join("/");
  return new Map([...indexEntries(index)].map(([key, component]) => [key, path.posix.join(dir, `${imports.get(component)}.tsx`)]));
};

test("every page document's scripts hold exactly the sections it renders, the layouts it names and its own header layout", () => {
  const layouts = layoutSources();
  expect(layouts.size, `no entries read from ${LAYOUT_INDEX}`).toBeGreaterThan(0);
  const layoutFiles = new Set(layouts.values());
  const groups = stats().namedChunkGroups;
  const documents = pageDocuments();
  expect(documents.length, "no page documents in data/litho/pages").toBeGreaterThan(0);
  for (const document of documents) {
    const group = groups[componentChunkOf(document.path)];
    expect(group, `${document.path}: its component has no chunk group in webpack.stats.json`).toBeDefined();
    const sources = scriptsOf(group).flatMap(sourcesOf);
    const rendered = new Set(document.sections.map((section) => section.type));
    expect([...matches(sources, SECTION_SOURCE)].sort(), `${document.path} loads the code of sections it does not render`).toEqual(
      [...rendered].sort(),
    );
    const named = document.sections.flatMap((section) => layouts.get(`${section.type}:${String(section.layout)}`) ?? []);
    expect(
      [...new Set(sources.filter((source) => layoutFiles.has(source)))].sort(),
      `${document.path} loads section layouts it does not name`,
    ).toEqual([...new Set(named)].sort());
    const layout = resolveHeaderSettings(headerVariantOf(document.header.variant), {}).layout;
    expect([...matches(sources, HEADER_LAYOUT_SOURCE)], `${document.path} loads another header layout`).toEqual([
      layoutFile(HEADER_LAYOUT_PARTS[layout]),
    ]);
  }
});

test("a browser loads a page document's chunk group and no other page's sections", async ({ page, testOrigin }) => {
  const requested = new Set<string>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin === testOrigin && url.pathname.endsWith(".js")) requested.add(url.pathname.slice(1));
  });
  const home = "/litho/home-business";
  await page.goto(home);
  await page.waitForLoadState("networkidle");
  const { namedChunkGroups, assetsByChunkName } = stats();
  const group = scriptsOf(namedChunkGroups[componentChunkOf(home)]);
  for (const script of group) expect(requested, `${home} did not load ${script}`).toContain(script);
  const expected = new Set([...group, ...assetsByChunkName.app]);
  const rendered = new Set(
    pageDocuments()
      .find((document) => document.path === home)
      ?.sections.map((section) => section.type),
  );
  // Whatever else came (on-demand chunks: Swiper, image hydration) holds no other page's sections.
  for (const script of [...requested].filter((name) => !expected.has(name))) {
    expect(
      [...matches(sourcesOf(script), SECTION_SOURCE)].filter((type) => !rendered.has(type)),
      script,
    ).toEqual([]);
  }
});

test("a page reached by client-side navigation arrives with its own styles, so nothing moves once it shows", async ({ page }) => {
  await page.goto("/litho/home-startup");
  // Gatsby's own navigation, as a Link click does it: the next page's chunk and stylesheet load before it renders.
  await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate("/litho/page/error-404"));
  const display = page.getByText("404", { exact: true });
  await expect(display).toBeVisible();
  // The section's stylesheet came with its chunk (not inlined in this document): the display type is the page's own.
  const style = await display.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { fontFamily: computed.fontFamily, fontSize: Number.parseFloat(computed.fontSize) };
  });
  expect(style.fontFamily).toMatch(/Playfair/);
  expect(style.fontSize).toBeGreaterThan(100);
  expect(await page.locator('style[data-href*="litho-parts"]').count(), "the first page's document inlines one part set's styles").toBe(1);
});
