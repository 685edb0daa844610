/*
 * The maintainers' editor weighs on its own page only: no page of the live site or the demo area loads
 * any of it, and every script a page loads is one of the site's own bundles as Gatsby built them.
 */
import fs from "node:fs";
import path from "node:path";
import { ROOT_DIR } from "./support/site-server";

const publicDir = path.join(ROOT_DIR, "public");
const EDITOR_DIR = "admin";

/** Strings found in the editor's code and in nothing the site ships. */
const EDITOR_MARKERS = ["DecapCmsApp", "decap-cms", "registerCustomFormat", "netlify-identity", "json-document"];

const filesOutsideEditor = (extension: string): string[] =>
  (fs.readdirSync(publicDir, { recursive: true }) as string[]).filter(
    (file) => file.endsWith(extension) && !file.startsWith(`${EDITOR_DIR}/`) && !file.startsWith("page-data/"),
  );

describe("the editor's weight", () => {
  it("is written to its own folder, beside the site", () => {
    for (const file of ["index.html", "editor.js", "decap-cms-app.js"])
      expect(fs.existsSync(path.join(publicDir, EDITOR_DIR, file))).toBe(true);
  });

  it("is in none of the site's scripts or pages", () => {
    const carriers = [...filesOutsideEditor(".js"), ...filesOutsideEditor(".html")].filter((file) => {
      const text = fs.readFileSync(path.join(publicDir, file), "utf8");
      return EDITOR_MARKERS.some((marker) => text.includes(marker));
    });
    expect(carriers).toEqual([]);
  });

  it("adds no script to a page's first load: every script a page loads is one of Gatsby's own bundles", () => {
    const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
      assetsByChunkName: Record<string, string[]>;
    };
    const bundles = new Set(Object.values(stats.assetsByChunkName).flat());
    const pages = filesOutsideEditor(".html");
    expect(pages.length).toBeGreaterThan(460);
    const foreign = pages.flatMap((page) =>
      [...fs.readFileSync(path.join(publicDir, page), "utf8").matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g)]
        .map(([, src]) => src)
        .filter((src) => !bundles.has(src))
        .map((src) => `${page}: ${src}`),
    );
    expect(foreign).toEqual([]);
  });
});
