// Which URLs the benchmark measures, and the weight budget each one is held to (decisions.md).
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

const LIVE_JS_BUDGET_KB = 120;

/**
 * Demo pages' budgets (first-load JS, inlined CSS; KB gzip), first match wins: decisions.md's table,
 * and the engine's proving pages and the two homes it was measured on, which hold tighter ceilings.
 */
export const DEMO_BUDGETS = [
  { pattern: /^\/litho\/page\/(error-404|maintenance)$/, js: 125, css: 12, kind: "light demo page" },
  { pattern: /^\/litho\/home-startup$/, js: 165, css: 20, kind: "demo home" },
  { pattern: /^\/litho\/home-/, js: 200, css: 20, kind: "demo home" },
  { pattern: /^\/litho\/shop\//, js: 190, css: 16, kind: "shop page" },
  { pattern: /^\/litho\/(headers|footers|page-title|model-popup)\//, js: 150, css: 14, kind: "chrome showcase" },
  { pattern: /^\/litho\/(page|blogs|blog-types|elements)\//, js: 160, css: 16, kind: "demo inner page or blog" },
  {
    pattern: /^\/litho\/(iconsmindline|iconsmindsolid|feather|fontawesome|ETlineicon|themify|simple-line|animation)$/,
    js: 160,
    css: 16,
    kind: "demo inner page or blog",
  },
];

/** Routes the engine's weight targets name: always measured. */
const DEMO_TARGET_ROUTES = ["/litho/page/error-404", "/litho/page/maintenance", "/litho/home-startup", "/litho/home-business"];

const demoRoute = (path) => {
  const budget = DEMO_BUDGETS.find((entry) => entry.pattern.test(path));
  return { path, kind: "demo", jsBudgetKb: budget?.js ?? null, cssBudgetKb: budget?.css ?? null };
};

/** The live site, in English and in Chinese. `expectStatus` 404: a missing URL must serve the 404 page with a 404 status. */
const liveRoutesIn = (prefix) => [
  { path: prefix || "/", kind: "live", jsBudgetKb: LIVE_JS_BUDGET_KB },
  { path: `${prefix}/about`, kind: "live", jsBudgetKb: LIVE_JS_BUDGET_KB },
  { path: `${prefix}/products`, kind: "live", jsBudgetKb: LIVE_JS_BUDGET_KB },
  { path: `${prefix}/news-and-analysis`, kind: "live", jsBudgetKb: LIVE_JS_BUDGET_KB },
  // formik + yup cost about 28 KB, hence the larger allowance.
  { path: `${prefix}/contact`, kind: "live", jsBudgetKb: 150 },
  { path: `${prefix}/no-such-page`, label: `404 (${prefix}/no-such-page)`, kind: "live", jsBudgetKb: LIVE_JS_BUDGET_KB, expectStatus: 404 },
];

export const LIVE_ROUTES = [...liveRoutesIn(""), ...liveRoutesIn("/zh-hk")];

const MAX_DEMO_ROUTES = 6;

/**
 * Every page under public/litho as a URL path (trailingSlash is "never" in gatsby-config): the build
 * writes a page as `<path>.html`, and a folder's `index.html` stands for the folder.
 */
export function demoPages(publicDir) {
  const root = path.join(publicDir, "litho");
  if (!existsSync(root)) return [];
  const found = new Set();
  const urlOf = (file) => `/${path.relative(publicDir, file).split(path.sep).join("/")}`;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "index.html") found.add(urlOf(dir));
      else if (entry.name.endsWith(".html")) found.add(urlOf(full).slice(0, -".html".length));
    }
  };
  walk(root);
  return [...found].sort();
}

/**
 * Up to six demo pages spread across sections: pages are grouped by their first segment under /litho
 * ("/litho/agency/..." -> "agency"; "/litho" itself is its own group) and taken round-robin, shallowest
 * first within a section, so a section with many pages cannot crowd out the others. Deterministic, so two
 * runs of the benchmark measure the same pages while the demo area stays the same.
 */
export function sampleDemoRoutes(publicDir, limit = MAX_DEMO_ROUTES) {
  const sections = new Map();
  for (const page of demoPages(publicDir)) {
    const section = page.split("/")[2] ?? "";
    if (!sections.has(section)) sections.set(section, []);
    sections.get(section).push(page);
  }
  for (const pages of sections.values()) {
    pages.sort((a, b) => a.split("/").length - b.split("/").length || a.localeCompare(b));
  }
  const queues = [...sections.keys()].sort().map((key) => [...sections.get(key)]);
  const picked = [];
  while (picked.length < limit && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      if (queue.length > 0 && picked.length < limit) picked.push(queue.shift());
    }
  }
  return picked.map(demoRoute);
}

/**
 * Six demo homes spread evenly over the built ones in name order (the two the engine's targets name
 * aside), so the homes' speed target is measured on trades of every kind, the same ones each run.
 * Only the homes themselves count: a blog home's later pages and category pages are its listings.
 */
export function sampleHomes(publicDir, limit = MAX_DEMO_ROUTES) {
  const homes = demoPages(publicDir).filter((page) => /^\/litho\/home-[^/]+$/.test(page) && !DEMO_TARGET_ROUTES.includes(page));
  const picked =
    homes.length <= limit ? homes : Array.from({ length: limit }, (_, index) => homes[Math.floor((index * homes.length) / limit)]);
  return picked.map(demoRoute);
}

/**
 * The live routes, the demo pages the engine's targets name, a sample of the others and a sample of
 * the homes; `allDemo` takes every demo page instead of the samples. `--routes /a,/b` narrows the run
 * (for iteration).
 */
export function selectRoutes(publicDir, only, { allDemo = false } = {}) {
  const built = new Set(demoPages(publicDir));
  const sampled = [...sampleDemoRoutes(publicDir), ...sampleHomes(publicDir)];
  const demo = allDemo
    ? [...built].map(demoRoute)
    : sampled.filter((route, index) => sampled.findIndex((other) => other.path === route.path) === index);
  const targets = DEMO_TARGET_ROUTES.filter((path) => built.has(path) && !demo.some((route) => route.path === path)).map(demoRoute);
  const all = [...LIVE_ROUTES, ...targets, ...demo];
  if (!only) return all;
  return only.map(
    (wanted) =>
      all.find((route) => route.path === wanted) ??
      (wanted.startsWith("/litho") ? demoRoute(wanted) : { path: wanted, kind: "live", jsBudgetKb: LIVE_JS_BUDGET_KB }),
  );
}

export const routeLabel = (route) => route.label ?? route.path;
