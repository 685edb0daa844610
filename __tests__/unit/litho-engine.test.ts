/**
 * The demo area's engine as pure logic: section type resolution, the page lists handed to
 * createPage (documents, portfolio, blog-type posts) and the selectors behind resolver fields.
 * What documents refer to (section types, menus, footers) is the data check's (data-check.test.ts).
 */
import fs from "node:fs";
import path from "node:path";
import {
  SECTIONS_DIR,
  SECTION_INDEX_FILE,
  listSectionTypes,
  sectionFragmentName,
  sectionIndexSource,
  sectionLibraryProblems,
  sectionTypeName,
} from "../../src/node/litho/section-library";
import { resolveSectionType } from "../../src/node/litho/schema";
import {
  blogPostPath,
  blogPostTypes,
  blogPostUrl,
  blogTypePages,
  portfolioLayouts,
  portfolioPages,
  portfolioStyles,
} from "../../src/node/litho/routes";
import { documentPages, type PageDocument } from "../../src/node/litho/document-pages";
import { postDateValue, selectByGroup, selectByIds, selectPosts, selectProjects } from "../../src/node/litho/select";
import { sectionComponents } from "../../src/litho/sections/all-sections";

describe("section types", () => {
  test("a kebab-case type names its union member", () => {
    expect(sectionTypeName("hero-slider")).toBe("LithoHeroSliderSection");
    expect(sectionTypeName("call-to-action")).toBe("LithoCallToActionSection");
    expect(sectionTypeName("stats")).toBe("LithoStatsSection");
  });

  test("the union's resolveType follows the section's type field", () => {
    expect(resolveSectionType({ type: "blog-grid" })).toBe("LithoBlogGridSection");
    expect(resolveSectionType({})).toBeUndefined();
    expect(resolveSectionType({ type: 3 })).toBeUndefined();
  });

  test("the library's types are its section folders", () => {
    const types = listSectionTypes();
    expect(types).toContain("hero-slider");
    expect(types).not.toContain("shared");
    expect(types).toContain("team");
  });

  test("every section folder holds its component, fragment and GraphQL type under the convention's names", () => {
    expect(sectionLibraryProblems()).toEqual([]);
  });

  test("the committed index is what the folders generate: every type mapped, every fragment spread", () => {
    const types = listSectionTypes();
    const committed = fs.readFileSync(path.join(SECTIONS_DIR, SECTION_INDEX_FILE), "utf8");
    expect(committed).toBe(sectionIndexSource(types));
    expect(Object.keys(sectionComponents).sort()).toEqual(types.map(sectionTypeName).sort());
    const unionFragment = committed.slice(committed.indexOf("fragment LithoSectionsFields"));
    for (const type of types) expect(unionFragment).toContain(`...${sectionFragmentName(type)}\n`);
  });
});

describe("page documents", () => {
  const doc = (overrides: Partial<PageDocument>): PageDocument => ({
    id: "node-1",
    path: "/litho/home-business",
    file: "litho/pages/home-business.json",
    sectionTypes: ["hero-slider", "stats"],
    sectionLayouts: [],
    menu: "main",
    footer: "business",
    chrome: { headerVariant: "white", sidePanel: false, pageTitle: true, footerVariant: "style-01" },
    ...overrides,
  });

  test("a valid document becomes a page with the chrome data in its context and the parts it renders", () => {
    const { pages, errors } = documentPages([doc({})]);
    expect(errors).toEqual([]);
    expect(pages).toEqual([
      {
        path: "/litho/home-business",
        context: { id: "node-1", menu: "main", footer: "business" },
        parts: { sections: ["LithoHeroSliderSection", "LithoStatsSection"], layouts: [], chrome: ["PageTitle", "RowLayout"] },
      },
    ]);
  });

  test("paths must live under /litho/ and be unique", () => {
    const { pages, errors } = documentPages([
      doc({}),
      doc({ id: "node-2", file: "litho/pages/copy.json" }),
      doc({ id: "node-3", path: "/about", file: "litho/pages/about.json" }),
      doc({ id: "node-4", path: "/litho/home-corporate/", file: "litho/pages/slash.json" }),
    ]);
    expect(pages.map((page) => page.path)).toEqual(["/litho/home-business"]);
    expect(errors).toHaveLength(3);
    expect(errors[0]).toContain("already used by data/litho/pages/home-business.json");
    expect(errors[1]).toContain("data/litho/pages/about.json");
    expect(errors[2]).toContain("without a trailing slash");
  });

  test("a home's headline face loads with it; a face the list lacks is refused, naming the file and the faces there are", () => {
    const chrome = { headerVariant: "white", sidePanel: false, pageTitle: false, footerVariant: "style-01" };
    const { pages } = documentPages([doc({ chrome: { ...chrome, typeface: "oswald" } })]);
    expect(pages[0].parts.chrome).toEqual(["RowLayout", "TypefaceOswald"]);
    const { pages: none, errors } = documentPages([doc({ chrome: { ...chrome, typeface: "Oswald" } })]);
    expect(none).toEqual([]);
    expect(errors).toEqual([
      expect.stringMatching(/^data\/litho\/pages\/home-business.json: typeface "Oswald" is not one of bodoni-moda, .*, syne$/),
    ]);
  });
});

