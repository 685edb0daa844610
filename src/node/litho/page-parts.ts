/**
 * A page carries only what it renders (one of the deviations from stock Gatsby in docs/architecture.md).
 * Gatsby gives every page component one JavaScript chunk (and one stylesheet, which the page inlines),
 * so the page documents are not all rendered by the same component: each distinct set of parts (section
 * types, the sections' layouts kept apart in all-layouts.ts, and chrome parts) gets its own, through the
 * component path's `?__contentFilePath=` suffix, the mechanism gatsby-plugin-mdx uses for its content
 * files. Here the "content file" names a part set, `litho-parts/<id>`; the sets are written to
 * PART_SETS_FILE, and page-parts-loader.js turns the template's imports of the three indexes into imports
 * of that set only. The loader fails the build if the template reaches webpack without its set. Removing it: create every page
 * document with the plain template, and drop loadPartSetsPerPage.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { CreateWebpackConfigArgs } from "gatsby";
import { sectionTypeName } from "./section-library";

/** Set id → the keys it takes from each index; read by page-parts-loader.js. */
export const PART_SETS_FILE = path.join(".cache", "litho-part-sets.json");
export const PART_SET_PREFIX = "litho-parts/";

/** What one page renders: keys of the section index (typenames), of the layouts index and of the chrome parts index. */
export interface PartSet {
  sections: string[];
  layouts: string[];
  chrome: string[];
}

/** The index of the sections' separately loaded layouts, keyed "<type>:<layout>". */
export const LAYOUT_INDEX = path.join("src", "litho", "sections", "all-layouts.ts");

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is plain CommonJS, as webpack requires it.
const { indexEntries } = require("./page-parts-loader.js") as { indexEntries: (index: string) => Map<string, string> };

/** The keys of the layouts index, read as the loader reads them. */
export const layoutKeys = (root: string = process.cwd()): ReadonlySet<string> =>
  new Set(indexEntries(fs.readFileSync(path.join(root, LAYOUT_INDEX), "utf8")).keys());

const distinct = (keys: readonly string[]): string[] => [...new Set(keys)].sort();

/**
 * A page's part set, in a stable order so that equal pages share one chunk: its section types, the
 * "<type>:<layout>" of its sections that name a layout (only those the layouts index has; the others
 * are drawn by the section itself), and its chrome part names.
 */
export const partSetOf = (
  sectionTypes: readonly string[],
  chromeParts: readonly string[],
  sectionLayouts: readonly string[] = [],
  knownLayouts: ReadonlySet<string> = layoutKeys(),
): PartSet => ({
  sections: distinct(sectionTypes.map(sectionTypeName)),
  layouts: distinct(sectionLayouts.filter((key) => knownLayouts.has(key))),
  chrome: distinct(chromeParts),
});

/**
 * A short id, because Gatsby names the chunk after the component path and webpack's runtime, which
 * every page loads, lists every chunk's name: the part names themselves would make it grow by a line
 * of text per set.
 */
export const partSetId = (set: PartSet): string => createHash("sha256").update(JSON.stringify(set)).digest("hex").slice(0, 8);

/** Plans the page components of a build's page documents, one per distinct part set. */
export class PartSets {
  private readonly sets = new Map<string, PartSet>();

  constructor(private readonly template: string) {}

  /** The page component for a page rendering this set. */
  componentFor(set: PartSet): string {
    const id = partSetId(set);
    this.sets.set(id, set);
    return `${this.template}?__contentFilePath=${PART_SET_PREFIX}${id}`;
  }

  /** Writes the sets for the loader; unchanged contents are left alone, so `gatsby develop` rebuilds nothing. */
  write(root: string = process.cwd()): void {
    const file = path.join(root, PART_SETS_FILE);
    const text = `${JSON.stringify(Object.fromEntries([...this.sets].sort(([a], [b]) => a.localeCompare(b))), null, 2)}\n`;
    if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === text) return;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
}

/** Which index each part of a set picks from, by the index file's name (page-parts-loader.js reads it). */
export const PART_INDEXES = {
  "all-sections.ts": "sections",
  "all-layouts.ts": "layouts",
  "all-chrome-parts.ts": "chrome",
} as const satisfies Record<string, keyof PartSet>;

/** Runs page-parts-loader.js before Babel on the template and on the indexes when they are loaded for a set. */
export const loadPartSetsPerPage = ({ actions }: CreateWebpackConfigArgs): void => {
  const use = [
    {
      loader: path.resolve("src/node/litho/page-parts-loader.js"),
      options: { setsFile: path.resolve(PART_SETS_FILE), indexes: PART_INDEXES },
    },
  ];
  actions.setWebpackConfig({
    module: {
      rules: [
        // Whatever its query, so that the template bundled without a part set fails the build.
        { test: /src[\\/]templates[\\/]litho-page\.tsx$/, enforce: "pre", use },
        {
          test: /src[\\/]litho[\\/](sections[\\/]all-sections|sections[\\/]all-layouts|chrome[\\/]all-chrome-parts)\.ts$/,
          resourceQuery: /set=/,
          enforce: "pre",
          use,
        },
      ],
    },
  });
};
