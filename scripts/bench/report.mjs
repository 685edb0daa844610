// Budget verdicts, the markdown report and the comparison with an earlier run.
import { routeLabel } from "./routes.mjs";

export const BUILD_TARGETS = { cleanSeconds: 300, cachedSeconds: 60 };
// decisions.md: live pages 100 in accessibility, best practices and SEO; performance 98 in English and 97 in
// Chinese (whose first screen carries more text); demo pages 95 in performance.
const LIVE_SCORE_TARGET = 100;
const livePerfTarget = (route) => (route.path.startsWith("/zh-hk") ? 97 : 98);
const DEMO_PERF_TARGET = 95;

// CLS is a float; "CLS 0" means it shows as 0.000 at the precision Lighthouse reports (3 decimals).
const clsIsZero = (cls) => Math.round(cls * 1000) === 0;

const fixed = (value, digits = 0) => (value === null || value === undefined ? "–" : Number(value).toFixed(digits));

/**
 * A page that must answer 404 loses some points by design: SEO's http-status-code (the 404 itself) and
 * is-crawlable (the 404 page is noindex), and best practices' errors-in-console, because Chromium logs
 * every 404 response (the document, and Gatsby's own page-data lookups for the missing path) as a
 * console error. Those are accepted only when they are the whole loss - a real JS error still fails.
 */
function onlyExpectedLosses(route, lh, category) {
  if (route.expectStatus !== 404 || !lh.lostPoints) return false;
  const lost = lh.lostPoints[category] ?? [];
  if (category === "seo") return lost.every((audit) => ["http-status-code", "is-crawlable"].includes(audit.id));
  if (category === "best-practices") {
    return (
      lost.every((audit) => audit.id === "errors-in-console") &&
      lh.consoleErrors.every((error) => error.source === "network" && /status of 404/.test(error.description))
    );
  }
  return false;
}

/** Checks one route's medians against its budget; returns { pass, problems[] }. Without Lighthouse (--weights) only the weights count. */
export function verdict(route, summary, firstLoad, { lighthouse = true } = {}) {
  const problems = [];
  const lh = summary && summary.runsOk > 0 ? summary : null;
  if (!lighthouse) {
    // Weights only.
  } else if (!lh) problems.push("Lighthouse failed");
  else {
    if (summary.runsFailed > 0) problems.push(`${summary.runsFailed} LH run(s) failed`);
    if (summary.thirdPartyLeaked.length > 0) problems.push("3p request not blocked");
    if (route.kind === "demo") {
      if (lh.performance < DEMO_PERF_TARGET) problems.push(`perf ${lh.performance}<${DEMO_PERF_TARGET}`);
    } else {
      const scores = [
        ["perf", lh.performance, "performance"],
        ["a11y", lh.accessibility, "accessibility"],
        ["BP", lh.bestPractices, "best-practices"],
        ["SEO", lh.seo, "seo"],
      ];
      for (const [name, score, category] of scores) {
        if (score === null || score >= (category === "performance" ? livePerfTarget(route) : LIVE_SCORE_TARGET)) continue;
        if (!onlyExpectedLosses(route, lh, category)) problems.push(`${name} ${score}`);
      }
    }
    if (lh.cls !== null && !clsIsZero(lh.cls)) problems.push(`CLS ${lh.cls.toFixed(3)}`);
  }
  if (route.jsBudgetKb !== null) {
    if (!firstLoad?.ok) problems.push("JS not measured");
    else if (firstLoad.jsKb > route.jsBudgetKb) problems.push(`JS ${firstLoad.jsKb.toFixed(1)}>${route.jsBudgetKb} KB`);
  }
  if (route.cssBudgetKb && firstLoad?.ok && firstLoad.inlineCssKb > route.cssBudgetKb) {
    problems.push(`CSS ${firstLoad.inlineCssKb.toFixed(1)}>${route.cssBudgetKb} KB`);
  }
  if (firstLoad?.ok && route.expectStatus && firstLoad.status !== route.expectStatus) {
    problems.push(`status ${firstLoad.status}≠${route.expectStatus}`);
  }
  return { pass: problems.length === 0, problems };
}

