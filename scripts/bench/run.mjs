#!/usr/bin/env node
// `npm run bench`: build (clean, then cached) with timings and peak memory, serve public/, then per route
// Lighthouse (median of 3) and first-load JS / transferred bytes as a phone loads the page; prints one
// table and writes it (plus the raw figures as JSON) to bench-results/<timestamp>.{md,json}.
//
//   npm run bench                              full run (about 5 minutes on a quiet 2-core machine)
//   npm run bench -- --no-build                reuse the existing public/ (iteration)
//   npm run bench -- --compare bench-results/<older>.json
//   npm run bench -- --runs 1 --routes /,/contact
//   npm run bench -- --save-lhr                keep every Lighthouse report under bench-results/<timestamp>-lhr/
//   npm run bench -- --no-build --weights      first-load JS and inlined CSS of every page against its budget, no Lighthouse
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { timedBuild } from "./build.mjs";
import { cleanupAll, installSignalHandlers } from "./cleanup.mjs";
import { measureFirstLoad, openPhoneBrowser } from "./first-load.mjs";
import { CHROMIUM, lighthouseRun, summariseRuns } from "./lighthouse.mjs";
import { renderComparison, renderMarkdown, verdict } from "./report.mjs";
import { routeLabel, selectRoutes } from "./routes.mjs";
import { startServer } from "./server.mjs";
import { waitForQuietCpu } from "./proc.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const publicDir = path.join(root, "public");
const resultsDir = path.join(root, "bench-results");

const usage = `usage: npm run bench -- [--no-build] [--compare <older.json>] [--runs N] [--routes /a,/b] [--save-lhr] [--weights]`;

