import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Reporter } from "gatsby";
import { htmlFilesUnder } from "./built-pages";

/**
 * Gatsby ends every page with `<script src async>` tags for its runtime, React and the app bundle (about
 * 75 KB gzip). A phone then downloads them alongside the hero image and the fonts, and on a slow line the
 * hero waits for its share of the bandwidth. Every page is complete without JavaScript, so the scripts can
 * wait: this rewrite swaps those tags for a small inline loader that requests the same files, in the same
 * order, once the page has painted and its eager (first-screen) images have loaded. Hydration then follows
 * the first screen instead of competing with it.
 *
 * Gatsby writes the tags inside its `_gatsby-scripts` slice, which it stitches into each page's HTML at
 * the end of a build, so the rewrite runs after the build (onPostBuild) over the written HTML.
 */

const SLICE_START = '<!-- slice-start id="_gatsby-scripts-1" -->';
const SLICE_END = '<!-- slice-end id="_gatsby-scripts-1" -->';
const ASYNC_SCRIPT = /<script src="([^"]+)" async><\/script>/g;
const LOADER_MARK = "data-deferred-app-scripts";

/**
 * Plain ES5, inlined into every page. It waits for the first paint (the Paint Timing API; where that is
 * missing it does not wait), then for every eager image still loading. A page that never paints, such as
 * one opened in a background tab, gets its scripts after a few seconds all the same.
 */
const loaderSource = (sources: string[]): string =>
  `(function (sources) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    sources.forEach(function (src) {
      var script = document.createElement("script");
      script.src = src;
      document.body.appendChild(script);
    });
  }
  function afterEagerImages() {
    var pending = [].filter.call(document.querySelectorAll('img[loading="eager"]'), function (image) {
      return !image.complete;
    });
    var left = pending.length;
    if (!left) return start();
    pending.forEach(function (image) {
      function settle() { if (--left === 0) start(); }
      image.addEventListener("load", settle, { once: true });
      image.addEventListener("error", settle, { once: true });
    });
  }
  setTimeout(start, 3000);
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (!types || types.indexOf("paint") < 0) return afterEagerImages();
  var waiting = true;
  new PerformanceObserver(function () {
    if (!waiting) return;
    waiting = false;
    setTimeout(afterEagerImages, 0);
  }).observe({ type: "paint", buffered: true });
})(${JSON.stringify(sources)});`;

export type DeferResult =
  { status: "deferred"; html: string; sources: string[] } | { status: "already-deferred" } | { status: "no-scripts-slice" };

/** Rewrites one page's HTML; a page rewritten before (a cached build keeps unchanged pages) is left as is. */
export const deferAppScripts = (html: string): DeferResult => {
  const start = html.indexOf(SLICE_START);
  const end = html.indexOf(SLICE_END, start);
  if (start < 0 || end < 0) return { status: "no-scripts-slice" };
  const slice = html.slice(start, end);
  if (slice.includes(LOADER_MARK)) return { status: "already-deferred" };
  const sources = [...slice.matchAll(ASYNC_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return { status: "no-scripts-slice" };
  const loader = `<script ${LOADER_MARK}>${loaderSource(sources)}</script>`;
  const rewritten = slice.replace(ASYNC_SCRIPT, "") + loader;
  return { status: "deferred", html: html.slice(0, start) + rewritten + html.slice(end), sources };
};

/**
 * Defers the app scripts of every built page (onPostBuild). A page without Gatsby's scripts slice fails
 * the build: Gatsby then writes its script tags some other way, and this rewrite must be looked at again.
 * A cached build rewrites only the pages Gatsby wrote again; the others were deferred before.
 */
export const deferAppScriptsOfBuiltPages = async (publicDir: string, reporter: Reporter): Promise<void> => {
  const files = await htmlFilesUnder(publicDir);
  let deferred = 0;
  for (const file of files) {
    const result = deferAppScripts(await readFile(file, "utf8"));
    if (result.status === "no-scripts-slice") {
      reporter.panicOnBuild(
        `${path.relative(publicDir, file)} has no Gatsby scripts slice to defer: did Gatsby change how it writes its script tags?`,
      );
      return;
    }
    if (result.status === "deferred") {
      await writeFile(file, result.html);
      deferred += 1;
    }
  }
  reporter.info(`Deferred the app scripts of ${deferred} of ${files.length} pages until after their first screen`);
};
