import AxeBuilder from "@axe-core/playwright";
import type { CDPSession, Page } from "@playwright/test";

/** The WCAG levels every scan holds pages to (decisions.md), 2.2's target size included. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export type AxeViolation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/**
 * axe's violations on the page as it is now. Legacy mode runs axe once in the page itself; the
 * default mode also opens a blank page to merge per-frame results, which tripled every scan's time
 * for nothing here: third-party frames are blocked, and the site has no frames of its own. Only
 * violations are collected in detail (every rule still runs): the passes' node lists took a third
 * of each scan.
 */
export const axeViolations = async (page: Page): Promise<AxeViolation[]> =>
  // options() replaces every option set before it, the tags' runOnly included: it comes first.
  (
    await new AxeBuilder({ page })
      .options({ resultTypes: ["violations"] })
      .withTags(AXE_TAGS)
      .setLegacyMode(true)
      .analyze()
  ).violations;

/** One line per rule: its id and the elements that break it, for short assertions. */
export const violationSummaries = (violations: AxeViolation[]): string[] =>
  violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);

/** One readable block per rule: what failed, how bad, where (selectors) and axe's own advice. */
export function formatViolations(where: string, violations: AxeViolation[]): string {
  const MAX_NODES = 8;
  const lines = [`axe found ${violations.length} WCAG 2.2 A/AA violation(s) on ${where}:`];
  violations.forEach((violation, index) => {
    lines.push("", `${index + 1}. ${violation.id} (${violation.impact ?? "unknown impact"}): ${violation.help}`);
    lines.push(`   ${violation.helpUrl}`);
    for (const node of violation.nodes.slice(0, MAX_NODES)) {
      // A target is a list of selectors, one per frame or shadow root on the way to the element.
      const selector = node.target.map((part) => (Array.isArray(part) ? part.join(" >>> ") : String(part))).join(" >> ");
      lines.push(`   - ${selector}`);
      for (const summaryLine of (node.failureSummary ?? "").split("\n").filter(Boolean)) {
        lines.push(`       ${summaryLine.trim()}`);
      }
    }
    if (violation.nodes.length > MAX_NODES) lines.push(`   … and ${violation.nodes.length - MAX_NODES} more element(s)`);
  });
  return lines.join("\n");
}

/**
 * The walk down a page takes a few seconds, and every wait in it has a ceiling of its own, so a walk
 * still unfinished after this long means the page's own timers have stopped firing.
 */
const WALK_LIMIT_MS = 15_000;

/**
 * Waits for `work` on `page`, or fails after `ms` saying what held the page's main thread: JavaScript
 * that never gave it back (a loop of the site's own would show so), or the browser itself. Without
 * this, a stuck page held the test to its timeout and then its teardown to another, and the report
 * said only that time had run out.
 */
async function answersWithin<T>(page: Page, ms: number, work: () => Promise<T>, doing: string): Promise<T> {
  // Opened before the work: opening one needs the page's main thread, which a stuck page does not give.
  const cdp = await page.context().newCDPSession(page);
  const running = work();
  let timer: NodeJS.Timeout | undefined;
  const stuck = new Promise<"stuck">((resolve) => {
    timer = setTimeout(() => resolve("stuck"), ms);
  });
  try {
    const outcome = await Promise.race([running, stuck]);
    if (outcome !== "stuck") return outcome as T;
    running.catch(() => undefined);
    throw new Error(`${page.url()} stopped answering while ${doing} (${ms / 1000} s): ${await mainThreadActivity(page, cdp)}`);
  } finally {
    clearTimeout(timer);
    cdp.detach().catch(() => undefined);
  }
}

/**
 * What held a page's main thread: JavaScript that never gave it back (stopping the running script
 * frees it, and the page answers again), or nothing the page runs (it still does not answer). The
 * request to stop interrupts running JavaScript; the page's own tasks wait for the thread.
 */
async function mainThreadActivity(page: Page, cdp: CDPSession): Promise<string> {
  cdp.send("Runtime.terminateExecution").catch(() => undefined);
  const answered = await Promise.race([
    page.evaluate(() => true).catch(() => false),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), 5_000)),
  ]);
  return answered
    ? "it was running JavaScript that never gave the main thread back (stopping that script freed it)"
    : "it ran no JavaScript: stopping scripts did not free its main thread, which still answered nothing 5 s later (the browser had stopped running the page)";
}

/**
 * Brings the page to the state a visitor reads: web fonts in, every block that waits for the
 * screen (market widgets, which fall back to their cards because third parties are blocked;
 * carousels; forms) reached once, back at the top. Two frames per screen are enough for the
 * intersection observers to fire. Scans run with reduced motion, so reveals show at once; what still
 * moves is waited for, since a scan mid-fade would report the contrast of half-transparent text.
 */
export async function settle(page: Page): Promise<void> {
  const walk = () =>
    page.evaluate(async () => {
      // Chromium now and then stops producing frames for a page (seen about once in 400 scans of a
      // shared context): neither waiting on fonts nor a frame may hang the scan, so each has a ceiling.
      const atMost = (ms: number, promise: Promise<unknown>) => Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);
      await atMost(3_000, document.fonts.ready);
      const frame = () => atMost(250, new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const step = Math.max(200, Math.floor(window.innerHeight * 0.9));
      for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
        window.scrollTo({ top: y, behavior: "instant" });
        await frame();
      }
      window.scrollTo({ top: 0, behavior: "instant" });
    });
  await answersWithin(page, WALK_LIMIT_MS, walk, "walking down the page");
  // Finished means: no finite animation or transition running and no element left at a partial
  // inline opacity (JavaScript-driven tweens), twice in a row. Endless loops (a ticker) don't count.
  await page
    .waitForFunction(
      () => {
        const busy =
          document
            .getAnimations()
            .some((animation) => animation.playState === "running" && animation.effect?.getComputedTiming().endTime !== Infinity) ||
          Array.from(document.querySelectorAll<HTMLElement>("[style*='opacity']")).some((element) => {
            const opacity = Number.parseFloat(element.style.opacity);
            return opacity > 0 && opacity < 1;
          });
        const state = window as unknown as { __settledTicks?: number };
        state.__settledTicks = busy ? 0 : (state.__settledTicks ?? 0) + 1;
        return state.__settledTicks >= 2;
      },
      undefined,
      { polling: 100, timeout: 5_000 },
    )
    // Still moving after 5 s: scan anyway; a real problem then shows up in axe's report.
    .catch(() => undefined);
}
