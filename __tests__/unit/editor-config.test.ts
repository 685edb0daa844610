import fs from "node:fs";
import path from "node:path";
import { decapConfig, type DecapField } from "../../src/node/editor/decap-config";
import { editorPolicies, editorBackend } from "../../src/node/editor/write-editor";
import { fileFormats } from "../../src/admin/file-formats";
import { dataSchema } from "../../src/node/data-check/check-data";
import { readDataFiles } from "../../src/node/data-check/data-files";
import { dataRules, type DataRules, type DataSchema, type ValueType } from "../../src/node/data-check/schema-rules";
import { valueLists } from "../../src/node/data-check/value-lists";
import { fieldWords } from "../../src/node/editor/field-words";
import { liveSiteTypeDefs } from "../../src/node/schema";
import { jsonTypeNameOf } from "../../src/node/json-types";

const DATA_DIR = path.join(__dirname, "../../data");
const { files } = readDataFiles(DATA_DIR);
const backend = { name: "git-gateway", branch: "main" } as const;

type FileEntry = { name: string; file: string; format: string; i18n?: boolean; fields: DecapField[] };

const entriesOf = (schema: DataSchema = dataSchema()): FileEntry[] => {
  const config = decapConfig({ rules: dataRules(schema), files, backend, siteUrl: "https://www.example.hk" });
  return (config.collections as { files: FileEntry[] }[]).flatMap((collection) => collection.files);
};

const entryNamed = (name: string, schema?: DataSchema): FileEntry => {
  const entry = entriesOf(schema).find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`no editor entry ${name}`);
  return entry;
};

const fieldAt = (fields: readonly DecapField[], ...names: string[]): DecapField => {
  const [first, ...rest] = names;
  const field = fields.find((candidate) => candidate.name === first);
  if (!field) throw new Error(`no field ${first}`);
  return rest.length === 0 ? field : fieldAt(field.fields as DecapField[], ...rest);
};

/** The widgets a scalar of each kind may be edited with. */
const scalarWidgets: Record<string, (field: DecapField) => boolean> = {
  String: (field) => ["string", "text", "select"].includes(field.widget),
  ID: (field) => ["string", "text"].includes(field.widget),
  Int: (field) => field.widget === "number" && field.value_type === "int",
  Float: (field) => field.widget === "number" && field.value_type === "float",
  Boolean: (field) => field.widget === "boolean",
  File: (field) => field.widget === "image",
};

/** Every way the configuration can disagree with the rules, as lines; empty when they agree. */
const disagreements = (rules: DataRules, typeName: string, fields: readonly DecapField[], where: string): string[] => {
  const keys = [...(rules.objects.get(typeName)?.keys ?? [])].filter(([, rule]) => rule.type);
  const extra = fields
    .filter((field) => !keys.some(([key]) => key === field.name))
    .map((field) => `${where}.${field.name}: not in ${typeName}`);
  return [
    ...extra,
    ...keys.flatMap(([key, rule]) => {
      const field = fields.find((candidate) => candidate.name === key);
      return field ? fieldDisagreements(rules, rule.type as ValueType, field, `${where}.${key}`) : [`${where}.${key}: missing`];
    }),
  ];
};

const fieldDisagreements = (rules: DataRules, type: ValueType, field: DecapField, where: string): string[] => {
  const required = field.required !== false;
  if (required !== type.required) return [`${where}: required is ${required}, the type says ${type.required}`];
  if (type.kind === "list") {
    if (field.widget === "select" && field.multiple === true) return [];
    if (field.widget !== "list") return [`${where}: a list edited with ${field.widget}`];
    if (field.field) return fieldDisagreements(rules, { ...type.of, required: true }, { ...(field.field as DecapField) }, `${where}[]`);
    return type.of.kind === "named"
      ? disagreements(rules, type.of.name, field.fields as DecapField[], `${where}[]`)
      : [`${where}: nested lists`];
  }
  if (rules.objects.has(type.name)) {
    return field.widget === "object"
      ? disagreements(rules, type.name, field.fields as DecapField[], where)
      : [`${where}: an object edited with ${field.widget}`];
  }
  return scalarWidgets[type.name]?.(field) ? [] : [`${where}: ${type.name} edited with ${field.widget}`];
};

