/**
 * The maintainers' editor (Decap CMS at /admin/), configured from the same rules the build's data check
 * reads from the SDL: every key a type declares becomes a field, with the widget of its value kind,
 * required when the SDL says `!`, lists and nesting as declared, and the label and hint of its
 * description. A field added to a type appears in the editor with no other change.
 *
 * Both languages are edited side by side (Decap's i18n; src/admin/language-files.ts joins each text's
 * copies, one per language folder, into the one file Decap edits). A field is translated
 * only if it holds prose: figures, switches, pictures and the strings the translation check treats as
 * facts (links, times, codes) are edited once, in English, and copied to every language.
 */
import path from "node:path";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../lib/i18n/languages";
import type { DataFile } from "../data-check/check-values";
import { isFact } from "../data-check/check-translations";
import { isObject } from "../data-check/json-value";
import type { DataRules, KeyRule, ValueType } from "../data-check/schema-rules";
import { valueListOf } from "../data-check/value-lists";
import { jsonTypeNameOf, siteTextFiles, siteTextPath } from "../json-types";
import { DOCUMENT_FORMAT, LIST_FIELD, LIST_FORMAT } from "../../admin/file-formats";
import type { LanguageFiles } from "../../admin/language-files";
import { fieldWords, labelFromName } from "./field-words";

/** Where saves go in production: the host's Git Gateway, or GitHub itself through the host's sign-in. */
export type EditorBackend = { name: "git-gateway"; branch: string } | { name: "github"; repo: string; branch: string };

type Widget = Record<string, unknown> & { widget: string };
export type DecapField = Widget & { name: string };

/** Pictures may be this large; README gives the same rule. */
export const MAX_UPLOAD_BYTES = 1_500_000;

/** Text this long, or on several lines, gets a paragraph box. */
const LONG_TEXT = 80;

/**
 * The editor's menu: files by group, with the name a maintainer knows them by; unlisted files go
 * last. Files that hold no words have groups of their own, as Decap translates a group or none of it.
 */
const MENU: readonly { name: string; label: string; files: Readonly<Record<string, string>> }[] = [
  { name: "prices", label: "Prices", files: { "prices.json": "Reference prices" } },
  {
    name: "pages",
    label: "Company and pages",
    files: {
      "company.json": "Company details and opening hours",
      "home.json": "Home page",
      "about.json": "About page",
      "products-page.json": "Products page",
      "news.json": "News and analysis page",
      "contact.json": "Contact page",
      "not-found.json": "Page not found",
    },
  },
  {
    name: "blocks",
    label: "Products and blocks",
    files: {
      "products.json": "Product cards",
      "services.json": "Our services heading",
      "faq.json": "Questions and answers",
      "trust.json": "Why trust us",
      "price-panel.json": "Price panel wording",
      "gold-converter.json": "Gold converter wording",
    },
  },
  { name: "wording", label: "Menus and wording", files: { "navigation.json": "Menu", "interface.json": "Buttons, forms and messages" } },
  { name: "languages", label: "Languages", files: { "languages.json": "Languages of the site" } },
];

/** Data files that hold no words, edited once for every language: "prices.json". */
const NEUTRAL_FILES = ["prices.json", "languages.json"];

interface FieldSource {
  rules: DataRules;
  /** The folder of the file the values come from, relative to the repository: "data/site/en". */
  fileDir: string;
  translated: boolean;
}

const stringValues = (values: readonly unknown[]): string[] => values.filter((value): value is string => typeof value === "string");

const valuesAt = (documents: readonly unknown[], key: string): unknown[] =>
  documents.filter(isObject).flatMap((document) => (document[key] === undefined ? [] : [document[key]]));

/** A picture's folders: where uploads go (from the repository root) and how the JSON names it. */
const imageWidget = (values: readonly unknown[], source: FieldSource): Widget => {
  const [example] = stringValues(values);
  const publicFolder = example ? path.posix.dirname(example) : "../images";
  return {
    widget: "image",
    choose_url: false,
    media_folder: `/${path.posix.join(source.fileDir, publicFolder)}`,
    public_folder: publicFolder,
    media_library: { config: { max_file_size: MAX_UPLOAD_BYTES } },
  };
};

