/**
 * What the JSON under data/ may hold, read from the SDL the build hands to createTypes: the same
 * strings, parsed with graphql-js, so the data check and the schema cannot drift apart. Types are
 * `@dontInfer`, so without this check a misspelt key would simply vanish from the page.
 */
import { Kind, parse, valueFromASTUntyped, type FieldDefinitionNode, type ObjectTypeDefinitionNode, type TypeNode } from "graphql";

export type ValueType = { kind: "list"; of: ValueType; required: boolean } | { kind: "named"; name: string; required: boolean };

/** Values at a key must be among the values that the documents of type `target` hold at their key `by`. */
export interface Reference {
  target: string;
  by: string;
}

/** One key maintainers may write: the value it holds (none for keys only references read) and what it names. */
export interface KeyRule {
  type?: ValueType;
  references: Reference[];
  /** The field's SDL description: its first line labels it for maintainers, the rest is a hint. */
  description?: string;
}

export interface ObjectRule {
  name: string;
  description?: string;
  /** By JSON key, in the order the SDL declares the fields. */
  keys: Map<string, KeyRule>;
}

/** A union built in code whose member is named by one field of the value (a section's `type`). */
export interface TaggedUnion {
  name: string;
  tag: string;
  /** Tag value → member type name. */
  members: ReadonlyMap<string, string>;
}

/** Everything createTypes receives: SDL strings and the unions built with schema.buildUnionType. */
export interface DataSchema {
  typeDefs: readonly string[];
  unions: readonly TaggedUnion[];
}

export interface DataRules {
  objects: ReadonlyMap<string, ObjectRule>;
  unions: ReadonlyMap<string, TaggedUnion>;
}

type Args = Record<string, unknown>;

/** A reference before its `by` field is turned into the target's JSON key. */
interface FieldReference {
  key: string;
  target: string;
  byField: string;
}

/** What a field says about the JSON: the key it reads (none when a resolver computes it) and the references it makes. */
interface FieldMeaning {
  reads?: string;
  references: FieldReference[];
}

const text = (value: unknown, fallback = ""): string => (typeof value === "string" ? value : fallback);

const namedTypeOf = (node: TypeNode): string => (node.kind === Kind.NAMED_TYPE ? node.name.value : namedTypeOf(node.type));

/**
 * The field directives that read or name data. Any other directive is a field extension whose
 * resolver computes the value (selections, URLs), so its field is not a key of the JSON.
 */
const directiveMeanings: Record<string, (field: string, args: Args, fieldType: string) => FieldMeaning> = {
  fileByRelativePath: (field, args) => ({ reads: text(args.from, field), references: [] }),
  proxy: (field, args) => ({ reads: text(args.from, field), references: [] }),
  lithoRef: (field, args) => ({ reads: field, references: [{ key: field, target: text(args.type), byField: text(args.by) }] }),
  link: (field, args, fieldType) => ({
    references: [{ key: text(args.from, field), target: fieldType, byField: text(args.by, "id") }],
  }),
  // The selectors of src/node/litho/select.ts: items whose `group`, or whose JSON id, the key names.
  lithoByGroup: (_field, args) => ({ references: [{ key: text(args.from), target: text(args.type), byField: "group" }] }),
  lithoByIds: (_field, args) => ({ references: [{ key: text(args.from), target: text(args.type), byField: "jsonId" }] }),
};

const meaningOf = (field: FieldDefinitionNode): FieldMeaning =>
  (field.directives ?? []).reduce<FieldMeaning>(
    (meaning, directive) => {
      const args = Object.fromEntries((directive.arguments ?? []).map((arg) => [arg.name.value, valueFromASTUntyped(arg.value)]));
      const found = directiveMeanings[directive.name.value]?.(field.name.value, args, namedTypeOf(field.type)) ?? { references: [] };
      return { reads: meaning.reads === undefined ? undefined : found.reads, references: [...meaning.references, ...found.references] };
    },
    { reads: field.name.value, references: [] },
  );

const valueType = (node: TypeNode, required = false): ValueType => {
  if (node.kind === Kind.NON_NULL_TYPE) return valueType(node.type, true);
  if (node.kind === Kind.LIST_TYPE) return { kind: "list", of: valueType(node.type), required };
  return { kind: "named", name: node.name.value, required };
};

const isNodeType = (definition: ObjectTypeDefinitionNode): boolean =>
  (definition.interfaces ?? []).some((entry) => entry.name.value === "Node");

/** gatsby-transformer-json turns a document's `id` into the node field `jsonId`, so maintainers write `id`. */
const jsonKeyOf = (definition: ObjectTypeDefinitionNode, field: string): string =>
  isNodeType(definition) && field === "jsonId" ? "id" : field;

const keyRule = (keys: Map<string, KeyRule>, key: string): KeyRule => {
  const rule = keys.get(key) ?? { references: [] };
  keys.set(key, rule);
  return rule;
};

const objectRule = (definition: ObjectTypeDefinitionNode, definitions: ReadonlyMap<string, ObjectTypeDefinitionNode>): ObjectRule => {
  const keys = new Map<string, KeyRule>();
  for (const field of definition.fields ?? []) {
    const meaning = meaningOf(field);
    if (meaning.reads !== undefined) {
      const rule = keyRule(keys, jsonKeyOf(definition, meaning.reads));
      rule.type = valueType(field.type);
      rule.description = field.description?.value;
    }
    for (const reference of meaning.references) {
      const target = definitions.get(reference.target);
      if (!target)
        throw new Error(
          `${definition.name.value}.${field.name.value} refers to type ${reference.target}, which the schema does not declare`,
        );
      keyRule(keys, jsonKeyOf(definition, reference.key)).references.push({
        target: reference.target,
        by: jsonKeyOf(target, reference.byField),
      });
    }
  }
  return { name: definition.name.value, description: definition.description?.value, keys };
};

export const dataRules = (schema: DataSchema): DataRules => {
  const definitions = new Map(
    schema.typeDefs
      .flatMap((typeDefs) => parse(typeDefs).definitions)
      .filter((definition): definition is ObjectTypeDefinitionNode => definition.kind === Kind.OBJECT_TYPE_DEFINITION)
      .map((definition) => [definition.name.value, definition]),
  );
  return {
    objects: new Map([...definitions.values()].map((definition) => [definition.name.value, objectRule(definition, definitions)])),
    unions: new Map(schema.unions.map((union) => [union.name, union])),
  };
};
