/**
 * @jest-environment node
 *
 * The JSON Schemas VS Code checks data/ with: every real file passes its schema, the committed
 * schemas and settings are what the SDL makes now, each schema rejects the mistakes the build's
 * data check rejects, and the settings map every data file to exactly one schema.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";
import { dataProblems, dataSchema } from "../../src/node/data-check/check-data";
import { readDataFiles } from "../../src/node/data-check/data-files";
import { dataRules } from "../../src/node/data-check/schema-rules";
import { jsonTypeNameOf } from "../../src/node/json-types";
import {
  DATA_FOLDER,
  SCHEMAS_FOLDER,
  jsonSchemas,
  jsonText,
  schemaFileName,
  settingsWith,
  writeJsonSchemas,
  type SchemaSetting,
} from "../../src/node/editor/json-schemas";

const rootDir = path.join(__dirname, "..", "..");
const dataDir = path.join(rootDir, DATA_FOLDER);
const schema = dataSchema();
const rules = dataRules(schema);
const { files } = readDataFiles(dataDir);
const generated = jsonSchemas(rules, files);

type Json = Record<string, unknown>;

// Strict, so a schema ajv would read loosely (an unknown keyword, a misplaced one) fails here rather than in an editor.
const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });
const validators = new Map<string, ValidateFunction>();

/** The compiled schema of a type, as VS Code would load it from .vscode/schemas/. */
const validatorOf = (typeName: string): ValidateFunction => {
  const cached = validators.get(typeName);
  if (cached) return cached;
  const typeSchema = generated.schemas.get(schemaFileName(typeName));
  if (!typeSchema) throw new Error(`no schema for ${typeName}`);
  const validate = ajv.compile(typeSchema);
  validators.set(typeName, validate);
  return validate;
};

const errorLines = (errors: ErrorObject[] | null | undefined): string[] =>
  (errors ?? []).map((error) => `${error.instancePath || "/"} ${error.message ?? error.keyword}`);

/** What the schema of a file's type says of `content`: one line per error, empty when it passes. */
const schemaErrors = (file: string, content: unknown): string[] => {
  const typeName = jsonTypeNameOf(file);
  if (!typeName) throw new Error(`no type for ${file}`);
  const validate = validatorOf(typeName);
  return validate(content) ? [] : errorLines(validate.errors);
};

const contentOf = (file: string): unknown => {
  const found = files.find((entry) => entry.path === file);
  if (!found) throw new Error(`no ${file} in data/`);
  return found.content;
};

/** The object or array at `keys` inside a copied file. */
const at = (value: unknown, ...keys: (string | number)[]): Json =>
  keys.reduce<unknown>((inner, key) => (inner as Json)[key], value) as Json;

/** A copy of a real file with one change: what the schema and the data check say of it. */
const verdictsOn = (file: string, change: (content: Json) => void): { schema: string[]; dataCheck: string[] } => {
  const content = structuredClone(contentOf(file)) as Json;
  change(content);
  const changed = files.map((entry) => (entry.path === file ? { ...entry, content } : entry));
  return { schema: schemaErrors(file, content), dataCheck: dataProblems(schema, changed, dataDir) };
};

const business = "litho/pages/home-business.json";
const section = (page: Json, type: string): Json => (page.sections as Json[]).find((candidate) => candidate.type === type) ?? {};

test("every file under data/ passes the schema of its type", () => {
  const failures = files.flatMap((file) => {
    const errors = schemaErrors(file.path, file.content);
    return errors.length > 0 ? [`data/${file.path}:\n  ${errors.join("\n  ")}`] : [];
  });
  expect(failures).toEqual([]);
  expect(files.length).toBeGreaterThan(100);
});

describe("the committed files are what the SDL and data/ make now (a build rewrites them)", () => {
  const schemasDir = path.join(rootDir, SCHEMAS_FOLDER);

  test(`${SCHEMAS_FOLDER}/ holds exactly the generated schemas, unchanged`, () => {
    const committed = fs.readdirSync(schemasDir).filter((name) => name.endsWith(".schema.json"));
    expect(committed.sort()).toEqual([...generated.schemas.keys()].sort());
    const stale = committed.filter(
      (name) => fs.readFileSync(path.join(schemasDir, name), "utf8") !== jsonText(generated.schemas.get(name)),
    );
    expect(stale).toEqual([]);
  });

  test(".vscode/settings.json maps the files as the generator does", () => {
    const text = fs.readFileSync(path.join(rootDir, ".vscode", "settings.json"), "utf8");
    const settings = JSON.parse(text) as Json;
    expect(settings["json.schemas"]).toEqual(settingsWith(settings, generated.settings)["json.schemas"]);
    expect(jsonText(settingsWith(settings, generated.settings))).toBe(text);
  });
});