describe("the editor's configuration", () => {
  const rules = dataRules(dataSchema());

  it("agrees with the data's types for every file of the live site: fields, kinds, required, lists and nesting", () => {
    const entries = entriesOf();
    expect(entries.length).toBe(files.filter((file) => file.path.startsWith("site/en/") || /^site\/[^/]+\.json$/.test(file.path)).length);
    for (const entry of entries) {
      const dataPath = entry.file.replace(/^data\//, "").replace(/^site\/(?!prices|languages)/, "site/en/");
      const typeName = jsonTypeNameOf(dataPath) as string;
      const isList = Array.isArray(files.find((file) => file.path === dataPath)?.content);
      const fields = isList ? (entry.fields[0].fields as DecapField[]) : entry.fields;
      expect(disagreements(rules, typeName, fields, entry.name)).toEqual([]);
    }
  });

  it("fails that comparison when they disagree", () => {
    const prices = entryNamed("prices");
    const quotes = fieldAt(prices.fields, "quotes");
    const withoutSell = { ...quotes, fields: (quotes.fields as DecapField[]).filter((field) => field.name !== "sell") };
    expect(
      disagreements(rules, "PriceSheet", [...prices.fields.filter((field) => field.name !== "quotes"), withoutSell], "prices"),
    ).toEqual(["prices.quotes[].sell: missing"]);
    const optionalAsAt = prices.fields.map((field) => (field.name === "asAt" ? { ...field, required: false } : field));
    expect(disagreements(rules, "PriceSheet", optionalAsAt, "prices")).toEqual(["prices.asAt: required is false, the type says true"]);
  });

  it("shows a field added to a type, with no other change", () => {
    const schema = dataSchema();
    const added = {
      ...schema,
      typeDefs: schema.typeDefs.map((sdl) => sdl.replace("hkdPerUsd: Float!", "hkdPerUsd: Float!\n  roundTo: Int")),
    };
    expect(fieldAt(entryNamed("prices", added).fields, "roundTo")).toEqual({
      name: "roundTo",
      label: "Round to",
      required: false,
      widget: "number",
      value_type: "int",
    });
  });

  it("edits prices as numbers, units from the list, the sample flag as a switch, in one copy for every language", () => {
    const prices = entryNamed("prices");
    expect(prices.i18n).toBeUndefined();
    expect(prices.file).toBe("data/site/prices.json");
    expect(fieldAt(prices.fields, "quotes", "sell")).toMatchObject({
      widget: "number",
      value_type: "float",
      label: "Price we sell at, HK$",
    });
    expect(fieldAt(prices.fields, "quotes", "per", "unit")).toMatchObject({
      widget: "select",
      options: ["gram", "kilo", "troyOunce", "tael", "mace"],
    });
    expect(fieldAt(prices.fields, "sample")).toMatchObject({ widget: "boolean" });
  });

  it("translates prose and edits facts once: links, pictures, figures and times are copied to every language", () => {
    const company = entryNamed("company");
    expect(company).toMatchObject({ file: "data/site/company.json", i18n: true });
    expect(fieldAt(company.fields, "tagline").i18n).toBe(true);
    expect(fieldAt(company.fields, "phone").i18n).toBe("duplicate");
    expect(fieldAt(company.fields, "hours", "weekly", "opens").i18n).toBe("duplicate");
    expect(fieldAt(company.fields, "hours", "holidays", "name").i18n).toBe(true);
    expect(fieldAt(company.fields, "map").i18n).toBe(true);
    expect(fieldAt(company.fields, "map", "latitude").i18n).toBe("duplicate");
    const about = entryNamed("about");
    expect(fieldAt(about.fields, "seo", "image")).toMatchObject({
      widget: "image",
      i18n: "duplicate",
      media_folder: "/data/site/images/banners",
      public_folder: "../images/banners",
    });
  });

  it("labels every field of the live site in a few plain words, from its description", () => {
    const siteRules = dataRules({ typeDefs: [liveSiteTypeDefs()], unions: [] });
    const labels = [...siteRules.objects.values()].flatMap((type) =>
      [...type.keys].map(([key, rule]) => ({ field: `${type.name}.${key}`, ...fieldWords(key, rule.description) })),
    );
    const unfit = labels.filter(({ label }) => label.length > 48 || label.endsWith(".") || label.includes("\n"));
    expect(unfit).toEqual([]);
    expect(labels.filter(({ field }) => !siteRules.objects.get(field.split(".")[0])?.keys.get(field.split(".")[1])?.description)).toEqual(
      [],
    );
  });

  it("names only keys the types declare in its fixed lists", () => {
    for (const typeKey of Object.keys(valueLists)) {
      const [typeName, key] = typeKey.split(".");
      expect(rules.objects.get(typeName)?.keys.get(key)?.type).toBeDefined();
    }
  });

  it("commits to main through Git Gateway unless a GitHub repository is named", () => {
    expect(editorBackend({})).toEqual({ name: "git-gateway", branch: "main" });
    expect(editorBackend({ CMS_GITHUB_REPO: "harbourgold/site", CMS_BRANCH: "live" })).toEqual({
      name: "github",
      repo: "harbourgold/site",
      branch: "live",
    });
  });

  it("gives /admin/ its own policy, the only one that allows eval", () => {
    const policies = editorPolicies(backend);
    expect(Object.keys(policies)).toEqual(["/admin", "/admin/*"]);
    expect(policies["/admin"]).toContain("script-src 'self' 'unsafe-eval'");
    expect(policies["/admin"]).toContain("connect-src 'self' blob: http://localhost:8081");
    expect(policies["/admin"]).not.toContain("api.github.com");
    expect(editorPolicies({ name: "github", repo: "a/b", branch: "main" })["/admin"]).toContain("https://api.github.com");
  });
});

describe("the data files", () => {
  it("are written as the editor writes them, so a save changes only the lines it edits", () => {
    const siteFiles = files.filter((file) => file.path.startsWith("site/"));
    for (const file of siteFiles) {
      const text = fs.readFileSync(path.join(DATA_DIR, file.path), "utf8");
      const format = fileFormats[Array.isArray(file.content) ? "json-list" : "json-document"];
      expect({ file: file.path, text: format.toFile(format.fromFile(text)) }).toEqual({ file: file.path, text });
    }
  });
});