describe("portfolio routes", () => {
  const pages = portfolioPages();

  test("6 styles × 5 layouts + 3 special layouts + 5 single projects = 38 pages", () => {
    expect(portfolioStyles).toHaveLength(6);
    expect(portfolioLayouts).toHaveLength(5);
    expect(pages).toHaveLength(38);
    expect(pages.filter((page) => page.context.kind === "grid")).toHaveLength(30);
    expect(pages.filter((page) => page.context.kind === "single")).toHaveLength(5);
    expect(new Set(pages.map((page) => page.path)).size).toBe(38);
  });

  test("route names follow the spec", () => {
    const paths = pages.map((page) => page.path);
    expect(paths).toContain("/litho/portfolio/portfolio-classic-two-column");
    expect(paths).toContain("/litho/portfolio/portfolio-switch-image-metro");
    expect(paths).toContain("/litho/portfolio/portfolio-scattered");
    expect(paths).toContain("/litho/portfolio/portfolio-justified-gallery");
    expect(paths).toContain("/litho/portfolio/portfolio-slider");
    expect(paths).toContain("/litho/portfolio/single-project-page-01");
    expect(paths).toContain("/litho/portfolio/single-project-page-05");
  });

  test("single project page N shows project N; grids carry no project", () => {
    const single = pages.find((page) => page.path.endsWith("single-project-page-03"));
    expect(single?.context).toMatchObject({ kind: "single", variant: 3, projectId: 3 });
    expect(pages.find((page) => page.context.kind === "grid")?.context.projectId).toBe(0);
  });
});

describe("blog-type routes", () => {
  const posts = [1, 2, 3].map((postId) => ({ id: `node-${postId}`, postId }));
  const allTypes = blogPostTypes.map((type) => ({ type, postIds: type === "blog-standard-post" ? ("all" as const) : [2] }));

  test("'all' gives every post the type; lists give the listed posts", () => {
    const { pages, errors } = blogTypePages(allTypes, posts);
    expect(errors).toEqual([]);
    expect(pages).toHaveLength(3 + 8);
    expect(pages[0]).toEqual({
      path: "/litho/blog-types/blog-standard-post/1",
      context: { id: "node-1", postId: 1, postType: "blog-standard-post" },
    });
    expect(pages.map((page) => page.path)).toContain("/litho/blog-types/blog-audio-post/2");
  });

  test("a missing type, an unknown type and an unknown post are all reported", () => {
    const types = [...allTypes.filter((entry) => entry.type !== "blog-audio-post"), { type: "blog-podcast-post", postIds: [1] }];
    types[1] = { type: types[1].type, postIds: [99] };
    const { errors } = blogTypePages(types, posts);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringContaining('no entry for "blog-audio-post"'),
        expect.stringContaining('unknown type "blog-podcast-post"'),
        expect.stringContaining("lists post 99"),
      ]),
    );
  });

  test("cards link to the post's own link, else its standard-post page", () => {
    expect(blogPostUrl(7)).toBe("/litho/blog-types/blog-standard-post/7");
    expect(blogPostUrl(7, "/litho/blogs/blog-post-layout-01")).toBe("/litho/blogs/blog-post-layout-01");
    expect(blogPostPath("blog-gallery-post", 4)).toBe("/litho/blog-types/blog-gallery-post/4");
  });
});

