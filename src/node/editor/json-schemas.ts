/**
 * JSON Schemas of the files under data/, one per type a file has, written to .vscode/schemas/ and
 * mapped to their files in .vscode/settings.json, so VS Code completes keys and underlines mistakes
 * while a maintainer types. They are made from the same rules as the build's data check (the SDL
 * in src/node/data-types), never by hand, so the editor and the build cannot disagree. What a
 * schema cannot know is left to the build: references to other files' values and the domain rules.
 */
import fs from "node:fs";
import path from "node:path";
import { dataSchema } from "../data-check/check-data";
import type { DataFile } from "../data-check/check-values";
import { isObject, type Json } from "../data-check/json-value";
import { readDataFiles } from "../data-check/data-files";
import { dataRules, type DataRules, type KeyRule, type ObjectRule, type TaggedUnion, type ValueType } from "../data-check/schema-rules";
import { valueListOf } from "../data-check/value-lists";
import { jsonTypeNameOf } from "../json-types";
import { fieldWords } from "./field-words";

export type JsonSchema = Record<string, unknown>;

/** One entry of VS Code's `json.schemas` setting. */
export interface SchemaSetting {
  fileMatch: string[];
  url: string;
}

export interface JsonSchemas {
  /** By file name in .vscode/schemas/, e.g. "PriceSheet.schema.json". */
  schemas: Map<string, JsonSchema>;
  /** The `json.schemas` value of .vscode/settings.json. */
  settings: SchemaSetting[];
}

/** Where the files live and the schemas go, relative to the workspace folder. */
export const DATA_FOLDER = "data";
export const SCHEMAS_FOLDER = ".vscode/schemas";
const SETTINGS_FILE = ".vscode/settings.json";
const SETTINGS_KEY = "json.schemas";

// Draft-07: the newest draft that both VS Code's JSON service and ajv's default export read in full.
const DRAFT_07 = "http://json-schema.org/draft-07/schema#";
const GENERATED = "Made by the build from src/node/data-types (src/node/editor/json-schemas.ts): edit the SDL, not this file.";
const FILE_HINT = "A file path, relative to this JSON file.";

/** The JSON Schema type of each scalar, as check-values accepts it. */
const scalarTypes: Readonly<Record<string, string | readonly string[]>> = {
  String: "string",
  ID: ["string", "number"],
  Int: "integer",
  Float: "number",
  Boolean: "boolean",
  // A `File @fileByRelativePath` field holds the path Gatsby resolves the file from.
  File: "string",
};

const isScalar = (typeName: string): boolean => typeName in scalarTypes;

const innermostName = (type: ValueType): string => (type.kind === "list" ? innermostName(type.of) : type.name);

const definitionRef = (typeName: string): JsonSchema => ({ $ref: `#/definitions/${typeName}` });

/** The label as `title` and the hint as `description`: what VS Code shows on hover and in completions. */
const words = (name: string, description: string | undefined, extraHint?: string): JsonSchema => {
  const { label, hint } = fieldWords(name, description);
  const fullHint = [hint, extraHint].filter(Boolean).join(" ");
  return fullHint ? { title: label, description: fullHint } : { title: label };
};

/** A value that is not required may also be null, as the data check allows. */
const orNull = (schema: JsonSchema): JsonSchema => {
  if (schema.type === undefined) return { anyOf: [schema, { type: "null" }] };
  const nullable: JsonSchema = { ...schema, type: [schema.type, "null"].flat() };
  if (Array.isArray(schema.enum)) nullable.enum = [...schema.enum, null];
  return nullable;
};

const namedSchema = (typeName: string, valueList: readonly string[] | undefined): JsonSchema => {
  if (!isScalar(typeName)) return definitionRef(typeName);
  const type = scalarTypes[typeName];
  return valueList ? { type, enum: [...valueList] } : { type };
};

/** A fixed list of values applies to the key's texts, also to each text of a list of them (weekdays). */
const valueSchema = (type: ValueType, valueList: readonly string[] | undefined): JsonSchema => {
  const schema = type.kind === "list" ? { type: "array", items: valueSchema(type.of, valueList) } : namedSchema(type.name, valueList);
  return type.required ? schema : orNull(schema);
};

const propertySchema = (typeName: string, key: string, rule: KeyRule): JsonSchema => {
  const isFile = rule.type !== undefined && innermostName(rule.type) === "File";
  // A key that only references read has no type of its own: the build checks it against what it names.
  const value = rule.type ? valueSchema(rule.type, valueListOf(typeName, key)) : {};
  return { ...words(key, rule.description, isFile ? FILE_HINT : undefined), ...value };
};

