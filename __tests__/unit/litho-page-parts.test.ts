/**
 * Per-page part sets: the component path a page document gets, and the loader that turns the
 * template's imports of the section library and the chrome parts into imports of that page's only.
 */
import fs from "node:fs";
import path from "node:path";
import { SECTIONS_DIR, SECTION_INDEX_FILE } from "../../src/node/litho/section-library";
import { LAYOUT_INDEX, PartSets, layoutKeys, partSetId, partSetOf } from "../../src/node/litho/page-parts";
import { sectionLayouts } from "../../src/litho/sections/all-layouts";
import { listSectionTypes } from "../../src/node/litho/section-library";
import { chromePartNames } from "../../src/litho/chrome/chrome-plan";
import { HEADER_LAYOUT_PARTS } from "../../src/litho/chrome/header-settings";
import { chromeParts } from "../../src/litho/chrome/all-chrome-parts";
import { TYPEFACES, typefacePart } from "../../src/litho/typefaces/typeface-names";

type LoaderContext = { resourceQuery: string; resourcePath: string };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is plain CommonJS, as webpack requires it, with no types.
const pagePartsLoader = require("../../src/node/litho/page-parts-loader.js") as ((this: LoaderContext, source: string) => string) & {
  pointTemplateAtSet: (source: string, setId: string, file: string) => string;
  indexSubset: (index: string, wanted: readonly string[], file: string) => string;
};
const { pointTemplateAtSet, indexSubset } = pagePartsLoader;

const sectionIndex = fs.readFileSync(path.join(SECTIONS_DIR, SECTION_INDEX_FILE), "utf8");
const chromeIndex = fs.readFileSync("src/litho/chrome/all-chrome-parts.ts", "utf8");
const layoutIndex = fs.readFileSync(LAYOUT_INDEX, "utf8");

describe("part sets", () => {
  test("pages with the same parts, in any order and repeated, share one component", () => {
    const sets = new PartSets("/site/src/templates/litho-page.tsx");
    const a = sets.componentFor(partSetOf(["stats", "hero-slider", "stats"], ["RowLayout"]));
    const b = sets.componentFor(partSetOf(["hero-slider", "stats"], ["RowLayout", "RowLayout"]));
    const c = sets.componentFor(partSetOf(["hero-slider", "stats"], ["RowLayout", "PageTitle"]));
    expect(a).toBe(b);
    expect(a).not.toBe(c);
    expect(a).toBe(
      `/site/src/templates/litho-page.tsx?__contentFilePath=litho-parts/${partSetId(partSetOf(["hero-slider", "stats"], ["RowLayout"]))}`,
    );
  });

  test("a set names the sections by their typenames", () => {
    expect(partSetOf(["stats", "hero-slider"], ["RowLayout"])).toEqual({
      sections: ["LithoHeroSliderSection", "LithoStatsSection"],
      layouts: [],
      chrome: ["RowLayout"],
    });
  });

  test("a set takes the layouts its sections name that are kept apart, and leaves the rest to the sections", () => {
    const set = partSetOf(
      ["pricing", "testimonials", "blog-grid"],
      [],
      ["testimonials:wall", "pricing:comparison", "blog-grid:masonry", "testimonials:wall"],
    );
    expect(set.layouts).toEqual(["pricing:comparison", "testimonials:wall"]);
    expect(partSetId(set)).not.toBe(partSetId(partSetOf(["pricing", "testimonials", "blog-grid"], [])));
  });

  test("the layouts index is read as the loader reads it, and each key names a section type", () => {
    expect([...layoutKeys()].sort()).toEqual(Object.keys(sectionLayouts).sort());
    const types = new Set(listSectionTypes());
    for (const key of layoutKeys()) expect(types).toContain(key.split(":")[0]);
  });
});