describe("the schemas reject what the data check rejects", () => {
  test("a value of the wrong kind", () => {
    const verdicts = verdictsOn(business, (page) => (at(section(page, "stats"), "stats", 0).value = "175"));
    expect(verdicts.dataCheck).toHaveLength(1);
    expect(verdicts.schema).toEqual(["/sections/3/stats/0/value must be integer", '/sections/3 must match "then" schema']);
  });

  test("an unknown key", () => {
    const verdicts = verdictsOn("site/en/contact.json", (page) => (page.baner = page.banner));
    expect(verdicts.dataCheck).toHaveLength(1);
    expect(verdicts.schema).toEqual(["/ must NOT have additional properties"]);
  });

  test("a missing required field, and null where a value is required", () => {
    const missing = verdictsOn("site/en/home.json", (page) => delete at(page, "hero").title);
    expect(missing.dataCheck).toHaveLength(1);
    expect(missing.schema).toEqual(["/hero must have required property 'title'"]);
    const nulled = verdictsOn("litho/footers/classic.json", (footer) => (at(footer, "columns", 0, "submenu")[1] = null));
    expect(nulled.dataCheck).toHaveLength(1);
    expect(nulled.schema).toEqual(["/columns/0/submenu/1 must be object"]);
  });

  test("a weight unit or a weekday not in its list", () => {
    const unit = verdictsOn("site/prices.json", (sheet) => (at(sheet, "quotes", 1, "per").unit = "catty"));
    expect(unit.dataCheck).toHaveLength(1);
    expect(unit.schema).toEqual(["/quotes/1/per/unit must be equal to one of the allowed values"]);
    const day = verdictsOn("site/en/company.json", (company) => (at(company, "hours", "weekly", 0, "days")[1] = "tues"));
    expect(day.dataCheck).toHaveLength(1);
    expect(day.schema).toEqual(["/hours/weekly/0/days/1 must be equal to one of the allowed values"]);
  });

  test("a section of a type the library does not have, or of no type", () => {
    const unknown = verdictsOn(business, (page) => (section(page, "stats").type = "stat"));
    expect(unknown.dataCheck).toHaveLength(1);
    expect(unknown.schema).toEqual(["/sections/3/type must be equal to one of the allowed values"]);
    const untyped = verdictsOn(business, (page) => delete section(page, "stats").type);
    expect(untyped.dataCheck).toHaveLength(1);
    expect(untyped.schema).toEqual(["/sections/3 must have required property 'type'"]);
  });
});

describe("the settings map each data file to its schema", () => {
  /**
   * VS Code's reading of a fileMatch pattern (vscode-json-languageservice, FilePatternAssociation):
   * a leading "/" is dropped and "**\/" put in front, matched against the file's whole path; `**`
   * spans folders, `*` stays within one; "!" excludes, and the last pattern that matches decides.
   */
  const patternRegExp = (pattern: string): RegExp => {
    const source = `**/${pattern.replace(/^\//, "")}`
      .split("**/")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*"))
      .join("(?:[^/]*/)*");
    return new RegExp(`^${source}$`);
  };
  const matches = (setting: SchemaSetting, fullPath: string): boolean =>
    setting.fileMatch.reduce((matched, pattern) => {
      const exclude = pattern.startsWith("!");
      return patternRegExp(exclude ? pattern.slice(1) : pattern).test(fullPath) ? !exclude : matched;
    }, false);
  const fullPathOf = (file: string): string => path.join(dataDir, file).split(path.sep).join("/");

  test("the matcher reads patterns as VS Code does", () => {
    const pages: SchemaSetting = { fileMatch: ["/data/litho/pages/**/*.json"], url: "" };
    expect(matches(pages, "/home/me/site/data/litho/pages/home.json")).toBe(true);
    expect(matches(pages, "/home/me/site/data/litho/pages/shop/cart.json")).toBe(true);
    expect(matches(pages, "/home/me/site/data/litho/menus/main.json")).toBe(false);
    const about: SchemaSetting = { fileMatch: ["/data/site/about.json"], url: "" };
    expect(matches(about, "/home/me/site/data/site/about.json")).toBe(true);
    expect(matches(about, "/home/me/site/data/site/zh-hk/about.json")).toBe(false);
    expect(matches({ fileMatch: ["/data/site/*.json", "!/data/site/about.json"], url: "" }, "/x/data/site/about.json")).toBe(false);
  });

  test("every file is matched by exactly the entry of its type's schema", () => {
    const mismatched = files.flatMap((file) => {
      const urls = generated.settings.filter((setting) => matches(setting, fullPathOf(file.path))).map((setting) => setting.url);
      const expected = `./${SCHEMAS_FOLDER}/${schemaFileName(jsonTypeNameOf(file.path) ?? "")}`;
      return urls.length === 1 && urls[0] === expected ? [] : [`data/${file.path}: ${urls.join(", ") || "no schema"}`];
    });
    expect(mismatched).toEqual([]);
  });

  test("every pattern matches some file, and every entry names a generated schema", () => {
    const idle = generated.settings.flatMap((setting) =>
      setting.fileMatch.filter((pattern) => !files.some((file) => matches({ ...setting, fileMatch: [pattern] }, fullPathOf(file.path)))),
    );
    expect(idle).toEqual([]);
    const names = generated.settings.map((setting) => setting.url.replace(`./${SCHEMAS_FOLDER}/`, ""));
    expect(names).toEqual([...generated.schemas.keys()]);
  });

  test("folders that json-types types as a whole get one glob, other files their own path", () => {
    const fileMatchOf = (typeName: string): string[] | undefined =>
      generated.settings.find((setting) => setting.url.endsWith(`/${schemaFileName(typeName)}`))?.fileMatch;
    expect(fileMatchOf("LithoPage")).toEqual(["/data/litho/pages/**/*.json"]);
    expect(fileMatchOf("PriceSheet")).toEqual(["/data/site/prices.json"]);
    expect(fileMatchOf("AboutPage")).toEqual(["/data/site/en/about.json", "/data/site/zh-hk/about.json"]);
  });
});