function routeRow(result) {
  const lh = result.lighthouse.summary;
  const fl = result.firstLoad;
  const verdictText = result.verdict.pass ? "pass" : `**FAIL**: ${result.verdict.problems.join(", ")}`;
  const budget = result.route.jsBudgetKb === null ? "" : ` / ${result.route.jsBudgetKb}`;
  const cssBudget = result.route.cssBudgetKb ? ` / ${result.route.cssBudgetKb}` : "";
  return [
    `\`${routeLabel(result.route)}\``,
    fixed(lh.performance),
    fixed(lh.accessibility),
    fixed(lh.bestPractices),
    fixed(lh.seo),
    fixed(lh.lcpMs),
    fixed(lh.tbtMs),
    fixed(lh.cls, 3),
    fl?.ok ? `${fl.jsKb.toFixed(1)}${budget}` : "–",
    fl?.ok ? `${fl.inlineCssKb.toFixed(1)}${cssBudget}` : "–",
    fl?.ok ? fl.transferredKb.toFixed(0) : "–",
    verdictText,
  ];
}

const table = (header, rows) =>
  [`| ${header.join(" | ")} |`, `| ${header.map(() => "---").join(" | ")} |`, ...rows.map((row) => `| ${row.join(" | ")} |`)].join("\n");

function buildRows(build) {
  if (!build)
    return [
      ["clean build", "not measured (--no-build)", `≤ ${BUILD_TARGETS.cleanSeconds} s`, ""],
      ["cached rebuild", "not measured", `≤ ${BUILD_TARGETS.cachedSeconds} s`, ""],
    ];
  const row = (name, run, target) => {
    if (!run) return [name, "–", `≤ ${target} s`, "not run"];
    if (!run.ok) return [name, `failed (exit ${run.exitCode}) after ${run.seconds.toFixed(1)} s`, `≤ ${target} s`, "**FAIL**"];
    return [name, `${run.seconds.toFixed(1)} s`, `≤ ${target} s`, run.seconds <= target ? "pass" : "**FAIL**"];
  };
  const memory = (run) =>
    run?.ok
      ? `${run.peakTreeRssMb.toFixed(0)} MB${run.largestProcessRssMb ? ` (largest process ${run.largestProcessRssMb.toFixed(0)} MB)` : ""}`
      : "–";
  return [
    row("clean build", build.clean, BUILD_TARGETS.cleanSeconds),
    row("cached rebuild", build.cached, BUILD_TARGETS.cachedSeconds),
    ["peak memory, clean build (process tree RSS)", memory(build.clean), "–", ""],
    ["peak memory, cached rebuild (process tree RSS)", memory(build.cached), "–", ""],
  ];
}

/** A run's real first paint, for its line in the details ("" for runs saved before it was recorded). */
const firstPaintSeen = (run) => (typeof run.observedFcpMs === "number" ? `/${(run.observedFcpMs / 1000).toFixed(2)} s` : "");

