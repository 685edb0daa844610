/**
 * @jest-environment node
 *
 * The build's data check: the real data/ passes, and each kind of mistake in a copy of a real file
 * gives exactly one line naming the file, the JSON path, the problem and what is allowed.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { dataProblems, dataSchema } from "../../src/node/data-check/check-data";
import { readDataFiles } from "../../src/node/data-check/data-files";
import { dataRules } from "../../src/node/data-check/schema-rules";

const dataDir = path.join(__dirname, "..", "..", "data");
const schema = dataSchema();
const { files, problems: readProblems } = readDataFiles(dataDir);

/** An object or array of a copied file, open to a test's edit. */
type Json = Record<string, unknown>;

/** The object or array at `keys` inside a copied file: at(page, "hero") is page.hero, at(posts, 0) the first post. */
const at = (value: unknown, ...keys: (string | number)[]): Json =>
  keys.reduce<unknown>((inner, key) => (inner as Json)[key], value) as Json;

/** The problems of data/ with one file's content changed in a copy. */
const problemsWith = (file: string, change: (content: Json) => void): string[] => {
  const changed = files.map((entry) => (entry.path === file ? { ...entry, content: JSON.parse(JSON.stringify(entry.content)) } : entry));
  const target = changed.find((entry) => entry.path === file);
  if (!target) throw new Error(`no ${file} in data/`);
  change(target.content);
  return dataProblems(schema, changed, dataDir);
};

const business = "litho/pages/home-business.json";
const section = (page: Json, type: string): Json => (page.sections as Json[]).find((candidate) => candidate.type === type) ?? {};

test("the real data/ has no problems, checked in well under a second", () => {
  const started = performance.now();
  expect([...readProblems, ...dataProblems(schema, files, dataDir)]).toEqual([]);
  expect(performance.now() - started).toBeLessThan(1000);
  expect(files.some((file) => file.path.startsWith("site/"))).toBe(true);
  expect(files.some((file) => file.path.startsWith("litho/"))).toBe(true);
});

describe("unknown fields", () => {
  test("in a section, listing the section type's fields", () => {
    expect(problemsWith(business, (page) => (section(page, "stats").backgroud = "dark"))).toEqual([
      'data/litho/pages/home-business.json: sections[3] (stats): unknown field "backgroud"; allowed: type, anchor, heading, stats, layout, image, imageAlt, background',
    ]);
  });

  test("in a live page, at the top level", () => {
    expect(problemsWith("site/en/contact.json", (page) => (page.baner = page.banner))).toEqual([
      'data/site/en/contact.json: unknown field "baner"; allowed: seo, banner, office, visit, form, map',
    ]);
  });

  test("in a collection item, whose JSON id is written `id`", () => {
    expect(problemsWith("litho/collections/team-members.json", (team) => (at(team, 1).nmae = "Bryan"))).toEqual([
      'data/litho/collections/team-members.json: [1]: unknown field "nmae"; allowed: id, img, name, description, designation, socials',
    ]);
  });

  test("computed fields are not data", () => {
    expect(problemsWith(business, (page) => (section(page, "team").members = []))).toEqual([
      'data/litho/pages/home-business.json: sections[7] (team): unknown field "members"; allowed: type, anchor, heading, ids, limit, people, variant, layout, background',
    ]);
  });
});

test("a value of the wrong type", () => {
  expect(problemsWith(business, (page) => (at(section(page, "stats"), "stats", 0).value = "175"))).toEqual([
    'data/litho/pages/home-business.json: sections[3] (stats).stats[0].value: expected Int!, found "175"',
  ]);
  expect(problemsWith("site/en/products.json", (products) => (at(products, 0).specs = "99.99%"))).toEqual([
    'data/site/en/products.json: [0].specs: expected [ProductSpec!]!, found "99.99%"',
  ]);
});

test("a missing required field, and null where a value is required", () => {
  expect(problemsWith("site/en/home.json", (page) => delete at(page, "hero").title)).toEqual([
    'data/site/en/home.json: hero: missing required field "title" (String!)',
  ]);
  expect(problemsWith("litho/footers/classic.json", (footer) => (at(footer, "columns", 0, "submenu")[1] = null))).toEqual([
    "data/litho/footers/classic.json: columns[0].submenu[1]: expected LithoLink!, found null",
  ]);
});