function parseOptions() {
  const { values } = parseArgs({
    options: {
      "no-build": { type: "boolean", default: false },
      compare: { type: "string" },
      runs: { type: "string", default: "3" },
      routes: { type: "string" },
      "save-lhr": { type: "boolean", default: false },
      weights: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer\n${usage}`);
  return {
    build: !values["no-build"],
    compare: values.compare ?? null,
    runs,
    routes: values.routes
      ? values.routes
          .split(",")
          .map((route) => route.trim())
          .filter(Boolean)
      : null,
    saveLhr: values["save-lhr"],
    weights: values.weights,
  };
}

const startedAt = new Date();
const elapsed = () => `${Math.round((Date.now() - startedAt.getTime()) / 1000)}`.padStart(4);
const log = (message) => console.log(`[${elapsed()} s] ${message}`);

function quiet(command, args) {
  try {
    return execFileSync(command, args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
}

/** The sans-serif family fontconfig picks for Hong Kong Chinese; "none" where no font has Chinese at all. */
function chineseSystemFont() {
  const families = quiet("fc-list", [":lang=zh-hk", "family"]);
  if (families === null) return "unknown";
  if (!families) return "none";
  return quiet("fc-match", ["-f", "%{family[0]}", "sans-serif:lang=zh-hk"]) ?? "unknown";
}

async function environment() {
  const lighthousePackage = JSON.parse(await readFile(path.join(root, "node_modules/lighthouse/package.json"), "utf8"));
  return {
    commit: quiet("git", ["rev-parse", "--short", "HEAD"]) ?? "unknown",
    dirty: Boolean(quiet("git", ["status", "--porcelain"])),
    chromium: quiet(CHROMIUM, ["--version"])?.split("\n").pop() ?? CHROMIUM,
    lighthouse: lighthousePackage.version,
    node: process.version,
    cpus: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    // The system font the Chinese pages' text is drawn in (the site ships no Chinese face); "none" means
    // missing-glyph boxes, "unknown" that fontconfig's fc-list is missing.
    chineseSystemFont: chineseSystemFont(),
  };
}

const fmtScores = (run) =>
  run.ok
    ? `perf ${run.performance} a11y ${run.accessibility} BP ${run.bestPractices} SEO ${run.seo}, ` +
      `LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}`
    : `FAILED: ${run.error}`;

async function main() {
  const options = parseOptions();
  installSignalHandlers();
  // Read the older report first: a typo in --compare should fail before ten minutes of measuring.
  const older = options.compare ? JSON.parse(await readFile(path.resolve(options.compare), "utf8")) : null;
  const stamp = startedAt
    .toISOString()
    .replace(/:/g, "-")
    .replace(/\.\d+Z$/, "Z");
  await mkdir(resultsDir, { recursive: true });
  const env = await environment();
  log(
    `benchmark in ${root} (commit ${env.commit}${env.dirty ? ", uncommitted changes" : ""}), ${options.runs} Lighthouse run(s) per route`,
  );

  let build = null;
  if (options.build) {
    build = {};
    for (const clean of [true, false]) {
      const kind = clean ? "clean" : "cached";
      log(`${clean ? "clean build (rm -rf .cache public; gatsby build)" : "cached rebuild (gatsby build)"}: started`);
      const result = await timedBuild({ cwd: root, clean, logFile: path.join(resultsDir, `${stamp}-build-${kind}.log`), log });
      build[kind] = result;
      if (!result.ok) {
        log(`${kind} build FAILED (exit ${result.exitCode}); log: ${path.relative(root, result.logFile)}`);
        const tail = (await readFile(result.logFile, "utf8").catch(() => "")).trimEnd().split("\n").slice(-25);
        console.error(tail.join("\n"));
        throw new Error("the build failed; nothing to measure");
      }
      log(
        `${kind} build: ${result.seconds.toFixed(1)} s, peak memory ${result.peakTreeRssMb.toFixed(0)} MB (process tree), ` +
          `other processes used ${result.otherCores.toFixed(1)} cores meanwhile`,
      );
    }
  } else {
    if (!existsSync(path.join(publicDir, "index.html"))) throw new Error("--no-build, but public/index.html does not exist: build first");
    log("build skipped (--no-build): measuring the existing public/");
  }

  const routes = selectRoutes(publicDir, options.routes, { allDemo: options.weights });
  const demoCount = routes.filter((route) => route.kind === "demo").length;
  log(`routes: ${routes.map(routeLabel).join(", ")}${demoCount === 0 ? " (no demo pages under public/litho yet)" : ""}`);

  const server = await startServer({ cwd: root });
  log(`serving public/ at ${server.origin}`);
  const results = routes.map((route) => ({ route, lighthouse: { runs: [] }, firstLoad: null }));
  try {
    // First-load bytes first: quick, deterministic, and the browser is closed before Lighthouse starts
    // so it cannot steal CPU from the timed runs.
    const phone = await openPhoneBrowser();
    try {
      for (const result of results) {
        const firstLoad = await measureFirstLoad(phone.browser, server.origin + result.route.path);
        result.firstLoad = firstLoad;
        log(
          firstLoad.ok
            ? `first load ${routeLabel(result.route)}: JS ${firstLoad.jsKb.toFixed(1)} KB gzip in ${firstLoad.jsFiles.length} files, ` +
                `inlined CSS ${firstLoad.inlineCssKb.toFixed(1)} KB gzip, ` +
                `${firstLoad.transferredKb.toFixed(0)} KB transferred, ${firstLoad.thirdPartyBlocked.length} third-party blocked`
            : `first load ${routeLabel(result.route)}: FAILED: ${firstLoad.error}`,
        );
      }
    } finally {
      await phone.close();
    }

    let machineStaysBusy = false;
    for (const result of options.weights ? [] : results) {
      for (let run = 1; run <= options.runs; run += 1) {
        const saveLhrTo = options.saveLhr
          ? path.join(resultsDir, `${stamp}-lhr`, `${result.route.path.replace(/\//g, "_") || "_"}-${run}.json`)
          : undefined;
        // Simulated throttling scales the CPU time Chromium observes, so other work on the machine (a build or
        // test run elsewhere) shows up as lower scores and higher TBT. Wait for a quiet moment, within reason.
        // Waiting helps with a burst, not with a machine that stays busy: after one fruitless wait, only glance.
        const quiet = await waitForQuietCpu({ maxMs: machineStaysBusy ? 3000 : 20_000 });
        machineStaysBusy = quiet.foreign >= 0.3;
        if (machineStaysBusy) log(`  machine busy (${quiet.foreign.toFixed(1)} cores used by other processes); measuring anyway`);
        else if (quiet.waitedMs > 2000) log(`  waited ${(quiet.waitedMs / 1000).toFixed(0)} s for other processes to quieten`);
        const outcome = await lighthouseRun(server.origin + result.route.path, { expectStatus: result.route.expectStatus, saveLhrTo });
        result.lighthouse.runs.push(outcome);
        const noise = outcome.otherCores >= 0.1 ? `, other load ${outcome.otherCores.toFixed(1)} cores` : "";
        log(
          `lighthouse ${routeLabel(result.route)} run ${run}/${options.runs}: ${fmtScores(outcome)} (${outcome.seconds.toFixed(1)} s${noise})`,
        );
      }
    }
  } finally {
    await server.stop();
    log("server stopped");
  }

  for (const result of results) {
    result.lighthouse.summary = summariseRuns(result.lighthouse.runs);
    result.verdict = verdict(result.route, result.lighthouse.summary, result.firstLoad, { lighthouse: !options.weights });
  }
  const finished = new Date();
  const report = {
    format: 1,
    startedAt: startedAt.toISOString(),
    finishedAt: finished.toISOString(),
    durationSeconds: (finished - startedAt) / 1000,
    environment: env,
    options,
    build,
    routes: results,
  };
  let markdown = renderMarkdown(report);
  if (older) markdown += `\n${renderComparison(older, report)}`;
  const base = path.join(resultsDir, stamp);
  await writeFile(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(`${base}.md`, `${markdown}\n`);
  console.log(`\n${markdown}`);
  log(`written ${path.relative(root, base)}.md and .json`);
  const failed = results.filter((result) => !result.verdict.pass).length;
  log(failed === 0 ? "all routes within budget" : `${failed} of ${results.length} routes over budget`);
}

main()
  .catch(async (error) => {
    console.error(`bench: ${error?.message ?? error}`);
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanupAll();
  });
