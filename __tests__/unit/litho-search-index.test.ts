/**
 * The demo search's build half (collecting documents, serialising the index) and its query half
 * (loading the file and searching), plus the /litho index's route catalogue logic and the
 * agreement between the catalogue, the routes the engine builds and the coming routes derived from both.
 */
import fs from "node:fs";
import path from "node:path";
import {
  buildSearchIndexFile,
  collectSearchDocuments,
  EXCERPT_LIMIT,
  shorten,
  type SearchSources,
} from "../../src/node/litho/search-index";
import { createSearchEngine, loadSearchEngine, searchDemo, SEARCH_INDEX_VERSION } from "../../src/litho/search/search-engine";
import { normaliseQuery, queryFromLocation, type SearchDocument } from "../../src/litho/search/search-types";
import { catalogueProblems, catalogueStatus, comingRoutes, type CatalogueGroup } from "../../src/litho/demo-index/catalogue";
import { blogPostPath, portfolioPages } from "../../src/node/litho/routes";

const sources = (): SearchSources => ({
  posts: [
    {
      jsonId: 1,
      title: "The quiet power of a brief",
      content: "Writing the question down first.",
      category: ["startup"],
      tags: ["Creative"],
    },
    {
      jsonId: 2,
      title: "Travel light, design heavy",
      content: "Notes from a studio on the road.",
      category: ["travel"],
      tags: ["Lifestyle"],
    },
    // Its page is not built, so it must not become a dead result.
    { jsonId: 3, title: "Unpublished draft", content: "Not built.", category: [], tags: [] },
  ],
  projects: [
    {
      jsonId: 1,
      title: "Linen & Light",
      subtitle: "Lookbook",
      category: ["fashion"],
      client: "Northwind Co.",
      services: ["Art direction"],
      content: ["A calm spring lookbook."],
      link: "/litho/portfolio/single-project-page-01",
    },
  ],
  documents: [
    { id: "doc-1", path: "/litho/home-business", title: "Business", description: "A consulting firm's home page." },
    { id: "doc-2", path: "/litho/blogs/blog-grid", title: "Blog grid", description: "Every post in a grid." },
  ],
  pages: [
    { path: "/litho/home-business", context: { id: "doc-1" } },
    { path: "/litho/blogs/blog-grid", context: { id: "doc-2", listingPath: "/litho/blogs/blog-grid", listingPage: 1 } },
    { path: "/litho/blogs/blog-grid/2", context: { id: "doc-2", listingPath: "/litho/blogs/blog-grid", listingPage: 2 } },
    { path: "/litho/blogs/blog-grid/category/travel", context: { id: "doc-2", listingPath: "/litho/blogs/blog-grid", listingPage: 1 } },
    { path: "/litho/portfolio/portfolio-classic-two-column", context: { title: "Classic two column" } },
    { path: "/litho/portfolio/single-project-page-01", context: { title: "Single project 01" } },
    { path: blogPostPath("blog-standard-post", 1), context: { postId: 1 } },
    { path: blogPostPath("blog-standard-post", 2), context: { postId: 2 } },
    { path: blogPostPath("blog-gallery-post", 2), context: { postId: 2 } },
    { path: "/litho/page/search-result", context: {} },
    { path: "/litho", context: {} },
    { path: "/about", context: {} },
  ],
});

