// @ts-check
/**
 * Webpack loader behind page-parts.ts: a page made from a page document loads only what it renders.
 *
 * 1. The page template, loaded as `litho-page.tsx?__contentFilePath=litho-parts/<id>`: its imports
 *    of the section library, of the sections' separately loaded layouts and of the chrome parts
 *    (`…/all-sections`, `…/all-layouts`, `…/all-chrome-parts`) get `?set=<id>`.
 * 2. Each index, loaded as `<index>.ts?set=<id>`: becomes a module with the same export holding only
 *    the set's keys (listed in the sets file that createPages writes), picked from the index's own
 *    lines, one `import { Component } from "./file";` and one `  Key: Component,` (or `  "key": Component,`)
 *    per entry.
 *
 * It runs before Babel and fails the build when a source no longer has the shape it relies on, or when the
 * template comes without a part set.
 */
const fs = require("node:fs");
const path = require("node:path");

const INDEX_IMPORT = /(from\s+)(["'])(\.\.\/litho\/(?:sections\/all-sections|sections\/all-layouts|chrome\/all-chrome-parts))\2/g;
const INDEX_COUNT = 3;
const IMPORT_LINE = /^import \{ (\w+) \} from "(\.\.?\/[^"]+)";$/gm;
const ENTRY_LINE = /^ {2}(\w+|"[\w:-]+"): (\w+),$/gm;
const EXPORT_LINE = /^export const (\w+) = \{$/m;
const SET_PREFIX = "litho-parts/";

/**
 * @param {string} source the page template
 * @param {string} setId
 * @param {string} file for messages
 */
const pointTemplateAtSet = (source, setId, file) => {
  let found = 0;
  const rewritten = source.replace(INDEX_IMPORT, (_match, from, quote, specifier) => {
    found += 1;
    return `${from}${quote}${specifier}?set=${setId}${quote}`;
  });
  if (found !== INDEX_COUNT) {
    throw new Error(
      `${file} must import the section library, the section layouts and the chrome parts once each, from "../litho/sections/all-sections", "../litho/sections/all-layouts" and "../litho/chrome/all-chrome-parts" (found ${found}).`,
    );
  }
  return rewritten;
};

/**
 * An index's entries, key → component, from its `  Key: Component,` lines.
 * @param {string} index the index's source
 * @returns {Map<string, string>}
 */
const indexEntries = (index) => new Map([...index.matchAll(ENTRY_LINE)].map((match) => [match[1].replace(/^"(.*)"$/, "$1"), match[2]]));

/**
 * An index's imports, component → module specifier, from its `import { Component } from "./file";` lines.
 * @param {string} index the index's source
 * @returns {Map<string, string>}
 */
const indexImports = (index) => new Map([...index.matchAll(IMPORT_LINE)].map((match) => [match[1], match[2]]));

/**
 * The index with only the wanted keys: same export name, same import paths, nothing else.
 * @param {string} index the index's source
 * @param {readonly string[]} wanted keys of its exported object
 * @param {string} file for messages
 */
const indexSubset = (index, wanted, file) => {
  const exportName = EXPORT_LINE.exec(index)?.[1];
  const paths = indexImports(index);
  const entries = indexEntries(index);
  const missing = wanted.filter((key) => !paths.has(entries.get(key) ?? ""));
  if (!exportName || missing.length > 0) {
    throw new Error(`${file} has no entry for ${missing.join(", ") || "its export"} (has: ${[...entries.keys()].join(", ")}).`);
  }
  const components = wanted.map((key) => /** @type {string} */ (entries.get(key)));
  return [
    ...[...new Set(components)].map((component) => `import { ${component} } from "${paths.get(component)}";`),
    `export const ${exportName} = { ${wanted.map((key, at) => `${/^\w+$/.test(key) ? key : JSON.stringify(key)}: ${components[at]}`).join(", ")} };`,
    "",
  ].join("\n");
};

/**
 * @this {{ resourceQuery: string, resourcePath: string, getOptions: () => { setsFile: string, indexes: Record<string, string> }, addDependency: (file: string) => void }}
 * @param {string} source
 */
function pagePartsLoader(source) {
  const query = new URLSearchParams(this.resourceQuery.slice(1));
  const setId = query.get("set");
  if (setId !== null) {
    const { setsFile, indexes } = this.getOptions();
    this.addDependency(setsFile);
    /** @type {Record<string, Record<string, string[]>>} */
    const sets = JSON.parse(fs.readFileSync(setsFile, "utf8"));
    const part = indexes[path.basename(this.resourcePath)];
    const wanted = sets[setId]?.[part];
    if (!wanted) throw new Error(`Part set ${setId} has no ${part} in ${setsFile}: createPages did not plan it.`);
    return indexSubset(source, wanted, this.resourcePath);
  }
  // Every page of the template is created with a part set, so the template without one means that Gatsby no
  // longer hands a page component's `?__contentFilePath=` on to webpack, and every page would load everything.
  const contentFile = query.get("__contentFilePath");
  if (!contentFile?.startsWith(SET_PREFIX)) {
    throw new Error(
      `${this.resourcePath}${this.resourceQuery} was bundled without its "?__contentFilePath=${SET_PREFIX}<id>": ` +
        "check how this Gatsby version passes a page component's content file path to webpack (src/node/litho/page-parts.ts).",
    );
  }
  return pointTemplateAtSet(source, contentFile.slice(SET_PREFIX.length), this.resourcePath);
}

module.exports = pagePartsLoader;
module.exports.indexSubset = indexSubset;
module.exports.pointTemplateAtSet = pointTemplateAtSet;
module.exports.indexEntries = indexEntries;
module.exports.indexImports = indexImports;
