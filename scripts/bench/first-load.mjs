// First-load JavaScript and transferred bytes, measured as a phone loads the page (Playwright, same
// Chromium as Lighthouse, no throttling needed: this counts bytes, not time).
//
// Measuring rule (what counts as "this page's first load"):
//  1. The window runs from navigation until the page has hydrated and the network is idle (Playwright's
//     "networkidle": no request in flight for 500 ms). Requests issued after that are not part of the first load.
//  2. Prefetches of other pages are excluded. Gatsby prefetches the page-data and chunks of linked pages
//     with <link rel="prefetch">; Chromium marks such requests with a `Sec-Purpose: prefetch` header
//     (older builds: `Purpose: prefetch`), which is what we test - not the resource type, which is only
//     "other". Gatsby then re-requests the same page-data URL by XHR, served from the prefetch cache, so
//     any request for a URL that was prefetched during the load is excluded with it.
//     (In practice Gatsby starts prefetching in an idle callback a few seconds after load, i.e. after
//     the window closes; rule 2 matters when a slow load lets the two overlap.)
//  3. Third parties are aborted (as Lighthouse blocks them) and listed; they add nothing to the sums.
//  4. First-load JS = every same-origin response that is a script (Chromium resource type "script", or a
//     JavaScript content type), each URL once, summed as the gzip size of its body at zlib level 9 - a fixed
//     rule independent of how the server compresses. JS inlined into the HTML is not a file and is counted
//     only within the document's transferred bytes.
//  5. Inlined CSS = the contents of the document's <style> elements, gzip -9 (the page's critical CSS:
//     Gatsby inlines each page's stylesheets; nothing else blocks its first render).
//  6. Transferred = response headers + body bytes as they crossed the wire (the site's server gzips text at
//     its default level), for every same-origin response in the window: document, JS, CSS, fonts, images,
//     page-data.
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM, CHROMIUM_FLAGS } from "./lighthouse.mjs";
import { onCleanup } from "./cleanup.mjs";

// A 412 px wide phone (the Lighthouse mobile device's width) with a typical 2.625 pixel ratio.
const PHONE = {
  viewport: { width: 412, height: 823 },
  screen: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2.625,
};

export async function openPhoneBrowser() {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    // Playwright chooses the headless mode itself.
    args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith("--headless")),
    handleSIGINT: false,
  });
  const unregister = onCleanup(
    async () => browser.close(),
    () => browser.process()?.kill("SIGKILL"),
  );
  return {
    browser,
    close: async () => {
      await browser.close();
      unregister();
    },
  };
}

/** The text of every <style> element of a page, in order. */
export const inlineStyles = (html) => [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]).join("");

const isPrefetch = (headers) => /prefetch/i.test(headers["sec-purpose"] ?? headers.purpose ?? "");

export async function measureFirstLoad(browser, url) {
  const origin = new URL(url).origin;
  const context = await browser.newContext(PHONE);
  const seen = [];
  let windowOpen = true;
  const thirdParty = new Set();
  try {
    await context.route("**/*", (route) => {
      const requestUrl = route.request().url();
      if (new URL(requestUrl).origin === origin) return route.continue();
      thirdParty.add(requestUrl);
      return route.abort("blockedbyclient");
    });
    const page = await context.newPage();
    page.on("request", (request) => {
      if (windowOpen) seen.push(request);
    });
    const started = Date.now();
    let idleReached = true;
    let status = null;
    try {
      const response = await page.goto(url, { waitUntil: "networkidle", timeout: 60_000 });
      status = response?.status() ?? null;
      // Hydration can end after the network first falls idle (the app's scripts still run then, and the
      // page's own requests follow). The first load ends once the page is live (React marks
      // <html data-interactive>) and the network is idle again.
      if (status !== null && status < 400) {
        await page.locator("html[data-interactive]").waitFor({ state: "attached", timeout: 30_000 });
        await page.waitForLoadState("networkidle", { timeout: 30_000 });
      }
    } catch (error) {
      // Never idle within a minute (e.g. polling): keep what loaded so far and say so.
      if (!/Timeout/i.test(String(error))) throw error;
      idleReached = false;
    }
    windowOpen = false;
    const loadMs = Date.now() - started;

    const withHeaders = await Promise.all(
      seen.map(async (request) => ({ request, headers: await request.allHeaders().catch(() => ({})) })),
    );
    const prefetched = new Set(withHeaders.filter(({ headers }) => isPrefetch(headers)).map(({ request }) => request.url()));
    const excluded = [];
    const jsFiles = new Map();
    let inlineCssBytes = null;
    let transferred = 0;
    let responses = 0;
    for (const { request } of withHeaders) {
      const requestUrl = request.url();
      const { origin: requestOrigin, pathname } = new URL(requestUrl);
      if (requestOrigin !== origin) continue; // third party or data: URL
      if (prefetched.has(requestUrl)) {
        excluded.push(pathname);
        continue;
      }
      const response = await request.response().catch(() => null);
      if (!response) continue; // failed or aborted
      responses += 1;
      try {
        const sizes = await request.sizes();
        transferred += sizes.responseHeadersSize + sizes.responseBodySize;
      } catch {
        // Sizes are unavailable for a response that never finished; it transferred nothing we can count.
      }
      const contentType = (await response.allHeaders().catch(() => ({})))["content-type"] ?? "";
      if (request.resourceType() === "document" && inlineCssBytes === null) {
        const html = (await response.body().catch(() => null))?.toString("utf8") ?? "";
        inlineCssBytes = gzipSync(inlineStyles(html), { level: 9 }).length;
      }
      const isScript = request.resourceType() === "script" || /javascript|ecmascript/i.test(contentType);
      if (isScript && !jsFiles.has(pathname)) {
        const body = await response.body().catch(() => null);
        if (body) jsFiles.set(pathname, { path: pathname, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
      }
    }
    const files = [...jsFiles.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
    return {
      ok: true,
      status,
      idleReached,
      loadMs,
      jsKb: files.reduce((sum, file) => sum + file.gzipBytes, 0) / 1024,
      jsFiles: files,
      inlineCssKb: (inlineCssBytes ?? 0) / 1024,
      transferredKb: transferred / 1024,
      responses,
      excludedPrefetch: [...new Set(excluded)],
      thirdPartyBlocked: [...thirdParty],
    };
  } catch (error) {
    return { ok: false, error: String(error?.message ?? error).split("\n")[0] };
  } finally {
    await context.close().catch(() => {});
  }
}
