import type { BrowserContext, Page } from "@playwright/test";
import { test } from "./fixtures";

/**
 * How long the scan waits for a step of its own clean-up. Now and then, on a loaded machine, Chromium
 * stops running a page's tasks altogether (its main thread blocked, no JavaScript running), and its
 * cookie store has not answered for minutes; a step that hangs is given up rather than holding the
 * scan until the test times out. The site sets no cookies (its state lives in storage), and a page
 * that stops answering fails its test (`settle` bounds the walk down it), after which Playwright
 * goes on in a new worker, with a new context.
 */
const CLEAN_UP_WAIT_MS = 10_000;

async function giveUpAfter(ms: number, step: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const giveUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([step.catch(() => undefined), giveUp]);
  clearTimeout(timer);
}

/**
 * The whole-site scan visits hundreds of pages. Each worker keeps one browser context for all of
 * them, so the HTTP cache and the compiled-code cache carry the shared scripts, styles and fonts
 * from page to page, as for a visitor browsing the site; each page still loads from scratch in a
 * new tab, so every one is server-rendered and hydrated. Routing would switch the cache off, so
 * this context blocks third parties by name resolution instead (the integrity project's
 * `--host-resolver-rules`): their requests fail at once, and the scan ignores foreign failures.
 * Storage and cookies are cleared after each page, so no page sees what another one stored.
 */
export const scanTest = test.extend<{ scanPage: Page }, { scanContext: BrowserContext }>({
  scanContext: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale, timezoneId, userAgent } = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        locale,
        timezoneId,
        userAgent,
        serviceWorkers: "block",
        reducedMotion: "reduce",
      });
      await use(context);
      await context.close();
    },
    { scope: "worker" },
  ],

  scanPage: async ({ scanContext, viewport }, use) => {
    const page = await scanContext.newPage();
    if (viewport) await page.setViewportSize(viewport);
    await use(page);
    await giveUpAfter(
      CLEAN_UP_WAIT_MS,
      page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      }),
    );
    await page.close();
    await giveUpAfter(CLEAN_UP_WAIT_MS, scanContext.clearCookies());
  },
});
