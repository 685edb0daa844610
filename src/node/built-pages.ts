import { readdir } from "node:fs/promises";
import path from "node:path";

/** Every page the build wrote under public/, without the fragments Gatsby stitches into them (_gatsby/slices). */
export const htmlFilesUnder = async (folder: string): Promise<string[]> => {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}_gatsby${path.sep}`));
};
