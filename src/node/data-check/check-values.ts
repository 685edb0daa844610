/**
 * Walks one data file against the rules read from the SDL and words every problem as one line:
 * the file, the JSON path, the problem and what is allowed there, so a maintainer can fix it
 * without reading code.
 */
import fs from "node:fs";
import path from "node:path";
import { jsonSourceOf } from "../json-types";
import { isObject, type Json } from "./json-value";
import type { DataRules, KeyRule, ObjectRule, Reference, TaggedUnion, ValueType } from "./schema-rules";

/** A parsed JSON file; `path` is relative to data/. */
export interface DataFile {
  path: string;
  content: unknown;
}

/** A data file with the GraphQL type json-types gives it. */
export interface TypedDataFile extends DataFile {
  typeName: string;
}

const scalars: Record<string, (value: unknown) => boolean> = {
  String: (value) => typeof value === "string",
  ID: (value) => typeof value === "string" || typeof value === "number",
  Int: (value) => Number.isInteger(value),
  Float: (value) => typeof value === "number" && Number.isFinite(value),
  Boolean: (value) => typeof value === "boolean",
};

/** A file's documents: gatsby-transformer-json makes one node per item of an array file. */
const documentsOf = (content: unknown): unknown[] => (Array.isArray(content) ? content : [content]);

const found = (value: unknown): string => {
  if (Array.isArray(value)) return "a list";
  if (isObject(value)) return "an object";
  return JSON.stringify(value) ?? String(value);
};

// `File @fileByRelativePath` fields hold a path; maintainers never see the File type.
const typeText = (type: ValueType): string => {
  const base = type.kind === "list" ? `[${typeText(type.of)}]` : type.name === "File" ? "a file path" : type.name;
  return type.required ? `${base}!` : base;
};

const at = (where: string): string => (where ? `${where}: ` : "");
const child = (where: string, key: string): string => (where ? `${where}.${key}` : key);

/** Every document of every data file, indexed lazily by type and key for references. */
export class DataIndex {
  private readonly values = new Map<string, unknown[]>();

  constructor(
    readonly rules: DataRules,
    private readonly files: readonly TypedDataFile[],
    readonly dataDir: string,
  ) {}

  /** The distinct values the documents of `reference.target` hold at `reference.by`, in the order written. */
  known(reference: Reference): unknown[] {
    const cacheKey = `${reference.target}.${reference.by}`;
    const cached = this.values.get(cacheKey);
    if (cached) return cached;
    const values = [
      ...new Set(
        this.files
          .filter((file) => file.typeName === reference.target)
          .flatMap((file) => documentsOf(file.content))
          .map((document) => (isObject(document) ? document[reference.by] : undefined))
          .filter((value) => value !== undefined && value !== null),
      ),
    ];
    this.values.set(cacheKey, values);
    return values;
  }
}

/** Checks one file against its type; `run` returns its problem lines. */
export class FileChecker {
  private readonly problems: string[] = [];

  constructor(
    private readonly index: DataIndex,
    private readonly file: TypedDataFile,
  ) {}

  run(): string[] {
    const type: ValueType = { kind: "named", name: this.file.typeName, required: true };
    if (Array.isArray(this.file.content)) this.file.content.forEach((item, i) => this.value(item, type, `[${i}]`));
    else this.value(this.file.content, type, "");
    return this.problems;
  }

  private report(where: string, problem: string): void {
    this.problems.push(`data/${this.file.path}: ${at(where)}${problem}`);
  }

  private value(value: unknown, type: ValueType, where: string): void {
    if (value === null || value === undefined) {
      if (type.required) this.wrongType(null, type, where);
    } else if (type.kind === "list") {
      if (Array.isArray(value)) value.forEach((item, i) => this.value(item, type.of, `${where}[${i}]`));
      else this.wrongType(value, type, where);
    } else {
      this.named(value, type, where);
    }
  }

  private wrongType(value: unknown, type: ValueType, where: string): void {
    this.report(where, `expected ${typeText(type)}, found ${found(value)}`);
  }

  private named(value: unknown, type: ValueType & { kind: "named" }, where: string): void {
    const scalar = scalars[type.name];
    if (scalar) {
      if (!scalar(value)) this.wrongType(value, type, where);
      return;
    }
    if (type.name === "File") {
      this.filePath(value, where);
      return;
    }
    const rule = this.index.rules.objects.get(type.name);
    const union = this.index.rules.unions.get(type.name);
    if (!rule && !union) throw new Error(`The data check cannot read type ${type.name} (src/node/data-check/check-values.ts)`);
    if (!isObject(value)) this.wrongType(value, type, where);
    else if (rule) this.object(value, rule, where);
    else if (union) this.member(value, union, where);
  }

  private object(value: Json, rule: ObjectRule, where: string): void {
    const allowed = [...rule.keys.keys()].join(", ");
    for (const key of Object.keys(value)) {
      if (!rule.keys.has(key)) this.report(where, `unknown field "${key}"; allowed: ${allowed}`);
    }
    for (const [key, keyRule] of rule.keys) this.key(value, key, keyRule, where);
  }

  private key(value: Json, key: string, rule: KeyRule, where: string): void {
    const fieldValue = value[key];
    if (fieldValue === undefined) {
      if (rule.type?.required) this.report(where, `missing required field "${key}" (${typeText(rule.type)})`);
      return;
    }
    const before = this.problems.length;
    if (rule.type) this.value(fieldValue, rule.type, child(where, key));
    // A value of the wrong type has been reported once already.
    if (this.problems.length === before) {
      for (const reference of rule.references) this.reference(fieldValue, reference, child(where, key));
    }
  }

  /** A union member is picked by its tag, as the union's resolveType does. */
  private member(value: Json, union: TaggedUnion, where: string): void {
    const tag = value[union.tag];
    const allowed = [...union.members.keys()].join(", ");
    const member = typeof tag === "string" ? union.members.get(tag) : undefined;
    const rule = member === undefined ? undefined : this.index.rules.objects.get(member);
    if (tag === undefined || tag === null) this.report(where, `missing required field "${union.tag}"; allowed: ${allowed}`);
    else if (!rule) this.report(where, `unknown ${union.tag} ${found(tag)}; allowed: ${allowed}`);
    else this.object(value, rule, `${where} (${tag})`);
  }

  private reference(value: unknown, reference: Reference, where: string): void {
    if (Array.isArray(value)) {
      value.forEach((item, i) => this.reference(item, reference, `${where}[${i}]`));
      return;
    }
    const known = this.index.known(reference);
    if (value === null || known.includes(value)) return;
    const source = jsonSourceOf(reference.target) ?? "data/";
    this.report(where, `no ${reference.target} in ${source} has ${reference.by} ${found(value)}; allowed: ${known.join(", ")}`);
  }

  /** Gatsby resolves the path relative to the JSON file, among the files sourced from data/. */
  private filePath(value: unknown, where: string): void {
    if (typeof value !== "string") {
      this.wrongType(value, { kind: "named", name: "File", required: false }, where);
      return;
    }
    const target = path.resolve(this.index.dataDir, path.dirname(this.file.path), value);
    const relative = path.relative(this.index.dataDir, target);
    const inside = !relative.startsWith("..") && !path.isAbsolute(relative);
    if (!inside) this.report(where, `file "${value}" is outside data/`);
    else if (!fs.statSync(target, { throwIfNoEntry: false })?.isFile())
      this.report(where, `file "${value}" does not exist (data/${relative})`);
  }
}
