/**
 * Per-page section sets: the component path a page document gets, and the loader that turns the
 * template's import of the whole section library into an import of that page's sections only.
 */
import fs from "node:fs";
import path from "node:path";
import { SECTIONS_DIR, SECTION_INDEX_FILE } from "../../src/node/litho/section-library";
import { SectionSets, sectionSetId } from "../../src/node/litho/section-sets";

// The loader is plain CommonJS, because webpack requires it as it is.
const { pointTemplateAtSet, sectionSubset } = require("../../src/node/litho/section-set-loader.js") as {
  pointTemplateAtSet: (source: string, setId: string, file: string) => string;
  sectionSubset: (index: string, wanted: readonly string[]) => string;
};

const index = fs.readFileSync(path.join(SECTIONS_DIR, SECTION_INDEX_FILE), "utf8");

describe("section sets", () => {
  test("pages with the same types, in any order and repeated, share one component", () => {
    const sets = new SectionSets("/site/src/templates/litho-page.tsx");
    const a = sets.componentFor(["stats", "hero-slider", "stats"]);
    const b = sets.componentFor(["hero-slider", "stats"]);
    const c = sets.componentFor(["hero-slider", "team"]);
    expect(a).toBe(b);
    expect(a).not.toBe(c);
    expect(a).toBe(`/site/src/templates/litho-page.tsx?__contentFilePath=litho-sections/${sectionSetId(["hero-slider", "stats"])}`);
  });

  test("the template's library import is pointed at the set", () => {
    const template = 'import { x } from "gatsby";\nimport { sectionComponents } from "../litho/sections/all-sections";\n';
    expect(pointTemplateAtSet(template, "ab12cd34", "litho-page.tsx")).toContain('from "../litho/sections/all-sections?set=ab12cd34"');
  });

  test("a template that no longer imports the library fails the build", () => {
    expect(() => pointTemplateAtSet('import { y } from "./elsewhere";\n', "ab12cd34", "litho-page.tsx")).toThrow(/must import the section library once/);
  });

  test("a set module imports only its own sections", () => {
    const subset = sectionSubset(index, ["hero-slider", "stats"]);
    expect(subset).toContain('import { HeroSlider } from "./hero-slider/hero-slider";');
    expect(subset).toContain('import { Stats } from "./stats/stats";');
    expect(subset).toContain("LithoHeroSliderSection: HeroSlider, LithoStatsSection: Stats");
    expect(subset.match(/^import /gm)).toHaveLength(2);
    expect(subset).not.toContain("graphql");
  });

  test("a type with no section folder fails, naming it", () => {
    expect(() => sectionSubset(index, ["stats", "hero-slidr"])).toThrow(/No section folder for hero-slidr/);
  });
});