test("a section of a type the library does not have, or of no type", () => {
  const allowed = [...schema.unions[0].members.keys()].join(", ");
  expect(problemsWith(business, (page) => (section(page, "stats").type = "stat"))).toEqual([
    `data/litho/pages/home-business.json: sections[3]: unknown type "stat"; allowed: ${allowed}`,
  ]);
  expect(problemsWith(business, (page) => delete section(page, "stats").type)).toEqual([
    `data/litho/pages/home-business.json: sections[3]: missing required field "type"; allowed: ${allowed}`,
  ]);
});

describe("references to what does not exist", () => {
  test("a menu and a footer", () => {
    expect(
      problemsWith(business, (page) => {
        at(page, "header").menu = "mian";
        at(page, "footer").name = "clasic";
      }),
    ).toEqual([
      // The allowed names are the menu and footer files there are, whatever they grow to.
      expect.stringMatching(
        /^data\/litho\/pages\/home-business\.json: header\.menu: no LithoMenu in data\/litho\/menus\/ has name "mian"; allowed: .*\bmain\b/,
      ),
      expect.stringMatching(
        /^data\/litho\/pages\/home-business\.json: footer\.name: no LithoFooter in data\/litho\/footers\/ has name "clasic"; allowed: .*\bclassic\b/,
      ),
    ]);
  });

  test("a collection item picked by id", () => {
    expect(problemsWith(business, (page) => (section(page, "team").ids = [2, 12]))).toEqual([
      "data/litho/pages/home-business.json: sections[7] (team).ids[1]: no LithoTeamMember in data/litho/collections/team-members.json has id 12; allowed: 1, 2, 3, 4, 5, 6, 7, 8, 9",
    ]);
  });

  test("a blog post's author", () => {
    expect(problemsWith("litho/collections/blog-posts.json", (posts) => (at(posts, 0).author = 10))).toEqual([
      "data/litho/collections/blog-posts.json: [0].author: no LithoTeamMember in data/litho/collections/team-members.json has id 10; allowed: 1, 2, 3, 4, 5, 6, 7, 8, 9",
    ]);
  });

  test("a group of a collection", () => {
    const [problem, ...rest] = problemsWith(business, (page) => (section(page, "icon-with-text").group = "business-service"));
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      /^data\/litho\/pages\/home-business\.json: sections\[1\] \(icon-with-text\)\.group: no LithoIconWithText in data\/litho\/collections\/icon-with-text\.json has group "business-service"; allowed: .*\bbusiness-services\b/,
    );
  });

  test("an image", () => {
    expect(problemsWith(business, (page) => (at(page, "sections", 0, "slides", 1).image = "../images/offices/coworking-99.jpg"))).toEqual([
      'data/litho/pages/home-business.json: sections[0] (hero-slider).slides[1].image: file "../images/offices/coworking-99.jpg" does not exist (data/litho/images/offices/coworking-99.jpg)',
    ]);
    expect(problemsWith("site/en/home.json", (page) => (at(page, "seo").image = "../../../package.json"))).toEqual([
      'data/site/en/home.json: seo.image: file "../../../package.json" is outside data/',
    ]);
  });
});

describe("files", () => {
  test("one that json-types does not know, or whose type the schema does not declare", () => {
    expect(dataProblems(schema, [...files, { path: "site/careers.json", content: {} }], dataDir)).toEqual([
      "data/site/careers.json has no GraphQL type. Add it to src/node/json-types.ts and describe it in src/node/data-types/site/careers.graphql.",
    ]);
    expect(dataProblems({ typeDefs: [], unions: [] }, [{ path: "site/en/home.json", content: {} }], dataDir)).toEqual([
      "data/site/en/home.json: its type HomePage (src/node/json-types.ts) is declared nowhere in the schema",
    ]);
  });

  test("one that is not JSON", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "data-check-"));
    fs.mkdirSync(path.join(dir, "site"));
    fs.writeFileSync(path.join(dir, "site", "home.json"), '{ "seo": { } ');
    const read = readDataFiles(dir);
    fs.rmSync(dir, { recursive: true });
    expect(read.files).toEqual([]);
    expect(read.problems).toEqual([expect.stringMatching(/^data\/site\/home\.json: not valid JSON \(.+\)$/)]);
  });
});

