import fs from "node:fs";
import path from "node:path";
import { test as base, expect } from "@playwright/test";

/**
 * The `test` every browser spec imports. Each browser context talks only to the test server:
 * any request to another origin (market widgets, map embeds, web fonts, analytics) is aborted and
 * its URL recorded in `blockedRequests`. That keeps runs offline and deterministic, and lets a test
 * assert that a widget *asked* for its script without depending on the provider being up.
 */
export interface IsolationFixtures {
  /** Every third-party URL the pages of this test tried to load, in request order. */
  blockedRequests: string[];
  /** Origin of the test server, e.g. http://127.0.0.1:41234. */
  testOrigin: string;
}

export const test = base.extend<IsolationFixtures>({
  testOrigin: async ({ baseURL }, use) => {
    if (!baseURL) throw new Error("baseURL is not set; run the browser tests through playwright.config.ts.");
    await use(new URL(baseURL).origin);
  },

  blockedRequests: async ({}, use) => {
    await use([]);
  },

  // Routing is installed on the context, so pop-ups and every page a test opens are covered too.
  context: async ({ context, testOrigin, blockedRequests }, use) => {
    const foreign = (url: URL) => url.origin !== testOrigin;
    await context.route(foreign, async (route) => {
      blockedRequests.push(route.request().url());
      await route.abort("blockedbyclient");
    });
    // A WebSocket is not an HTTP request and would slip past `route`.
    await context.routeWebSocket(foreign, (socket) => {
      blockedRequests.push(socket.url());
      void socket.close({ code: 1008, reason: "third-party connections are blocked in tests" });
    });
    await use(context);
  },

  // Server-rendered pages look ready before React hydrates them; a click that early does nothing,
  // as it would for a visitor. Tests interact once the page is live (the root marks <html>).
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled) await page.locator("html[data-interactive]").waitFor({ state: "attached" });
      return response;
    };
    await use(page);
  },
});

export { expect };
// Specs import everything Playwright-related from here, so the isolation fixtures are never bypassed.
export type { Browser, BrowserContext, Locator, Page, Route } from "@playwright/test";

/** Project root, wherever Playwright was started from. */
export const rootDir = path.resolve(__dirname, "..", "..", "..");
/** Gatsby's build output; the browser tests always run against it. */
export const publicDir = path.join(rootDir, "public");

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 812 },
} as const;

/** The activity buttons' targets: the spec routes none of them, so each must show the 404 page. */
export const ACTIVITY_TARGETS = [
  "/industry-events",
  "/csr-initiatives",
  "/educational-outreach",
  "/market-research",
  "/technology-innovation",
] as const;

export interface BuiltPage {
  /** URL path the page is served at: "/", "/about", "/404.html". */
  path: string;
  /** Absolute path of the HTML file in public/. */
  file: string;
}

// Gatsby's own output folders: never page routes, and page-data alone holds thousands of files.
// admin/ is the maintainers' editor, a page of its own outside the site (editor.spec.ts covers it).
const NON_PAGE_DIRS = new Set(["page-data", "static", "_gatsby", "~partytown", "dev-404-page", "admin"]);

/**
 * Every page of the current build, read from public/ as the host's adapter left it: `/` is index.html,
 * every other page the `.html` file named after its address (about.html is /about, litho/home-startup.html
 * is /litho/home-startup), and the not-found pages keep their names: `/404.html` and each language's own
 * (`/zh-hk/404.html`). Empty when nothing is built.
 */
export function listBuiltPages(dir: string = publicDir): BuiltPage[] {
  if (!fs.existsSync(path.join(dir, "index.html"))) return [];
  const pages: BuiltPage[] = [];
  const walk = (folder: string, urlPath: string) => {
    const prefix = urlPath === "/" ? "" : urlPath;
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!(urlPath === "/" && NON_PAGE_DIRS.has(entry.name))) walk(file, `${prefix}/${entry.name}`);
      } else if (entry.name === "index.html" && urlPath === "/") {
        pages.push({ path: "/", file });
      } else if (entry.name === "404.html") {
        pages.push({ path: `${prefix}/404.html`, file });
      } else if (entry.name.endsWith(".html")) {
        pages.push({ path: `${prefix}/${entry.name.slice(0, -".html".length)}`, file });
      }
    }
  };
  walk(dir, "/");
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/** Path without a trailing slash (the site is built with `trailingSlash: "never"`), "/" stays "/". */
export function normalizeRoutePath(urlPath: string): string {
  const withSlash = urlPath.startsWith("/") ? urlPath : `/${urlPath}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, "") : withSlash;
}

/**
 * Demo routes still to come, as this build derived them (the catalogue's routes without a page):
 * the result links read through their static query, found among the build's static query results.
 * Nothing built: nothing is coming.
 */
export function comingDemoRoutes(dir: string = publicDir): string[] {
  const resultsDir = path.join(dir, "page-data", "sq", "d");
  if (!fs.existsSync(resultsDir)) return [];
  for (const name of fs.readdirSync(resultsDir)) {
    const { data } = JSON.parse(fs.readFileSync(path.join(resultsDir, name), "utf8")) as {
      data?: { lithoComingRouteList?: { routes: string[] } };
    };
    if (data?.lithoComingRouteList) return data.lithoComingRouteList.routes.map(normalizeRoutePath);
  }
  throw new Error(`No static query result in ${path.relative(rootDir, resultsDir)} holds lithoComingRouteList: is the build complete?`);
}

/**
 * The file in public/ a decoded URL path is served from, the way the host looks it up
 * (scripts/host/serve.mjs): the path itself, then path.html, then path/index.html. Null when none exists.
 */
export function resolveBuiltFile(decodedPath: string, dir: string = publicDir): string | null {
  // Resolve against a virtual root first so "/../x" can never escape public/.
  const relative = path.posix.normalize(`/${decodedPath}`).slice(1);
  const target = path.join(dir, relative);
  const candidates = [target, `${target.replace(/\/+$/, "")}.html`, path.join(target, "index.html")];
  for (const candidate of candidates) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}