describe("selectors", () => {
  const posts = [
    { jsonId: 3, blogType: "masonry", category: ["startup", "design"] },
    { jsonId: 1, blogType: "masonry", category: ["startup"] },
    { jsonId: 2, blogType: "grid", category: ["startup"] },
    { jsonId: 4, blogType: "masonry", category: ["travel"] },
  ];

  test("posts by blogType and category, in id order, limited", () => {
    expect(selectPosts(posts, { blogType: "masonry", category: "startup" }).map((post) => post.jsonId)).toEqual([1, 3]);
    expect(selectPosts(posts, { category: "startup", limit: 2 }).map((post) => post.jsonId)).toEqual([1, 2]);
    expect(selectPosts(posts, {}).map((post) => post.jsonId)).toEqual([1, 2, 3, 4]);
  });

  test("posts newest published first, skipping the ones another section shows", () => {
    const dated = [
      { jsonId: 1, blogType: "grid", category: ["news"], date: "1 January 2024" },
      { jsonId: 2, blogType: "grid", category: ["news"], date: "26 December 2024" },
      { jsonId: 3, blogType: "grid", category: ["news"], date: "3 May 2024" },
      { jsonId: 4, blogType: "grid", category: ["news"], date: "26 December 2024" },
      { jsonId: 5, blogType: "grid", category: ["news"], date: "soon" },
    ];
    expect(selectPosts(dated, { order: "newest" }).map((post) => post.jsonId)).toEqual([2, 4, 3, 1, 5]);
    expect(selectPosts(dated, { order: "newest", skip: 1, limit: 2 }).map((post) => post.jsonId)).toEqual([4, 3]);
    expect(selectPosts(dated, { skip: 3 }).map((post) => post.jsonId)).toEqual([4, 5]);
    expect(postDateValue("8 June 2024")).toBeLessThan(postDateValue("10 June 2024"));
    expect(postDateValue("2024-06-08")).toBe(0);
  });

  test("posts most liked first, the authored order breaking ties", () => {
    const liked = [
      { jsonId: 1, blogType: "grid", category: ["news"], likes: 4 },
      { jsonId: 2, blogType: "grid", category: ["news"], likes: 30 },
      { jsonId: 3, blogType: "grid", category: ["news"], likes: 4 },
      { jsonId: 4, blogType: "grid", category: ["news"] },
    ];
    expect(selectPosts(liked, { order: "popular" }).map((post) => post.jsonId)).toEqual([2, 1, 3, 4]);
    expect(selectPosts(liked, { order: "popular", limit: 2 }).map((post) => post.jsonId)).toEqual([2, 1]);
    expect(selectPosts(liked, { order: "unknown" }).map((post) => post.jsonId)).toEqual([1, 2, 3, 4]);
  });

  test("projects by category", () => {
    const projects = [
      { jsonId: 2, category: ["travel"] },
      { jsonId: 1, category: ["fashion"] },
    ];
    expect(selectProjects(projects, { category: "travel" })).toEqual([{ jsonId: 2, category: ["travel"] }]);
    expect(selectProjects(projects, { limit: 1 })).toEqual([{ jsonId: 1, category: ["fashion"] }]);
  });

  test("explicit ids keep their order; unknown ids are skipped", () => {
    const members = [1, 2, 3, 4].map((jsonId) => ({ jsonId }));
    expect(selectByIds(members, [4, 9, 2]).map((member) => member.jsonId)).toEqual([4, 2]);
    expect(selectByIds(members, null, 2).map((member) => member.jsonId)).toEqual([1, 2]);
  });

  test("groups are sorted by their authored order", () => {
    const items = [
      { group: "a", order: 2 },
      { group: "b", order: 1 },
      { group: "a", order: 1 },
    ];
    expect(selectByGroup(items, "a")).toEqual([
      { group: "a", order: 1 },
      { group: "a", order: 2 },
    ]);
    expect(selectByGroup(items, null)).toEqual([]);
  });
});