describe("chrome parts of a page", () => {
  const page = { headerVariant: "white", sidePanel: false, pageTitle: false, footerVariant: "style-01" };

  test("a plain page takes only its header's layout", () => {
    expect(chromePartNames(page)).toEqual(["RowLayout"]);
    expect(chromePartNames({ ...page, headerVariant: "left-menu-classic" })).toEqual(["LeftMenuClassicLayout"]);
  });

  test("a page title, a footer with a subscribe form and a side panel add theirs", () => {
    expect(chromePartNames({ ...page, pageTitle: true })).toEqual(["RowLayout", "PageTitle"]);
    expect(chromePartNames({ ...page, footerVariant: "style-04" })).toEqual(["RowLayout", "SubscribeForm", "FormOutcomeNotice"]);
    // The side panel brings its own form in its own chunk; the page keeps the notice for its plain posts.
    expect(chromePartNames({ ...page, sidePanel: true })).toEqual(["RowLayout", "FormOutcomeNotice"]);
  });

  test("a top bar adds its part, except beside a left menu, which has none", () => {
    expect(chromePartNames({ ...page, topBar: true })).toEqual(["RowLayout", "TopBar"]);
    expect(chromePartNames({ ...page, headerVariant: "left-menu-modern", topBar: true })).toEqual(["LeftMenuModernLayout"]);
  });

  test("only the footer with an app block loads the store buttons", () => {
    expect(chromePartNames({ ...page, footerVariant: "style-11" })).toEqual(["RowLayout", "FooterApps"]);
    expect(chromePartNames({ ...page, footerVariant: "style-10" })).not.toContain("FooterApps");
  });

  test("a home's own headline face adds its part; a name the list lacks adds none", () => {
    expect(chromePartNames({ ...page, typeface: "space-grotesk" })).toEqual(["RowLayout", "TypefaceSpaceGrotesk"]);
    expect(chromePartNames({ ...page, typeface: "comic-sans" })).toEqual(["RowLayout"]);
    for (const name of TYPEFACES) expect(chromeParts).toHaveProperty(typefacePart(name));
  });

  test("every header layout names a part the index has", () => {
    for (const part of Object.values(HEADER_LAYOUT_PARTS)) expect(chromeParts).toHaveProperty(part);
  });
});

describe("page-parts loader", () => {
  const template = [
    'import { x } from "gatsby";',
    'import { sectionComponents } from "../litho/sections/all-sections";',
    'import { sectionLayouts } from "../litho/sections/all-layouts";',
    'import { chromeParts } from "../litho/chrome/all-chrome-parts";',
    "",
  ].join("\n");

  test("points the template's three index imports at the set", () => {
    const rewritten = pointTemplateAtSet(template, "ab12cd34", "litho-page.tsx");
    expect(rewritten).toContain('from "../litho/sections/all-sections?set=ab12cd34"');
    expect(rewritten).toContain('from "../litho/sections/all-layouts?set=ab12cd34"');
    expect(rewritten).toContain('from "../litho/chrome/all-chrome-parts?set=ab12cd34"');
  });

  test("the template bundled without a part set fails the build, naming what Gatsby passed", () => {
    const bundle = (resourceQuery: string) => pagePartsLoader.call({ resourceQuery, resourcePath: "litho-page.tsx" }, template);
    expect(bundle("?__contentFilePath=litho-parts/ab12cd34&export=default")).toContain("all-sections?set=ab12cd34");
    expect(() => bundle("?export=default")).toThrow(
      /litho-page.tsx\?export=default was bundled without its "\?__contentFilePath=litho-parts\/<id>"/,
    );
    expect(() => bundle("")).toThrow(/litho-page.tsx was bundled without its "\?__contentFilePath=/);
  });

  test("a template that no longer imports all three fails the build", () => {
    expect(() => pointTemplateAtSet('import { y } from "../litho/sections/all-sections";\n', "ab12cd34", "litho-page.tsx")).toThrow(
      /must import the section library, the section layouts and the chrome parts once each/,
    );
  });

  test("a set's section module imports only its own sections", () => {
    const subset = indexSubset(sectionIndex, ["LithoHeroSliderSection", "LithoStatsSection"], "all-sections.ts");
    expect(subset).toContain('import { HeroSlider } from "./hero-slider/hero-slider";');
    expect(subset).toContain('import { Stats } from "./stats/stats";');
    expect(subset).toContain("export const sectionComponents = { LithoHeroSliderSection: HeroSlider, LithoStatsSection: Stats };");
    expect(subset.match(/^import /gm)).toHaveLength(2);
    expect(subset).not.toContain("graphql");
  });

  test("a set's chrome module imports only its own parts", () => {
    const subset = indexSubset(chromeIndex, ["RowLayout", "PageTitle"], "all-chrome-parts.ts");
    expect(subset).toBe(
      'import { RowLayout } from "./header-layout-row";\nimport { PageTitle } from "./page-title";\nexport const chromeParts = { RowLayout: RowLayout, PageTitle: PageTitle };\n',
    );
  });

  test("a set's layouts module imports only its own layouts, one import for a component under two keys", () => {
    const subset = indexSubset(layoutIndex, ["testimonials:carousel", "testimonials:carousel-split"], "all-layouts.ts");
    expect(subset).toBe(
      'import { TestimonialCarousel } from "./testimonials/testimonial-carousel";\n' +
        'export const sectionLayouts = { "testimonials:carousel": TestimonialCarousel, "testimonials:carousel-split": TestimonialCarousel };\n',
    );
    expect(indexSubset(layoutIndex, ["pricing:rows"], "all-layouts.ts")).toContain('import { PricingRows } from "../ui/pricing-rows";');
  });

  test("a key the index lacks fails, naming it", () => {
    expect(() => indexSubset(sectionIndex, ["LithoStatsSection", "LithoHeroSlidrSection"], "all-sections.ts")).toThrow(
      /all-sections.ts has no entry for LithoHeroSlidrSection/,
    );
  });
});
