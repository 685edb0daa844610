/*
 * No built page shows placeholder text: the data test catches it at its source, this one catches it
 * wherever a page gets its words (components, generated pages, defaults).
 */
import fs from "node:fs";
import path from "node:path";
import { ROOT_DIR } from "./support/site-server";
import { fillerIn } from "../support/filler-text";

const publicDir = path.join(ROOT_DIR, "public");

it("no built page holds placeholder text", () => {
  const pages = (fs.readdirSync(publicDir, { recursive: true }) as string[]).filter(
    // page-data holds folders named after pages (page-data/404.html/); those are not pages.
    (file) => file.endsWith(".html") && !/^(admin|_gatsby|static|page-data)\//.test(file),
  );
  expect(pages.length).toBeGreaterThan(460);
  const found = pages.flatMap((page) =>
    fillerIn(fs.readFileSync(path.join(publicDir, page), "utf8")).map((excerpt) => `${page}: …${excerpt}…`),
  );
  expect(found).toEqual([]);
});