/**
 * VS Code resolves a `$ref` by copying the target's keys over the referring schema's, so a type's
 * title would hide the words of every field of that type: a type speaks only when the SDL describes it.
 */
const typeWords = (rule: ObjectRule): JsonSchema => (rule.description ? words(rule.name, rule.description) : {});

const objectSchema = (rule: ObjectRule): JsonSchema => {
  const keys = [...rule.keys];
  const required = keys.filter(([, keyRule]) => keyRule.type?.required).map(([key]) => key);
  return {
    ...typeWords(rule),
    type: "object",
    properties: Object.fromEntries(keys.map(([key, keyRule]) => [key, propertySchema(rule.name, key, keyRule)])),
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
  };
};

/**
 * The tag's value picks the member, as the union's resolveType does. `if`/`then` rather than a
 * `oneOf` of every member: a mistake inside a section is then reported against its own member only,
 * and an unknown tag as one value outside the list, instead of one failure per member.
 */
const unionSchema = (union: TaggedUnion): JsonSchema => ({
  description: `Its "${union.tag}" says which fields it has.`,
  type: "object",
  properties: { [union.tag]: { ...words(union.tag, undefined), enum: [...union.members.keys()] } },
  required: [union.tag],
  allOf: [...union.members].map(([tag, member]) => ({
    if: { properties: { [union.tag]: { const: tag } }, required: [union.tag] },
    then: definitionRef(member),
  })),
});

/** The object and union types a type's documents may hold, itself included, each once. */
const reachableTypes = (rules: DataRules, root: string): string[] => {
  const seen = new Set<string>();
  const visit = (typeName: string): void => {
    if (seen.has(typeName) || isScalar(typeName)) return;
    seen.add(typeName);
    typesInside(rules, typeName).forEach(visit);
  };
  visit(root);
  return [...seen].sort();
};

const typesInside = (rules: DataRules, typeName: string): string[] => {
  const union = rules.unions.get(typeName);
  if (union) return [...union.members.values()];
  const rule = rules.objects.get(typeName);
  if (!rule) throw new Error(`The JSON Schemas cannot express type ${typeName} (src/node/editor/json-schemas.ts)`);
  return [...rule.keys.values()].flatMap((keyRule) => (keyRule.type ? [innermostName(keyRule.type)] : []));
};

const definitionOf = (rules: DataRules, typeName: string): JsonSchema => {
  const union = rules.unions.get(typeName);
  return union ? unionSchema(union) : objectSchema(rules.objects.get(typeName) as ObjectRule);
};

/** Whether a type's files are single documents, lists of documents (one node per item), or both. */
type Shape = "object" | "array" | "either";

const shapeOf = (files: readonly DataFile[]): Shape => {
  const lists = files.filter((file) => Array.isArray(file.content)).length;
  if (lists === 0) return "object";
  return lists === files.length ? "array" : "either";
};

const documentsSchema = (typeName: string, shape: Shape): JsonSchema => {
  const list = { type: "array", items: definitionRef(typeName) };
  if (shape === "array") return list;
  // The build reads either shape, so a type whose files mix them accepts both rather than flag a file it takes.
  return shape === "object" ? definitionRef(typeName) : { anyOf: [definitionRef(typeName), list] };
};

const rootSchema = (rules: DataRules, typeName: string, files: readonly DataFile[]): JsonSchema => ({
  $schema: DRAFT_07,
  $comment: GENERATED,
  ...words(typeName, rules.objects.get(typeName)?.description),
  ...documentsSchema(typeName, shapeOf(files)),
  definitions: Object.fromEntries(reachableTypes(rules, typeName).map((name) => [name, definitionOf(rules, name)])),
});

/**
 * A glob for `folder` when json-types gives every file there this type, asked as it would be of a
 * new file: litho/pages/ holds pages at any depth. Folder globs keep the settings short and give a
 * new page its schema before the next build.
 */
const folderGlob = (folder: string, file: string, typeName: string): string | undefined => {
  const typed = (pattern: string): boolean => jsonTypeNameOf(`${folder}${pattern}`) === typeName;
  if (!typed("*.json")) return undefined;
  if (typed("*/*.json")) return `${folder}**/*.json`;
  return file.slice(folder.length).includes("/") ? undefined : `${folder}*.json`;
};

/** The glob of the shallowest typed folder above a file, else the file's own path; relative to data/. */
const filePattern = (file: string, typeName: string): string => {
  const folders = file.split("/").slice(0, -1);
  const ancestors = ["", ...folders.map((_, depth) => `${folders.slice(0, depth + 1).join("/")}/`)];
  return ancestors.map((folder) => folderGlob(folder, file, typeName)).find(Boolean) ?? file;
};