/** Per-route details that explain the figures: what cost points, which JS loaded, what was blocked. */
function details(results) {
  const lines = [];
  for (const result of results) {
    const lh = result.lighthouse.summary;
    const fl = result.firstLoad;
    lines.push(`### \`${routeLabel(result.route)}\``);
    if (lh.errors.length > 0) lines.push(`- Lighthouse errors: ${lh.errors.join("; ")}`);
    if (typeof lh.otherCores === "number") {
      const runs = result.lighthouse.runs
        .map((run) => (run.ok ? `${run.performance}/${Math.round(run.tbtMs)} ms${firstPaintSeen(run)}` : "failed"))
        .join(", ");
      lines.push(`- runs (perf/TBT/first paint seen): ${runs}; other load ${lh.otherCores.toFixed(2)} cores (median)`);
    }
    if (typeof lh.fontKbBeforeFirstPaint === "number") {
      lines.push(`- fonts arrived before the first paint seen (median): ${lh.fontKbBeforeFirstPaint.toFixed(0)} KB`);
    }
    if (lh.lcpElement) lines.push(`- LCP element: \`${lh.lcpElement.replace(/`/g, "'")}\``);
    if (lh.lostPoints) {
      for (const [category, audits] of Object.entries(lh.lostPoints)) {
        if (audits.length === 0) continue;
        const list = audits.map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ""}`).join(", ");
        lines.push(
          `- ${category === "performanceDiagnostics" ? "performance diagnostics below 0.9" : `${category} lost points on`}: ${list}`,
        );
      }
    }
    if (fl?.ok) {
      const files = fl.jsFiles.map((file) => `${file.path.replace(/^\//, "")} ${(file.gzipBytes / 1024).toFixed(1)}`).join(", ");
      lines.push(`- first-load JS files (KB gzip): ${files || "none"}`);
      lines.push(
        `- ${fl.responses} same-origin responses until idle (${(fl.loadMs / 1000).toFixed(1)} s${fl.idleReached ? "" : ", network never idle: cut at 60 s"}); ` +
          `other pages' prefetches excluded: ${fl.excludedPrefetch.length ? fl.excludedPrefetch.join(", ") : "none in the window"}`,
      );
    } else if (fl) lines.push(`- first-load measurement failed: ${fl.error}`);
    const blocked = [...new Set([...(lh.thirdPartyBlocked ?? []), ...(fl?.thirdPartyBlocked ?? [])])];
    if (blocked.length > 0)
      lines.push(`- third-party requests made before idle (blocked): ${blocked.map((url) => url.slice(0, 100)).join(", ")}`);
    if (lh.thirdPartyLeaked.length > 0) lines.push(`- NOT blocked (add a pattern): ${lh.thirdPartyLeaked.join(", ")}`);
    lines.push("");
  }
  return lines.join("\n");
}

/** How much other work competed for the CPU: figures from a busy machine are pessimistic, not comparable. */
function loadNote(report) {
  const perRun = report.routes.flatMap((r) => r.lighthouse.runs.map((run) => run.otherCores)).filter((v) => typeof v === "number");
  const builds = report.build ? [report.build.clean, report.build.cached].filter(Boolean) : [];
  if (perRun.length === 0) return [];
  const sorted = [...perRun].sort((a, b) => a - b);
  const mid = sorted[Math.floor(sorted.length / 2)];
  const buildText = builds.length ? `; during the builds ${builds.map((b) => b.otherCores.toFixed(1)).join(" / ")}` : "";
  const line = `Other processes on the machine used ${mid.toFixed(2)} cores (median; max ${sorted.at(-1).toFixed(2)}) of ${report.environment.cpus} during the Lighthouse runs${buildText}.`;
  const warning =
    mid >= 0.3 || sorted.at(-1) >= 1
      ? " **The machine was busy: performance scores and TBT are pessimistic; re-run on a quiet machine before comparing.**"
      : "";
  return [line + warning, ""];
}

