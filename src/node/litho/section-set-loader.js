// @ts-check
/**
 * Webpack loader behind section-sets.ts: a page made from a page document loads only its sections.
 *
 * 1. The page template, loaded as `litho-page.tsx?__contentFilePath=litho-sections/<id>`: its import
 *    of the whole library becomes `…/all-sections?set=<id>`.
 * 2. The library index, loaded as `all-sections.ts?set=<id>`: becomes a module with the same
 *    `sectionComponents` export holding only the set's types (listed in the sets file that
 *    createPages writes), picked from the index's own imports. The index is generated, one
 *    `import { Component } from "./<type>/<type>";` per section folder.
 *
 * It runs before Babel and fails the build when a source no longer has the shape it relies on.
 */
const fs = require("node:fs");

const LIBRARY_IMPORT = /(from\s+)(["'])(\.\.\/litho\/sections\/all-sections)\2/g;
const SECTION_IMPORT = /^import \{ (\w+) \} from "\.\/([a-z0-9-]+)\/\2";$/gm;
const SET_PREFIX = "litho-sections/";

/** @param {string} type "hero-slider" → "LithoHeroSliderSection" */
const typeName = (type) => `Litho${type.replace(/(^|-)([a-z0-9])/g, (_m, _dash, letter) => letter.toUpperCase())}Section`;

/**
 * @param {string} source the page template
 * @param {string} setId
 * @param {string} file for messages
 */
const pointTemplateAtSet = (source, setId, file) => {
  let found = 0;
  const rewritten = source.replace(LIBRARY_IMPORT, (_match, from, quote, specifier) => {
    found += 1;
    return `${from}${quote}${specifier}?set=${setId}${quote}`;
  });
  if (found !== 1) throw new Error(`${file} must import the section library once, from "../litho/sections/all-sections" (found ${found}).`);
  return rewritten;
};

/**
 * @param {string} index the generated library index
 * @param {readonly string[]} wanted section types
 */
const sectionSubset = (index, wanted) => {
  const available = new Map([...index.matchAll(SECTION_IMPORT)].map((match) => [match[2], match[1]]));
  const missing = wanted.filter((type) => !available.has(type));
  if (missing.length > 0) throw new Error(`No section folder for ${missing.join(", ")} in src/litho/sections (have: ${[...available.keys()].join(", ")}).`);
  return [
    ...wanted.map((type) => `import { ${available.get(type)} } from "./${type}/${type}";`),
    `export const sectionComponents = { ${wanted.map((type) => `${typeName(type)}: ${available.get(type)}`).join(", ")} };`,
    "",
  ].join("\n");
};

/**
 * @this {{ resourceQuery: string, resourcePath: string, getOptions: () => { setsFile: string }, addDependency: (file: string) => void }}
 * @param {string} source
 */
function sectionSetLoader(source) {
  const query = new URLSearchParams(this.resourceQuery.slice(1));
  const contentFile = query.get("__contentFilePath");
  if (contentFile !== null) {
    if (!contentFile.startsWith(SET_PREFIX)) throw new Error(`${this.resourcePath}: unexpected content file "${contentFile}"`);
    return pointTemplateAtSet(source, contentFile.slice(SET_PREFIX.length), this.resourcePath);
  }
  const setId = query.get("set");
  if (setId === null) return source;
  const { setsFile } = this.getOptions();
  this.addDependency(setsFile);
  /** @type {Record<string, string[]>} */
  const sets = JSON.parse(fs.readFileSync(setsFile, "utf8"));
  const types = sets[setId];
  if (!types) throw new Error(`Section set ${setId} is not in ${setsFile}: createPages did not plan it.`);
  return sectionSubset(source, types);
}

module.exports = sectionSetLoader;
module.exports.sectionSubset = sectionSubset;
module.exports.pointTemplateAtSet = pointTemplateAtSet;
