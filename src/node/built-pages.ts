import { readdir } from "node:fs/promises";
import path from "node:path";
import { EDITOR_PATH } from "./editor/editor-path";

/**
 * Every page Gatsby built under public/: not the fragments it stitches into them (_gatsby/slices), and
 * not the maintainers' editor, a page of its own with its own policy (src/node/editor).
 */
export const htmlFilesUnder = async (folder: string): Promise<string[]> => {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(folder, file).startsWith(`_gatsby${path.sep}`))
    .filter((file) => !path.relative(folder, file).startsWith(`${EDITOR_PATH.slice(1)}${path.sep}`));
};