export function renderMarkdown(report) {
  const header = [
    "Route",
    "Perf",
    "A11y",
    "BP",
    "SEO",
    "LCP ms",
    "TBT ms",
    "CLS",
    "First-load JS KB gzip / budget",
    "Inlined CSS KB gzip / budget",
    "Transferred KB",
    "Verdict",
  ];
  const env = report.environment;
  return [
    `# Benchmark ${report.startedAt}`,
    "",
    `Commit ${env.commit}${env.dirty ? " (with uncommitted changes)" : ""}; ${env.chromium}; Lighthouse ${env.lighthouse} (mobile, simulated throttling, median of ${report.options.runs} runs, third parties blocked); node ${env.node}; ${env.cpus} CPUs; system font for Chinese: ${env.chineseSystemFont ?? "not recorded"}. Run took ${(report.durationSeconds / 60).toFixed(1)} min.`,
    "",
    ...loadNote(report),
    table(header, report.routes.map(routeRow)),
    "",
    table(["Build", "Figure", "Target", "Verdict"], buildRows(report.build)),
    "",
    "Targets: live pages Lighthouse performance ≥ 98 in English and ≥ 97 in Chinese, 100 in accessibility, best practices and SEO (the 404 page may lose only what answering 404 costs: SEO http-status-code and is-crawlable, and best-practices errors-in-console for 404 responses), CLS 0 (0.000 at 3 decimals), first-load JS ≤ 120 KB gzip (/contact ≤ 150); demo pages performance ≥ 95, CLS 0, and first-load JS and inlined CSS within their kind's budget (scripts/bench/routes.mjs: light pages 125/12, demo homes 200/20 and the startup home 165, inner pages and blog 160/16, shop 190/16, chrome showcase 150/14).",
    "",
    "## Details",
    "",
    details(report.routes),
  ].join("\n");
}

/** Differences between an earlier report (JSON) and this one, as markdown. */
export function renderComparison(older, newer) {
  const figures = [
    ["Perf", (r) => r.lighthouse.summary.performance, 0],
    ["A11y", (r) => r.lighthouse.summary.accessibility, 0],
    ["BP", (r) => r.lighthouse.summary.bestPractices, 0],
    ["SEO", (r) => r.lighthouse.summary.seo, 0],
    ["LCP ms", (r) => r.lighthouse.summary.lcpMs, 0],
    ["TBT ms", (r) => r.lighthouse.summary.tbtMs, 0],
    ["CLS", (r) => r.lighthouse.summary.cls, 3],
    ["JS KB", (r) => (r.firstLoad?.ok ? r.firstLoad.jsKb : null), 1],
    ["CSS KB", (r) => (r.firstLoad?.ok ? r.firstLoad.inlineCssKb : null), 1],
    ["Transferred KB", (r) => (r.firstLoad?.ok ? r.firstLoad.transferredKb : null), 0],
  ];
  const cell = (before, after, digits) => {
    if (before == null && after == null) return "–";
    if (before == null || after == null) return `${fixed(before, digits)} → ${fixed(after, digits)}`;
    const delta = after - before;
    if (Number(delta.toFixed(digits)) === 0) return `${fixed(after, digits)} (=)`;
    return `${fixed(before, digits)} → ${fixed(after, digits)} (${delta > 0 ? "+" : ""}${delta.toFixed(digits)})`;
  };
  const oldByPath = new Map(older.routes.map((r) => [r.route.path, r]));
  const rows = [];
  for (const result of newer.routes) {
    const before = oldByPath.get(result.route.path);
    if (!before) {
      rows.push([`\`${routeLabel(result.route)}\``, ...figures.map(() => "new")]);
      continue;
    }
    rows.push([`\`${routeLabel(result.route)}\``, ...figures.map(([, get, digits]) => cell(get(before), get(result), digits))]);
  }
  for (const [path] of oldByPath) {
    if (!newer.routes.some((r) => r.route.path === path)) rows.push([`\`${path}\``, ...figures.map(() => "gone")]);
  }
  const buildCell = (get) => cell(older.build ? get(older.build) : null, newer.build ? get(newer.build) : null, 1);
  const buildRowsOut = [
    ["clean build s", buildCell((b) => (b.clean?.ok ? b.clean.seconds : null))],
    ["cached rebuild s", buildCell((b) => (b.cached?.ok ? b.cached.seconds : null))],
    ["peak memory MB (clean)", buildCell((b) => (b.clean?.ok ? b.clean.peakTreeRssMb : null))],
  ];
  return [
    `## Compared with ${older.startedAt} (commit ${older.environment?.commit ?? "?"})`,
    "",
    table(["Route", ...figures.map(([name]) => name)], rows),
    "",
    table(["Build", "Change"], buildRowsOut),
    "",
  ].join("\n");
}
