import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Reporter } from "gatsby";
import { deferAppScripts } from "./defer-app-scripts";
import { isDefaultNotFoundPage, translatedNotFoundPages, withTranslatedNotFoundBodies } from "./i18n/translated-not-found";

/**
 * React 18's streaming renderer, which Gatsby writes every page with, sends its output in 2 KB buffers
 * and, when a multi-byte character (Chinese, "·", "★") does not fit the end of one, sends the buffer
 * whole: its unused last bytes go out as NUL characters (react/react#31134). Browsers skip them, but a
 * crawler or a parser reading the HTML does not, so the built pages lose them here.
 */
const withoutNulCharacters = (html: string): string => html.replaceAll("\u0000", "");

const htmlFilesUnder = async (folder: string): Promise<string[]> => {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .filter((file) => !file.includes(`${path.sep}_gatsby${path.sep}`));
};

/**
 * The last pass over every built page: NUL characters out, app scripts deferred (defer-app-scripts.ts),
 * and the default language's 404 page the translated ones' bodies (i18n/translated-not-found.ts).
 * A page without Gatsby's scripts slice fails the build. A cached build rewrites only the pages Gatsby
 * wrote again; the others were finished before.
 */
export const finishBuiltPages = async (publicDir: string, reporter: Reporter): Promise<void> => {
  const files = await htmlFilesUnder(publicDir);
  const translatedNotFound = translatedNotFoundPages(publicDir);
  let deferred = 0;
  let cleaned = 0;
  for (const file of files) {
    const built = await readFile(file, "utf8");
    const html = withoutNulCharacters(built);
    const result = deferAppScripts(html);
    if (result.status === "no-scripts-slice") {
      reporter.panicOnBuild(
        `${path.relative(publicDir, file)} has no Gatsby scripts slice to defer: did Gatsby change how it writes its script tags?`,
      );
      return;
    }
    if (html !== built) cleaned += 1;
    if (result.status === "deferred") deferred += 1;
    const withScripts = result.status === "deferred" ? result.html : html;
    const finished = isDefaultNotFoundPage(withScripts) ? withTranslatedNotFoundBodies(withScripts, translatedNotFound) : withScripts;
    if (finished !== built) await writeFile(file, finished);
  }
  reporter.info(
    `Deferred the app scripts of ${deferred} of ${files.length} pages until after their first screen; removed the renderer's NUL characters from ${cleaned}`,
  );
};