describe("collecting search documents", () => {
  const documents = collectSearchDocuments(sources());
  const byId = new Map(documents.map((document) => [document.id, document]));

  test("posts and projects are indexed once each, by their card text and link", () => {
    expect(byId.get("post-1")).toMatchObject({
      kind: "Blog post",
      url: blogPostPath("blog-standard-post", 1),
      title: "The quiet power of a brief",
    });
    expect(byId.get("post-1")?.keywords).toContain("startup");
    expect(byId.get("project-1")).toMatchObject({ kind: "Project", url: "/litho/portfolio/single-project-page-01" });
    expect(byId.get("project-1")?.excerpt).toContain("Northwind Co.");
  });

  test("items whose page is not built are left out", () => {
    expect(byId.has("post-3")).toBe(false);
  });

  test("page documents use their title and description; generated pages their context title", () => {
    expect(byId.get("page:/litho/home-business")).toMatchObject({
      kind: "Page",
      title: "Business",
      excerpt: "A consulting firm's home page.",
    });
    expect(byId.get("page:/litho/portfolio/portfolio-classic-two-column")).toMatchObject({
      kind: "Portfolio",
      title: "Classic two column",
    });
    expect(byId.get("page:/litho/portfolio/portfolio-classic-two-column")?.keywords).toContain("column");
  });

  test("blog-type pages, the results page itself and live-site pages are not separate results", () => {
    const urls = documents.filter((document) => document.id.startsWith("page:")).map((document) => document.url);
    expect(urls).not.toContain(blogPostPath("blog-gallery-post", 2));
    expect(urls).not.toContain("/litho/page/search-result");
    expect(urls).not.toContain("/about");
    expect(urls).toContain("/litho");
  });

  test("a blog listing is one result, its first page, not one per page or category", () => {
    const urls = documents.filter((document) => document.id.startsWith("page:")).map((document) => document.url);
    expect(urls.filter((url) => url.startsWith("/litho/blogs/"))).toEqual(["/litho/blogs/blog-grid"]);
  });

  test("ids are unique", () => {
    expect(new Set(documents.map((document) => document.id)).size).toBe(documents.length);
  });

  test("long texts are cut on a word boundary with an ellipsis", () => {
    const long = "word ".repeat(100);
    const cut = shorten(long);
    expect(cut.length).toBeLessThanOrEqual(EXCERPT_LIMIT);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut).not.toMatch(/wor…$/);
    expect(shorten("  short   text ")).toBe("short text");
  });
});

describe("searching the serialised index", () => {
  // Through JSON and back, exactly as the browser receives it.
  const file = JSON.parse(JSON.stringify(buildSearchIndexFile(sources())));
  const engine = loadSearchEngine(file);

  test("the file records its version and document count", () => {
    expect(file.version).toBe(SEARCH_INDEX_VERSION);
    expect(file.documentCount).toBe(collectSearchDocuments(sources()).length);
  });

  test("a title word finds its item, with what a result shows", () => {
    const [hit] = searchDemo(engine, "quiet");
    expect(hit).toEqual({
      id: "post-1",
      title: "The quiet power of a brief",
      excerpt: "Writing the question down first.",
      url: blogPostPath("blog-standard-post", 1),
      kind: "Blog post",
    });
  });

  test("partial words, small typos and hidden keywords match", () => {
    expect(searchDemo(engine, "look").map((hit) => hit.id)).toContain("project-1");
    expect(searchDemo(engine, "busines").map((hit) => hit.id)).toContain("page:/litho/home-business");
    expect(searchDemo(engine, "Northwnd").map((hit) => hit.id)).toContain("project-1");
    expect(searchDemo(engine, "startup").map((hit) => hit.id)).toContain("post-1");
  });

  test("every word must match", () => {
    expect(searchDemo(engine, "travel design").map((hit) => hit.id)).toEqual(["post-2"]);
    expect(searchDemo(engine, "travel lookbook")).toEqual([]);
  });

  test("nonsense and empty queries find nothing", () => {
    expect(searchDemo(engine, "qwxzzyv")).toEqual([]);
    expect(searchDemo(engine, "   ")).toEqual([]);
  });

  test("results are capped", () => {
    const many: SearchDocument[] = Array.from({ length: 50 }, (_, index) => ({
      id: `d${index}`,
      title: `Gold item ${index}`,
      excerpt: "",
      url: `/litho/x${index}`,
      kind: "Page",
      keywords: "",
    }));
    expect(searchDemo(createSearchEngine(many), "gold")).toHaveLength(30);
    expect(searchDemo(createSearchEngine(many), "gold", 5)).toHaveLength(5);
  });

  test("a file of another version is refused", () => {
    expect(() => loadSearchEngine({ ...file, version: 99 })).toThrow(/version/);
  });
});

