// One Lighthouse run: the default config (mobile form factor, simulated throttling), four categories,
// third parties blocked, in a fresh headless Chromium so no run inherits another's state.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { onCleanup } from "./cleanup.mjs";
import { cpuSnapshot, foreignCores } from "./proc.mjs";

export const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";

// The flags every browser of the benchmark runs with: no background traffic of Chromium's own to disturb
// the network timeline, no QUIC (the local server speaks HTTP/1.1 anyway).
export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

// Lighthouse hands these to Chromium's Network.setBlockedURLs. Chromium matches each pattern against the
// whole URL (scheme included) and the only wildcard is `*` (any run of characters); there is no negation,
// so "everything except 127.0.0.1" cannot be written directly. Instead:
//  - the local server is plain http, and every third party the site uses is https, so "https://*" blocks
//    all of them without ever matching our origin;
//  - the named vendors and http:// on common TLDs are listed as well, so a vendor falling back to http (or
//    an http embed) is still caught;
//  - after each run we check the network log for any non-local request that actually got a response and
//    report it ("3p leak"), so a gap in this list cannot silently skew the figures.
export const BLOCKED_URL_PATTERNS = [
  "https://*",
  "ws://*",
  "wss://*",
  "*tradingview.com*",
  "*google.com*",
  "*googleapis*",
  "*gstatic*",
  "*google-analytics*",
  "*googletagmanager*",
  "*doubleclick*",
  "*facebook*",
  "*youtube*",
  "*vimeo*",
  "*cloudflare*",
  "*jsdelivr*",
  "*unpkg*",
  ...["com", "net", "org", "io", "hk", "co", "dev", "app"].map((tld) => `http://*.${tld}/*`),
];

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const RUN_TIMEOUT_MS = 150_000;

const isLocal = (url) => {
  try {
    const { protocol, hostname } = new URL(url);
    // data:, blob: and the like never leave the browser.
    if (!/^(https?|wss?):$/.test(protocol)) return true;
    return hostname === "127.0.0.1";
  } catch {
    return true;
  }
};