describe("documents and lists of documents", () => {
  test("a file that is a list gets a schema of a list of its type", () => {
    expect(generated.schemas.get(schemaFileName("LithoTeamMember"))).toMatchObject({
      type: "array",
      items: { $ref: "#/definitions/LithoTeamMember" },
    });
    expect(generated.schemas.get(schemaFileName("PriceSheet"))).toMatchObject({ $ref: "#/definitions/PriceSheet" });
  });

  test("a type whose files mix both shapes accepts both, as the build does", () => {
    const menu = files.find((file) => jsonTypeNameOf(file.path) === "LithoMenu");
    if (!menu) throw new Error("no menu in data/");
    const mixed = jsonSchemas(rules, [menu, { path: "litho/menus/both.json", content: [menu.content] }]);
    const validate = ajv.compile(mixed.schemas.get(schemaFileName("LithoMenu")) ?? {});
    expect([validate(menu.content), validate([menu.content]), validate([menu.content, 1])]).toEqual([true, true, false]);
  });
});

describe("writeJsonSchemas", () => {
  const workspace = (): string => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "json-schemas-"));
    fs.symlinkSync(dataDir, path.join(dir, DATA_FOLDER));
    return dir;
  };

  test("writes what changed only, deletes schemas of types gone, and keeps the other settings", () => {
    const dir = workspace();
    fs.mkdirSync(path.join(dir, SCHEMAS_FOLDER), { recursive: true });
    fs.writeFileSync(path.join(dir, SCHEMAS_FOLDER, "Gone.schema.json"), "{}\n");
    const mine = { fileMatch: ["/notes/*.json"], url: "./notes.schema.json" };
    fs.writeFileSync(path.join(dir, ".vscode", "settings.json"), jsonText({ "editor.tabSize": 2, "json.schemas": [mine] }));

    const first = writeJsonSchemas(dir, rules);
    const second = writeJsonSchemas(dir, rules);
    const settings = JSON.parse(fs.readFileSync(path.join(dir, ".vscode", "settings.json"), "utf8")) as Json;
    const written = fs.readdirSync(path.join(dir, SCHEMAS_FOLDER)).sort();
    fs.rmSync(dir, { recursive: true });

    expect(first.changed).toEqual(expect.arrayContaining([`${SCHEMAS_FOLDER}/Gone.schema.json`, ".vscode/settings.json"]));
    expect(first.changed).toHaveLength(generated.schemas.size + 2);
    expect(second).toEqual({ changed: [], warnings: [] });
    expect(written).toEqual([...generated.schemas.keys()].sort());
    expect(settings).toEqual({ "editor.tabSize": 2, "json.schemas": [...generated.settings, mine] });
  });

  test("leaves settings with comments alone, with a warning", () => {
    const dir = workspace();
    fs.mkdirSync(path.join(dir, ".vscode"));
    const commented = '{\n  // mine\n  "editor.tabSize": 2\n}\n';
    fs.writeFileSync(path.join(dir, ".vscode", "settings.json"), commented);
    const report = writeJsonSchemas(dir, rules);
    const after = fs.readFileSync(path.join(dir, ".vscode", "settings.json"), "utf8");
    fs.rmSync(dir, { recursive: true });
    expect(report.warnings).toEqual(['.vscode/settings.json is not a plain JSON object, so its "json.schemas" was not updated']);
    expect(after).toBe(commented);
  });
});