describe("the query a visit carries", () => {
  test("navigation state wins over ?q=, both are tidied", () => {
    expect(queryFromLocation({ search: "?q=one", state: { search: "  two  words " } })).toBe("two words");
    expect(queryFromLocation({ search: "?q=gold%20bar", state: null })).toBe("gold bar");
    expect(queryFromLocation({ search: "", state: { search: "   " } })).toBe("");
    expect(queryFromLocation({})).toBe("");
    expect(normaliseQuery(" a \n b ")).toBe("a b");
  });
});

describe("route catalogue", () => {
  const groups: CatalogueGroup[] = [
    {
      key: "pages",
      title: "Pages",
      description: "",
      icon: "page",
      routes: [
        { path: "/litho/page/a", title: "A" },
        { path: "/litho/page/b", title: "B" },
      ],
    },
    { key: "types", title: "Types", description: "", icon: "media", routes: [{ path: "/litho/blog-types/x", title: "X", prefix: true }] },
  ];

  test("built routes link to their page, prefix entries to their first page, others are coming", () => {
    const status = catalogueStatus(groups, ["/litho/page/a", "/litho/blog-types/x/10", "/litho/blog-types/x/2"]);
    expect(status[0].routes.map((route) => route.href)).toEqual(["/litho/page/a", null]);
    expect(status[0].built).toBe(1);
    expect(status[1].routes[0].href).toBe("/litho/blog-types/x/2");
  });

  test("the coming routes are the catalogue's routes without a page", () => {
    expect(comingRoutes(groups, ["/litho/page/a", "/litho/blog-types/x/1"])).toEqual(["/litho/page/b"]);
    expect(comingRoutes(groups, ["/litho/page/a"])).toEqual(["/litho/page/b", "/litho/blog-types/x"]);
    expect(comingRoutes(groups, ["/litho/page/a", "/litho/page/b", "/litho/blog-types/x/3"])).toEqual([]);
  });

  test("a demo page the catalogue does not know, or a route listed twice, is a problem", () => {
    expect(catalogueProblems(groups, ["/litho/page/a", "/litho/blog-types/x/1", "/litho/page/a/2"])).toEqual([]);
    expect(catalogueProblems(groups, ["/litho/page/c"])).toEqual([
      "/litho/page/c is built but data/litho/route-catalogue.json does not list it (a mistyped path?)",
    ]);
    const twice = [
      ...groups,
      { key: "again", title: "Again", description: "", icon: "pages", routes: [{ path: "/litho/page/a", title: "A" }] },
    ];
    expect(catalogueProblems(twice, [])).toEqual(["data/litho/route-catalogue.json lists /litho/page/a twice"]);
  });
});

describe("the demo route data", () => {
  const dataDir = path.join(__dirname, "..", "..", "data", "litho");
  const catalogue = JSON.parse(fs.readFileSync(path.join(dataDir, "route-catalogue.json"), "utf8")) as { groups: CatalogueGroup[] };
  const all = catalogue.groups.flatMap((group) => group.routes);

  test("the catalogue has the spec's twelve groups and all 219 routes plus the nine post types", () => {
    expect(catalogue.groups.map((group) => group.key)).toEqual([
      "homes",
      "pages",
      "portfolio",
      "elements",
      "headers",
      "footers",
      "page-titles",
      "modals",
      "icons",
      "blogs",
      "blog-types",
      "shop",
    ]);
    expect(all.filter((route) => !route.prefix)).toHaveLength(219);
    expect(all.filter((route) => route.prefix)).toHaveLength(9);
  });

  test("every generated portfolio route is in the catalogue", () => {
    const paths = new Set(all.map((route) => route.path));
    for (const page of portfolioPages()) expect(paths).toContain(page.path);
  });
});