/** Audits that cost points: weighted audits below a full score, per category. */
function lostPoints(lhr) {
  const lost = {};
  for (const [id, category] of Object.entries(lhr.categories)) {
    const items = [];
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (ref.weight > 0) items.push({ id: ref.id, score: audit.score, displayValue: audit.displayValue ?? "" });
    }
    lost[id] = items;
  }
  // Performance's weighted audits are only the metrics; the diagnostics that explain them carry weight 0.
  // Keep the failing ones that point at a cause (render-blocking requests, LCP discovery, layout shifts...).
  const perfRefs = lhr.categories.performance?.auditRefs ?? [];
  lost.performanceDiagnostics = perfRefs
    .filter((ref) => ref.weight === 0)
    .map((ref) => ({ id: ref.id, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative")
    .map(({ id, audit }) => ({ id, score: audit.score, displayValue: audit.displayValue ?? "" }));
  return lost;
}

function lcpElement(lhr) {
  const items = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  for (const item of items) {
    const node = item.items?.[0]?.node ?? item.node;
    if (node?.snippet) return node.snippet.slice(0, 160);
  }
  return null;
}

/**
 * The kilobytes of font files that arrived before the browser really painted first: every request that
 * ended by then counts towards the simulated FCP and LCP.
 */
function fontKbBeforeFirstPaint(requests, firstPaintMs) {
  if (typeof firstPaintMs !== "number") return null;
  const fonts = requests.filter((request) => request.resourceType === "Font" && request.networkEndTime <= firstPaintMs);
  return fonts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024;
}

function figures(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const thirdParty = requests.filter((request) => !isLocal(request.url));
  const observedFcpMs = lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? null;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    fcpMs: metric("first-contentful-paint"),
    // When the unthrottled browser really painted first: the cut-off from which the simulated FCP, LCP and
    // TBT are computed (see the README's "Reading a run").
    observedFcpMs,
    fontKbBeforeFirstPaint: fontKbBeforeFirstPaint(requests, observedFcpMs),
    speedIndexMs: metric("speed-index"),
    thirdPartyBlocked: thirdParty.filter((request) => !(request.statusCode > 0)).map((request) => request.url),
    // Answered third-party requests mean a blocking pattern is missing: the run is not comparable.
    thirdPartyLeaked: thirdParty.filter((request) => request.statusCode > 0).map((request) => request.url),
    consoleErrors: (lhr.audits["errors-in-console"]?.details?.items ?? []).slice(0, 10).map((item) => ({
      source: item.source,
      description: String(item.description ?? "").slice(0, 200),
      url: item.sourceLocation?.url ?? item.url ?? "",
    })),
    lcpElement: lcpElement(lhr),
    lostPoints: lostPoints(lhr),
    runWarnings: (lhr.runWarnings ?? []).map(String),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

/**
 * Runs Lighthouse once against `url`. Never throws: a failure comes back as { ok: false, error }.
 * `saveLhrTo` (optional file path) keeps the full report for digging into a figure.
 */
export async function lighthouseRun(url, { expectStatus, saveLhrTo } = {}) {
  let chrome;
  let unregister = () => {};
  const started = Date.now();
  let timer;
  let otherCores = null;
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, handleSIGINT: false });
    const launched = chrome;
    unregister = onCleanup(
      async () => launched.kill(),
      () => {
        try {
          process.kill(launched.pid, "SIGKILL");
        } catch {
          // already gone
        }
      },
    );
    const flags = {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      blockedUrlPatterns: BLOCKED_URL_PATTERNS,
      // Not used by any score; skipping it saves a few seconds per run.
      disableFullPageScreenshot: true,
      // The 404 route must answer 404; without this Lighthouse refuses to audit an error status.
      ignoreStatusCode: expectStatus === 404,
    };
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${RUN_TIMEOUT_MS / 1000} s`)), RUN_TIMEOUT_MS);
    });
    const cpuBefore = cpuSnapshot();
    const result = await Promise.race([lighthouse(url, flags), timeout]);
    // Measured before Chromium is killed, so its CPU time still counts as ours, not as other load.
    otherCores = foreignCores(cpuBefore, cpuSnapshot());
    const lhr = result?.lhr;
    if (!lhr) throw new Error("Lighthouse returned no report");
    if (saveLhrTo) {
      await mkdir(path.dirname(saveLhrTo), { recursive: true });
      await writeFile(saveLhrTo, JSON.stringify(lhr));
    }
    if (lhr.runtimeError) {
      return {
        ok: false,
        error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`,
        seconds: (Date.now() - started) / 1000,
        otherCores,
      };
    }
    return { ok: true, seconds: (Date.now() - started) / 1000, otherCores, ...figures(lhr) };
  } catch (error) {
    return { ok: false, error: String(error?.message ?? error).split("\n")[0], seconds: (Date.now() - started) / 1000, otherCores };
  } finally {
    clearTimeout(timer);
    if (chrome) {
      try {
        await chrome.kill();
      } catch {
        // already gone
      }
    }
    unregister();
  }
}

/** Median of the numbers present (failed runs are left out); null when there are none. */
export function median(values) {
  const present = values.filter((value) => typeof value === "number" && Number.isFinite(value)).sort((a, b) => a - b);
  if (present.length === 0) return null;
  const middle = Math.floor(present.length / 2);
  return present.length % 2 ? present[middle] : (present[middle - 1] + present[middle]) / 2;
}

/** Per-figure medians over the successful runs, plus the details of the run with the median performance. */
export function summariseRuns(runs) {
  const good = runs.filter((run) => run.ok);
  const keys = [
    "performance",
    "accessibility",
    "bestPractices",
    "seo",
    "lcpMs",
    "tbtMs",
    "cls",
    "fcpMs",
    "speedIndexMs",
    "fontKbBeforeFirstPaint",
  ];
  const summary = Object.fromEntries(keys.map((key) => [key, median(good.map((run) => run[key]))]));
  const byPerf = [...good].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  const representative = byPerf[Math.floor((byPerf.length - 1) / 2)] ?? null;
  return {
    ...summary,
    otherCores: median(runs.map((run) => run.otherCores)),
    runsOk: good.length,
    runsFailed: runs.length - good.length,
    errors: runs.filter((run) => !run.ok).map((run) => run.error),
    thirdPartyLeaked: [...new Set(good.flatMap((run) => run.thirdPartyLeaked))],
    thirdPartyBlocked: [...new Set(good.flatMap((run) => run.thirdPartyBlocked))],
    lcpElement: representative?.lcpElement ?? null,
    lostPoints: representative?.lostPoints ?? null,
    consoleErrors: representative?.consoleErrors ?? [],
  };
}
