/**
 * A page carries only the sections it renders. Gatsby gives every page component one JavaScript
 * chunk (and one stylesheet, which the page inlines), so the page documents are not all rendered by
 * the same component: each distinct set of section types gets its own, through the component path's
 * `?__contentFilePath=` suffix (the mechanism gatsby-plugin-mdx uses for its content files). Here the
 * "content file" names a set, `litho-sections/<id>`; the sets are written to SECTION_SETS_FILE, and
 * section-set-loader.js turns the template's import of the whole library into one of that set only.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { CreateWebpackConfigArgs } from "gatsby";

/** Set id → its section types; read by section-set-loader.js. */
export const SECTION_SETS_FILE = path.join(".cache", "litho-section-sets.json");
const SET_PREFIX = "litho-sections/";

/** The distinct types of a page, in a stable order: pages with the same sections share one chunk. */
export const sectionSetTypes = (types: readonly string[]): string[] => [...new Set(types)].sort();

/**
 * A short id, because Gatsby names the chunk after the component path and webpack's runtime, which
 * every page loads, lists every chunk's name: the types themselves would make it grow by a line of
 * text per set.
 */
export const sectionSetId = (types: readonly string[]): string =>
  createHash("sha256").update(sectionSetTypes(types).join(",")).digest("hex").slice(0, 8);

/** Plans the page components of a build's page documents, one per distinct set of section types. */
export class SectionSets {
  private readonly sets = new Map<string, string[]>();

  constructor(private readonly template: string) {}

  /** The page component for a page rendering these types. */
  componentFor(types: readonly string[]): string {
    const id = sectionSetId(types);
    this.sets.set(id, sectionSetTypes(types));
    return `${this.template}?__contentFilePath=${SET_PREFIX}${id}`;
  }

  /** Writes the sets for the loader; unchanged contents are left alone, so `gatsby develop` rebuilds nothing. */
  write(root: string = process.cwd()): void {
    const file = path.join(root, SECTION_SETS_FILE);
    const text = `${JSON.stringify(Object.fromEntries([...this.sets].sort(([a], [b]) => a.localeCompare(b))), null, 2)}\n`;
    if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === text) return;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
}

/** Runs section-set-loader.js before Babel on the template and on the library index whenever they are loaded for a set. */
export const loadSectionSetsPerPage = ({ actions }: CreateWebpackConfigArgs): void => {
  const use = [{ loader: path.resolve("src/node/litho/section-set-loader.js"), options: { setsFile: path.resolve(SECTION_SETS_FILE) } }];
  actions.setWebpackConfig({
    module: {
      rules: [
        { test: /src[\\/]templates[\\/]litho-page\.tsx$/, resourceQuery: /__contentFilePath=/, enforce: "pre", use },
        { test: /src[\\/]litho[\\/]sections[\\/]all-sections\.ts$/, resourceQuery: /set=/, enforce: "pre", use },
      ],
    },
  });
};
