import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Reporter } from "gatsby";
import { deferAppScripts } from "./defer-app-scripts";
import { cjkPageCutter, pageCutsNamedIn, removeUnusedPageCuts } from "./i18n/cjk-page-cuts";
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
 * each translated page its own cut of the Chinese faces (i18n/cjk-page-cuts.ts, which then removes the
 * page faces no page declares any more), and the default language's 404 page the translated ones'
 * bodies (i18n/translated-not-found.ts).
 * A page without Gatsby's scripts slice fails the build. A cached build rewrites only the pages Gatsby
 * wrote again; the others were finished before.
 */
export const finishBuiltPages = async (publicDir: string, reporter: Reporter): Promise<void> => {
  const files = await htmlFilesUnder(publicDir);
  const cutCjkFont = cjkPageCutter(publicDir);
  const translatedNotFound = translatedNotFoundPages(publicDir);
  let deferred = 0;
  let cleaned = 0;
  let cjkCut = 0;
  const declaredCuts = new Set<string>();
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
    const cut = cutCjkFont ? await cutCjkFont(withScripts, file) : withScripts;
    if (cut !== withScripts) cjkCut += 1;
    const finished = isDefaultNotFoundPage(cut) ? withTranslatedNotFoundBodies(cut, translatedNotFound) : cut;
    if (finished !== built) await writeFile(file, finished);
    for (const cutFile of pageCutsNamedIn(finished)) declaredCuts.add(cutFile);
  }
  const unusedCuts = cutCjkFont ? removeUnusedPageCuts(publicDir, declaredCuts) : 0;
  reporter.info(
    `Deferred the app scripts of ${deferred} of ${files.length} pages until after their first screen; removed the renderer's NUL characters from ${cleaned}; cut the Chinese faces for ${cjkCut} and removed ${unusedCuts} no page declares`,
  );
};