test("the rules are the SDL's: a field added there is allowed at once, its directives read as Gatsby does", () => {
  const rules = dataRules({
    typeDefs: [
      `type Shelf implements Node @dontInfer { jsonId: Int! label: String @proxy(from: "title") picture: File @fileByRelativePath books: [Book] @link(by: "jsonId", from: "bookIds") }
       type Book implements Node @dontInfer { jsonId: Int! }`,
    ],
    unions: [],
  });
  expect(Object.fromEntries(rules.objects.get("Shelf")?.keys ?? [])).toEqual({
    id: { type: { kind: "named", name: "Int", required: true }, references: [] },
    title: { type: { kind: "named", name: "String", required: false }, references: [] },
    picture: { type: { kind: "named", name: "File", required: false }, references: [] },
    bookIds: { references: [{ target: "Book", by: "id" }] },
  });
});

describe("the price sheet", () => {
  const prices = "site/prices.json";

  test("a missing price", () => {
    expect(problemsWith(prices, (sheet) => delete at(sheet, "quotes", 2).sell)).toEqual([
      'data/site/prices.json: quotes[2]: missing required field "sell" (Float!)',
    ]);
  });

  test("a negative price, and a sell price below the buy price", () => {
    expect(problemsWith(prices, (sheet) => (at(sheet, "quotes", 0).buy = -960))).toEqual([
      "data/site/prices.json: quotes[0] (gold-bar-1g).buy is -960; it must be a number greater than 0",
    ]);
    expect(problemsWith(prices, (sheet) => (at(sheet, "quotes", 3).sell = 37000))).toEqual([
      "data/site/prices.json: quotes[3] (gold-jewelry): sell (37000) is below buy (37320); the price we sell at must be at least the price we buy at",
    ]);
  });

  test("a date that cannot be read, or that has no offset", () => {
    for (const asAt of ["25/11/2026 10:30", "2026-11-25T10:30:00", "2026-13-45T10:30:00+08:00"]) {
      expect(problemsWith(prices, (sheet) => (sheet.asAt = asAt))).toEqual([
        `data/site/prices.json: asAt "${asAt}" cannot be read as a date and time; write it as 2026-11-25T10:30:00+08:00 (Hong Kong time, with its offset)`,
      ]);
    }
  });

  test("an unknown weight unit, and a converter reference that names no quote", () => {
    expect(problemsWith(prices, (sheet) => (at(sheet, "quotes", 1, "per").unit = "catty"))).toEqual([
      'data/site/prices.json: quotes[1] (gold-bar-500g).per.unit is "catty"; use one of gram, kilo, troyOunce, tael, mace',
    ]);
    expect(problemsWith(prices, (sheet) => (sheet.converterReference = "gold-bar-2kg"))).toEqual([
      'data/site/prices.json: converterReference "gold-bar-2kg" names no quote; use the product of one of the quotes',
    ]);
  });

  test("the converter's table of common weights uses known units", () => {
    expect(problemsWith("site/en/gold-converter.json", (texts) => (at(texts, "commonWeights", 0).unit = "catty"))).toEqual([
      'data/site/en/gold-converter.json: commonWeights[0].unit is "catty"; use one of gram, kilo, troyOunce, tael, mace',
    ]);
  });
});

describe("the office hours", () => {
  const company = "site/en/company.json";

  test("an unknown weekday, a time that is not HH:MM and closing before opening", () => {
    expect(
      problemsWith(company, (file) => {
        at(file, "hours", "weekly", 0, "days")[1] = "tues";
        at(file, "hours", "weekly", 0).opens = "9.30";
      }),
    ).toEqual([
      'data/site/en/company.json: hours.weekly[0].days: "tues" is not a weekday; use monday, tuesday, wednesday, thursday, friday, saturday, sunday',
      'data/site/en/company.json: hours.weekly[0].opens is "9.30"; write a 24-hour time such as 09:30 or 18:00',
    ]);
    expect(problemsWith(company, (file) => (at(file, "hours", "weekly", 0).closes = "08:00"))).toEqual([
      "data/site/en/company.json: hours.weekly[0]: closes (08:00) is not after opens (09:30)",
    ]);
  });

  test("a holiday that is not a calendar date", () => {
    expect(problemsWith(company, (file) => (at(file, "hours", "holidays", 0).date = "2026-02-30"))).toEqual([
      'data/site/en/company.json: hours.holidays[0].date is "2026-02-30"; write a calendar date as YYYY-MM-DD',
    ]);
  });
});
