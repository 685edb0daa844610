/**
 * The section library of demo page documents, read from its folders. A section type is one folder
 * under src/litho/sections/ that holds `<type>.graphql` (its GraphQL member type, plus any types
 * only it uses), `<type>.tsx` (the component `<PascalType>` and its fragment
 * `Litho<PascalType>SectionFields`) and its CSS Module. Everything that lists the types is derived
 * from the folders: the schema's union (here), the type → component map and the union fragment
 * (src/litho/sections/all-sections.ts, written by `writeSectionIndex` before every build).
 */
import fs from "node:fs";
import path from "node:path";
import { Kind, parse } from "graphql";
import { pascalCase } from "../../lib/pascal-case";

export const SECTIONS_DIR = path.join("src", "litho", "sections");
/** The generated index, relative to SECTIONS_DIR. */
export const SECTION_INDEX_FILE = "all-sections.ts";
/** Folders of shared parts, not section types. */
const NOT_SECTIONS = new Set(["shared"]);

/** "hero-slider" → "HeroSlider": the component a section folder exports. */
export const sectionComponentName = (type: string): string => pascalCase(type);

/** "hero-slider" → "LithoHeroSliderSection": the union member a section's `type` resolves to. */
export const sectionTypeName = (type: string): string => `Litho${pascalCase(type)}Section`;

/** "hero-slider" → "LithoHeroSliderSectionFields": the fragment each section declares beside its component. */
export const sectionFragmentName = (type: string): string => `${sectionTypeName(type)}Fields`;

/** The section types, in alphabetical order: every folder of the library that declares a GraphQL type. */
export const listSectionTypes = (root: string = process.cwd()): string[] => {
  const dir = path.join(root, SECTIONS_DIR);
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_SECTIONS.has(entry.name))
    .map((entry) => entry.name)
    .filter((name) => fs.existsSync(path.join(dir, name, `${name}.graphql`)))
    .sort();
};

/**
 * Problems that would make a folder half a section: a missing component file, a component or
 * fragment under another name than the convention's. Empty when the library is sound.
 */
export const sectionLibraryProblems = (root: string = process.cwd()): string[] => {
  const dir = path.join(root, SECTIONS_DIR);
  const problems: string[] = [];
  for (const type of listSectionTypes(root)) {
    const file = path.join(SECTIONS_DIR, type, `${type}.tsx`);
    const full = path.join(root, file);
    if (!fs.existsSync(full)) {
      problems.push(`${file} is missing: a section folder holds its component beside ${type}.graphql`);
      continue;
    }
    const source = fs.readFileSync(full, "utf8");
    if (!new RegExp(`export const ${sectionComponentName(type)}\\b`).test(source)) {
      problems.push(`${file} must export the section component as \`${sectionComponentName(type)}\``);
    }
    if (!new RegExp(`fragment ${sectionFragmentName(type)} on ${sectionTypeName(type)}\\b`).test(source)) {
      problems.push(`${file} must declare \`fragment ${sectionFragmentName(type)} on ${sectionTypeName(type)}\``);
    }
    const graphqlSource = fs.readFileSync(path.join(dir, type, `${type}.graphql`), "utf8");
    if (!new RegExp(`type ${sectionTypeName(type)}\\b`).test(graphqlSource)) {
      problems.push(`${path.join(SECTIONS_DIR, type, `${type}.graphql`)} must declare \`type ${sectionTypeName(type)}\``);
    }
  }
  return problems;
};

/** The section whose blocks form the LithoTextBlock union. */
const TEXT_BLOCKS_SECTION = "text-blocks";
const BLOCK_TYPE = /^Litho([A-Z][A-Za-z0-9]*)Block$/;

/** "pull-quote" → "LithoPullQuoteBlock": the member of the LithoTextBlock union a block's `kind` resolves to. */
export const blockTypeName = (kind: string): string => `Litho${pascalCase(kind)}Block`;

/**
 * The kinds of block a text-blocks section may hold, in the order its `.graphql` declares them:
 * every type there named `Litho<Kind>Block` is one ("LithoPullQuoteBlock" → "pull-quote"), so a
 * new kind is a type in that file and its renderer beside it, as a new section is a folder.
 */
export const listBlockKinds = (root: string = process.cwd()): string[] => {
  const file = path.join(root, SECTIONS_DIR, TEXT_BLOCKS_SECTION, `${TEXT_BLOCKS_SECTION}.graphql`);
  if (!fs.existsSync(file)) return [];
  return parse(fs.readFileSync(file, "utf8"))
    .definitions.flatMap((definition) =>
      definition.kind === Kind.OBJECT_TYPE_DEFINITION ? [BLOCK_TYPE.exec(definition.name.value)?.[1]] : [],
    )
    .filter((name): name is string => Boolean(name))
    .map((name) => name.replace(/(?<=[a-z0-9])([A-Z])/g, "-$1").toLowerCase());
};

/** The GraphQL type definitions of the library (shared shapes, then every section folder's), for createTypes. */
export const sectionLibraryTypeDefs = (root: string = process.cwd()): string =>
  [path.join("shared", "shared.graphql"), ...listSectionTypes(root).map((type) => path.join(type, `${type}.graphql`))]
    .map((file) => fs.readFileSync(path.join(root, SECTIONS_DIR, file), "utf8"))
    .join("\n");

const componentMap = (types: readonly string[], importFrom: (type: string) => string): string[] => [
  ...types.map((type) => `import { ${sectionComponentName(type)} } from ${JSON.stringify(importFrom(type))};`),
  "",
  "export const sectionComponents = {",
  ...types.map((type) => `  ${sectionTypeName(type)}: ${sectionComponentName(type)},`),
  "} as const;",
];

/** The text of src/litho/sections/all-sections.ts for these types. */
export const sectionIndexSource = (types: readonly string[]): string =>
  [
    "// Generated before every build from the folders of src/litho/sections (src/node/litho/section-library.ts).",
    "// Do not edit: add a section folder instead. A page document's page loads only its own sections",
    "// (src/node/litho/page-parts.ts), picked from the lines below; the fragment spreads them all.",
    'import { graphql } from "gatsby";',
    ...componentMap(types, (type) => `./${type}/${type}`),
    "",
    "/** Spreads every section's fragment; the page template asks for `sections { __typename ...LithoSectionsFields }`. */",
    "export const lithoSectionsFields = graphql`",
    "  fragment LithoSectionsFields on LithoSection {",
    ...types.map((type) => `    ...${sectionFragmentName(type)}`),
    "  }",
    "`;",
    "",
  ].join("\n");

/** Writes the index when the folders changed; true when it wrote. */
export const writeSectionIndex = (root: string = process.cwd()): boolean => {
  const file = path.join(root, SECTIONS_DIR, SECTION_INDEX_FILE);
  const wanted = sectionIndexSource(listSectionTypes(root));
  const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
  if (current === wanted) return false;
  fs.writeFileSync(file, wanted);
  return true;
};
