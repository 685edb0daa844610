// Small readers of Linux /proc: the process tree (for build memory) and CPU time (to tell how much of the
// machine other work took while Lighthouse measured - its simulated throttling scales observed CPU time,
// so a parallel build or test run elsewhere lowers scores and raises TBT).
import { readFileSync, readdirSync } from "node:fs";
import os from "node:os";

const TICKS_PER_SECOND = 100; // USER_HZ; 100 on every mainstream Linux build

/** Fields after the parenthesised command name of /proc/<pid>/stat (which may itself contain spaces). */
function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null; // exited meanwhile
  }
}

/** `root` and all its descendants, from the parent links in /proc. */
export function processTree(root) {
  const children = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(entry);
    if (!fields) continue;
    const parent = Number(fields[1]);
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(Number(entry));
  }
  const found = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop();
    found.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

function residentKb(pid) {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** Sum of VmRSS (kB) over `root` and its descendants right now. */
export function treeResidentKb(root) {
  return processTree(root).reduce((sum, pid) => sum + residentKb(pid), 0);
}

/**
 * A snapshot of CPU time: the machine's busy ticks, and the ticks of this benchmark's own process tree
 * (user + system, plus those of reaped children, so a Chromium helper that exited still counts as ours).
 */
export function cpuSnapshot() {
  const [, ...values] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = values.map(Number);
  let ours = 0;
  for (const pid of processTree(process.pid)) {
    const fields = statFields(pid);
    // utime, stime, cutime, cstime are fields 14-17 of stat, i.e. indexes 11-14 after the name.
    if (fields) ours += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return {
    at: Date.now(),
    busy: user + nice + system + irq + softirq + steal,
    total: user + nice + system + idle + iowait + irq + softirq + steal,
    ours,
  };
}

/** Average number of cores that processes outside this benchmark kept busy between two snapshots. */
export function foreignCores(before, after) {
  const seconds = (after.at - before.at) / 1000;
  if (seconds <= 0) return 0;
  const foreignTicks = after.busy - before.busy - (after.ours - before.ours);
  // Clamped: a child that exits between the snapshots drops out of our tree until its parent reaps it.
  return Math.min(os.cpus().length, Math.max(0, foreignTicks / TICKS_PER_SECOND / seconds));
}

/**
 * Waits (up to `maxMs`) until other processes use less than `threshold` cores over a 1 s sample.
 * Returns { waitedMs, foreign } - the last sample - so a run that had to start anyway can be flagged.
 */
export async function waitForQuietCpu({ threshold = 0.3, maxMs = 20_000 } = {}) {
  const started = Date.now();
  let foreign = 0;
  do {
    const before = cpuSnapshot();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    foreign = foreignCores(before, cpuSnapshot());
    if (foreign < threshold) break;
  } while (Date.now() - started < maxMs);
  return { waitedMs: Date.now() - started, foreign };
}

export const coreCount = () => os.cpus().length;