/**
 * VS Code drops a leading "/" and matches `**\/` + the pattern against the file's whole path, so
 * "/data/site/about.json" matches that file of the workspace and not data/site/zh-hk/about.json.
 */
const fileMatchOf = (typeName: string, files: readonly DataFile[]): string[] =>
  [...new Set(files.map((file) => `/${DATA_FOLDER}/${filePattern(file.path, typeName)}`))].sort();

export const schemaFileName = (typeName: string): string => `${typeName}.schema.json`;

/** The data files by the type json-types gives them; files without a declared type are the data check's to report. */
const filesByType = (rules: DataRules, files: readonly DataFile[]): Map<string, DataFile[]> => {
  const byType = new Map<string, DataFile[]>();
  for (const file of files) {
    const typeName = jsonTypeNameOf(file.path);
    if (typeName && rules.objects.has(typeName)) byType.set(typeName, [...(byType.get(typeName) ?? []), file]);
  }
  return new Map([...byType].sort(([a], [b]) => (a < b ? -1 : 1)));
};

/** The schema of every type some data file has, and the settings entries that map the files to them. */
export const jsonSchemas = (rules: DataRules, files: readonly DataFile[]): JsonSchemas => {
  const byType = filesByType(rules, files);
  return {
    schemas: new Map([...byType].map(([typeName, typeFiles]) => [schemaFileName(typeName), rootSchema(rules, typeName, typeFiles)])),
    settings: [...byType].map(([typeName, typeFiles]) => ({
      fileMatch: fileMatchOf(typeName, typeFiles),
      url: `./${SCHEMAS_FOLDER}/${schemaFileName(typeName)}`,
    })),
  };
};

/** How the files are written: two-space JSON and a final newline. */
export const jsonText = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** Writes only a changed file, so a build that changes nothing leaves the files (and editors watching them) alone. */
const writeIfChanged = (file: string, text: string): boolean => {
  if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === text) return false;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return true;
};

/** Writes the schemas and deletes those of types no file has any more; returns the file names changed. */
const writeSchemaFiles = (dir: string, schemas: ReadonlyMap<string, JsonSchema>): string[] => {
  const written = [...schemas].filter(([name, schema]) => writeIfChanged(path.join(dir, name), jsonText(schema))).map(([name]) => name);
  const stale = fs.readdirSync(dir).filter((name) => name.endsWith(".schema.json") && !schemas.has(name));
  stale.forEach((name) => fs.unlinkSync(path.join(dir, name)));
  return [...written, ...stale];
};

/** Entries a maintainer added by hand point elsewhere; they stay. */
const isGeneratedEntry = (entry: unknown): boolean =>
  isObject(entry) && typeof entry.url === "string" && entry.url.startsWith(`./${SCHEMAS_FOLDER}/`);

const readSettings = (file: string): Json | undefined => {
  if (!fs.existsSync(file)) return {};
  try {
    const settings: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
    return isObject(settings) ? settings : undefined;
  } catch {
    return undefined;
  }
};

/** The settings with our `json.schemas` entries replaced; every other key and entry kept, in place. */
export const settingsWith = (current: Json, settings: readonly SchemaSetting[]): Json => {
  const others = Array.isArray(current[SETTINGS_KEY]) ? current[SETTINGS_KEY].filter((entry) => !isGeneratedEntry(entry)) : [];
  return { ...current, [SETTINGS_KEY]: [...settings, ...others] };
};

export interface WriteReport {
  /** Files written or deleted, relative to the workspace folder. */
  changed: string[];
  warnings: string[];
}

/**
 * Writes .vscode/schemas/ and the `json.schemas` of .vscode/settings.json from the data files under
 * `rootDir` and the build's SDL. Settings with comments (JSONC) are left alone, with a warning,
 * rather than rewritten without them.
 */
export const writeJsonSchemas = (rootDir: string, rules: DataRules = dataRules(dataSchema())): WriteReport => {
  const { files } = readDataFiles(path.join(rootDir, DATA_FOLDER));
  const { schemas, settings } = jsonSchemas(rules, files);
  const schemasDir = path.join(rootDir, SCHEMAS_FOLDER);
  fs.mkdirSync(schemasDir, { recursive: true });
  const changed = writeSchemaFiles(schemasDir, schemas).map((name) => `${SCHEMAS_FOLDER}/${name}`);
  const settingsFile = path.join(rootDir, SETTINGS_FILE);
  const current = readSettings(settingsFile);
  if (!current) return { changed, warnings: [`${SETTINGS_FILE} is not a plain JSON object, so its "${SETTINGS_KEY}" was not updated`] };
  if (writeIfChanged(settingsFile, jsonText(settingsWith(current, settings)))) changed.push(SETTINGS_FILE);
  return { changed, warnings: [] };
};
