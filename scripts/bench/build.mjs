// Timed `gatsby build` with the peak memory of the whole build.
//
// Peak memory is the largest SUM of resident set sizes over the gatsby process tree, sampled from /proc
// every 250 ms. `gatsby build` forks worker processes (HTML rendering, image jobs), so the RSS of the
// main process alone - which is what `/usr/bin/time -v` reports as "Maximum resident set size" (the
// largest single process among the waited-for tree) - understates what the machine must hold. When
// /usr/bin/time is installed we still wrap the build in it and record that figure alongside, for reference.
// Caveats: RSS counts shared pages once per process, so the sum slightly overstates; a 250 ms sampler can
// miss a shorter spike.
import { spawn } from "node:child_process";
import { createWriteStream, existsSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { onCleanup, killGroup } from "./cleanup.mjs";
import { cpuSnapshot, foreignCores, treeResidentKb } from "./proc.mjs";

const GNU_TIME = "/usr/bin/time";

/**
 * Runs one `gatsby build` in `cwd`. `clean` deletes .cache and public first (a true cold build).
 * Build output goes to `logFile` (it is long); progress lines come through `log`.
 */
export async function timedBuild({ cwd, clean, logFile, log }) {
  const label = clean ? "clean build" : "cached rebuild";
  if (clean) {
    await rm(path.join(cwd, ".cache"), { recursive: true, force: true });
    await rm(path.join(cwd, "public"), { recursive: true, force: true });
  }
  const gatsby = path.join(cwd, "node_modules/.bin/gatsby");
  const timeFile = `${logFile}.time`;
  const useGnuTime = existsSync(GNU_TIME);
  const [command, args] = useGnuTime ? [GNU_TIME, ["-v", "-o", timeFile, gatsby, "build"]] : [gatsby, ["build"]];

  const out = createWriteStream(logFile);
  const started = process.hrtime.bigint();
  const cpuBefore = cpuSnapshot();
  // detached: own process group, so the whole tree (workers included) can be stopped with one signal.
  const child = spawn(command, args, {
    cwd,
    detached: true,
    // The plain logger, as in CI (CI=true selects it): the output goes to a file, where Gatsby's
    // animated terminal display would only spend the build's CPU redrawing progress bars.
    env: { GATSBY_LOGGER: "yurnalist", ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  const unregister = onCleanup(
    async () => killGroup(child.pid, "SIGKILL"),
    () => killGroup(child.pid, "SIGKILL"),
  );

  let peakKb = 0;
  const sampler = setInterval(() => {
    peakKb = Math.max(peakKb, treeResidentKb(child.pid));
  }, 250);
  // A heartbeat so a long clean build does not look hung.
  const heartbeat = setInterval(() => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    log(`${label}: still running, ${seconds.toFixed(0)} s, peak so far ${(peakKb / 1024).toFixed(0)} MB`);
  }, 30_000);

  const exitCode = await new Promise((resolve) => {
    child.on("error", () => resolve(-1));
    child.on("close", (code, signal) => resolve(code ?? (signal ? -1 : 0)));
  });
  const otherCores = foreignCores(cpuBefore, cpuSnapshot());
  clearInterval(sampler);
  clearInterval(heartbeat);
  unregister();
  out.end();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;

  let largestProcessMb = null;
  if (useGnuTime) {
    const timeReport = await readFile(timeFile, "utf8").catch(() => "");
    const match = /Maximum resident set size \(kbytes\): (\d+)/.exec(timeReport);
    if (match) largestProcessMb = Number(match[1]) / 1024;
  }
  return {
    kind: clean ? "clean" : "cached",
    ok: exitCode === 0,
    exitCode,
    seconds,
    peakTreeRssMb: peakKb / 1024,
    largestProcessRssMb: largestProcessMb,
    // Cores other processes kept busy meanwhile: on 2 cores, anything near 1 makes the build time pessimistic.
    otherCores,
    logFile,
  };
}
