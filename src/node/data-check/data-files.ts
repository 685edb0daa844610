/**
 * The JSON files under data/ as gatsby-source-filesystem and gatsby-transformer-json see them,
 * read straight from disk: the check runs while the schema is customised, before any node exists.
 */
import fs from "node:fs";
import path from "node:path";
import type { DataFile } from "./check-values";

const jsonFilesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsonFilesUnder(full);
    return entry.name.endsWith(".json") ? [full] : [];
  });

/** Every JSON file, parsed, in path order; a file that is not JSON is a problem line instead. */
export const readDataFiles = (dataDir: string): { files: DataFile[]; problems: string[] } => {
  const files: DataFile[] = [];
  const problems: string[] = [];
  for (const full of jsonFilesUnder(dataDir).sort()) {
    const relative = path.relative(dataDir, full).split(path.sep).join("/");
    try {
      files.push({ path: relative, content: JSON.parse(fs.readFileSync(full, "utf8")) });
    } catch (error) {
      problems.push(`data/${relative}: not valid JSON (${(error as Error).message})`);
    }
  }
  return { files, problems };
};