const scalarWidget = (typeName: string, owner: string, key: string, values: readonly unknown[], source: FieldSource): Widget => {
  const options = valueListOf(owner, key);
  if (options) return { widget: "select", options: [...options] };
  switch (typeName) {
    case "Int":
      return { widget: "number", value_type: "int" };
    case "Float":
      return { widget: "number", value_type: "float" };
    case "Boolean":
      return { widget: "boolean" };
    case "File":
      return imageWidget(values, source);
    case "String":
    case "ID": {
      const long = stringValues(values).some((text) => text.length > LONG_TEXT || text.includes("\n"));
      return { widget: long ? "text" : "string" };
    }
    default:
      throw new Error(`The editor has no widget for ${owner}.${key} of type ${typeName} (src/node/editor/decap-config.ts)`);
  }
};

/**
 * Copied from the default language unless it holds prose. Lists and objects are translated, as Decap
 * wants of anything with fields; each field inside is copied or translated by itself.
 */
const i18nOf = (widget: Widget, values: readonly unknown[]): true | "duplicate" => {
  if (widget.widget === "list" || widget.widget === "object") return true;
  if (widget.widget !== "string" && widget.widget !== "text") return "duplicate";
  const texts = stringValues(values);
  return texts.length > 0 && texts.every(isFact) ? "duplicate" : true;
};

const withI18n = (widget: Widget, values: readonly unknown[], source: FieldSource): Widget =>
  source.translated ? { ...widget, i18n: i18nOf(widget, values) } : widget;

/** What a list's collapsed item shows: its first line of text. */
const summaryOf = (fields: readonly DecapField[]): Record<string, string> => {
  const first = fields.find((field) => field.widget === "string");
  return first ? { summary: `{{fields.${first.name}}}` } : {};
};

const widgetOf = (type: ValueType, owner: string, key: string, values: readonly unknown[], source: FieldSource): Widget => {
  if (type.kind === "list") {
    const items = values.flatMap((value) => (Array.isArray(value) ? value : []));
    const inner = widgetOf(type.of, owner, key, items, source);
    // Items open, here and below, like objects: a maintainer sees every value without hunting for toggles.
    if (inner.widget === "object")
      return withI18n(
        { widget: "list", collapsed: false, fields: inner.fields, ...summaryOf(inner.fields as DecapField[]) },
        items,
        source,
      );
    if (inner.widget === "select") return withI18n({ ...inner, multiple: true }, items, source);
    return withI18n({ widget: "list", collapsed: false, field: { name: key, label: labelFromName(key), ...inner } }, items, source);
  }
  if (source.rules.objects.has(type.name)) {
    return withI18n({ widget: "object", collapsed: false, fields: fieldsOf(type.name, values, source) }, values, source);
  }
  if (source.rules.unions.has(type.name)) throw new Error(`The editor cannot edit ${owner}.${key}: ${type.name} is a union`);
  return withI18n(scalarWidget(type.name, owner, key, values, source), values, source);
};

const fieldOf = (
  owner: string,
  key: string,
  rule: KeyRule & { type: ValueType },
  values: readonly unknown[],
  source: FieldSource,
): DecapField => {
  const { label, hint } = fieldWords(key, rule.description);
  return {
    name: key,
    label,
    ...(hint ? { hint } : {}),
    ...(rule.type.required ? {} : { required: false }),
    ...widgetOf(rule.type, owner, key, values, source),
  };
};

/** One field per key the type declares, in the SDL's order; computed fields have no key and are left out. */
export const fieldsOf = (typeName: string, documents: readonly unknown[], source: FieldSource): DecapField[] => {
  const rule = source.rules.objects.get(typeName);
  if (!rule) throw new Error(`The editor cannot find type ${typeName} in the schema`);
  return [...rule.keys].flatMap(([key, keyRule]) =>
    keyRule.type ? [fieldOf(typeName, key, { ...keyRule, type: keyRule.type }, valuesAt(documents, key), source)] : [],
  );
};

/** The data file a menu entry edits: its path under data/ (the default language's copy of a text). */
const dataPathOf = (file: string): string => (NEUTRAL_FILES.includes(file) ? `site/${file}` : siteTextPath(DEFAULT_LANGUAGE.code, file));

