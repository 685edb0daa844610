import fs from "node:fs";
import path from "node:path";
import { DEFAULT_LANGUAGE, languageByCode, languageOfPath, pathInLanguage, unprefixedPath } from "../../src/lib/i18n/languages";
import { readDataFiles } from "../../src/node/data-check/data-files";
import { translationProblems } from "../../src/node/data-check/check-translations";
import { jsonTypeNameOf } from "../../src/node/json-types";
import { interfaceIndexSource } from "../../src/node/i18n/interface-index";

const chinese = languageByCode("zh-hk");

describe("language paths", () => {
  it("puts a live path in each language and back", () => {
    expect(pathInLanguage("/about", chinese)).toBe("/zh-hk/about");
    expect(pathInLanguage("/", chinese)).toBe("/zh-hk");
    expect(pathInLanguage("/contact?product=1kg#contact-form", chinese)).toBe("/zh-hk/contact?product=1kg#contact-form");
    expect(pathInLanguage("/zh-hk/about", DEFAULT_LANGUAGE)).toBe("/about");
    expect(pathInLanguage("/zh-hk", DEFAULT_LANGUAGE)).toBe("/");
    expect(pathInLanguage("/zh-hk/about", chinese)).toBe("/zh-hk/about");
  });

  it("leaves the demo area, fragments and other sites alone", () => {
    expect(pathInLanguage("/litho/home-startup", chinese)).toBe("/litho/home-startup");
    expect(pathInLanguage("#map", chinese)).toBe("#map");
    expect(pathInLanguage("https://example.com/about", chinese)).toBe("https://example.com/about");
    expect(pathInLanguage("mailto:desk@example.com", chinese)).toBe("mailto:desk@example.com");
  });

  it("tells a path's language by its prefix only", () => {
    expect(languageOfPath("/zh-hk/products").code).toBe("zh-hk");
    expect(languageOfPath("/zh-hk").code).toBe("zh-hk");
    expect(languageOfPath("/zh-hkx/products").code).toBe(DEFAULT_LANGUAGE.code);
    expect(unprefixedPath("/zh-hk/news-and-analysis")).toBe("/news-and-analysis");
  });
});

describe("translations", () => {
  it("gives a translation the type of its source, and prices one copy for all", () => {
    expect(jsonTypeNameOf("site/zh-hk/about.json")).toBe("AboutPage");
    expect(jsonTypeNameOf("site/zh-hk/prices.json")).toBeUndefined();
    expect(jsonTypeNameOf("site/fr/about.json")).toBeUndefined();
  });

  it("finds every language's copy of the site's files in step with its source", () => {
    const { files } = readDataFiles(path.join(__dirname, "../../data"));
    expect(translationProblems(files)).toEqual([]);
  });

  it("names a missing copy, a changed fact, a moved picture and a list of another length", () => {
    const source = {
      seo: { title: "About", image: "./images/a.jpg" },
      link: "/contact",
      time: "09:30",
      items: ["one", "two"],
      count: 3,
    };
    const copy = {
      seo: { title: "關於", image: "./images/a.jpg" },
      link: "/kontakt",
      time: "09:30",
      items: ["一"],
      count: 4,
    };
    const problems = translationProblems([
      { path: "site/en/about.json", content: source },
      { path: "site/zh-hk/about.json", content: copy },
    ]);
    expect(problems).toEqual(
      expect.arrayContaining([
        'data/site/zh-hk/about.json: seo.image: shows "./images/a.jpg", not the picture of its source ("./images/a.jpg" next to the source)',
        'data/site/zh-hk/about.json: link: is "/kontakt"; it must stay "/contact" as in its source',
        "data/site/zh-hk/about.json: items: has 1 items; its source has 2",
        "data/site/zh-hk/about.json: count: is 4; it must stay 3 as in its source",
        "data/site/zh-hk/company.json: missing; every language needs its own copy of data/site/en/company.json",
      ]),
    );
    expect(problems.some((problem) => problem.includes("seo.title"))).toBe(false);
  });
});

describe("generated from the languages", () => {
  it("keeps src/lib/i18n/all-interface-texts.ts in step with data/site/languages.json", () => {
    const committed = fs.readFileSync(path.join(__dirname, "../../src/lib/i18n/all-interface-texts.ts"), "utf8");
    expect(committed).toBe(interfaceIndexSource());
  });
});