/** The editor's name of a file ("products-page") and the data file it edits, for the editor's own checks. */
export const editorFiles = (): { name: string; dataPath: string }[] =>
  [...NEUTRAL_FILES, ...siteTextFiles()].map((file) => ({ name: path.posix.basename(file, ".json"), dataPath: dataPathOf(file) }));

/** Each text as the editor reads it, one file of every language's copy (src/admin/language-files.ts). */
export const languageFiles = (files: readonly DataFile[]): LanguageFiles[] => {
  const byPath = new Map(files.map((file) => [file.path, file.content]));
  return siteTextFiles().map((file) => ({
    path: `data/site/${file}`,
    copies: Object.fromEntries(LANGUAGES.map((language) => [language.code, `data/${siteTextPath(language.code, file)}`])),
    list: Array.isArray(byPath.get(siteTextPath(DEFAULT_LANGUAGE.code, file))),
  }));
};

const fileEntry = (file: string, label: string, rules: DataRules, byPath: ReadonlyMap<string, unknown>): Record<string, unknown> => {
  const dataPath = dataPathOf(file);
  const typeName = jsonTypeNameOf(dataPath);
  if (!typeName) throw new Error(`data/${dataPath} has no type (src/node/json-types.ts)`);
  const translated = !NEUTRAL_FILES.includes(file);
  const source: FieldSource = { rules, fileDir: path.posix.dirname(`data/${dataPath}`), translated };
  const content = byPath.get(dataPath);
  const isList = Array.isArray(content);
  const fields = isList
    ? [
        fieldOf(
          typeName,
          LIST_FIELD,
          {
            type: { kind: "list", of: { kind: "named", name: typeName, required: true }, required: true },
            references: [],
            description: label,
          },
          [content],
          source,
        ),
      ]
    : fieldsOf(typeName, [content], source);
  return {
    name: path.posix.basename(file, ".json"),
    label,
    // A text is named without a language folder: the editor reads its copies joined (language-files.ts).
    file: translated ? `data/site/${file}` : `data/${dataPath}`,
    // A text's languages are joined into one object, each holding its list as a field (language-files.ts).
    format: isList && !translated ? LIST_FORMAT : DOCUMENT_FORMAT,
    ...(translated ? { i18n: true } : {}),
    fields,
  };
};

const menuWithOthers = (): typeof MENU => {
  const listed = new Set(MENU.flatMap((group) => Object.keys(group.files)));
  const others = siteTextFiles().filter((file) => !listed.has(file));
  const otherFiles = Object.fromEntries(others.map((file) => [file, labelFromName(path.posix.basename(file, ".json"))]));
  return others.length > 0 ? [...MENU, { name: "other", label: "Other texts", files: otherFiles }] : MENU;
};

export interface DecapConfigOptions {
  rules: DataRules;
  files: readonly DataFile[];
  backend: EditorBackend;
  siteUrl: string;
}

/** The whole configuration Decap is started with (CMS.init), no config.yml. */
export const decapConfig = ({ rules, files, backend, siteUrl }: DecapConfigOptions): Record<string, unknown> => {
  const byPath = new Map(files.map((file) => [file.path, file.content]));
  return {
    load_config_file: false,
    backend,
    // Decap uses the local backend (decap-server, `npm run cms`) only when the page is served from localhost.
    local_backend: true,
    publish_mode: "simple",
    site_url: siteUrl,
    display_url: siteUrl,
    locale: "en",
    media_folder: "data/site/images",
    public_folder: "../images",
    i18n: {
      structure: "single_file",
      locales: LANGUAGES.map((language) => language.code),
      default_locale: DEFAULT_LANGUAGE.code,
    },
    collections: menuWithOthers().map((group) => ({
      name: group.name,
      label: group.label,
      ...(Object.keys(group.files).some((file) => NEUTRAL_FILES.includes(file)) ? {} : { i18n: true }),
      editor: { preview: false },
      files: Object.entries(group.files).map(([file, label]) => fileEntry(file, label, rules, byPath)),
    })),
  };
};
