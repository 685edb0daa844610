import { test, expect } from "./support/fixtures";

/**
 * Every page is complete without JavaScript, so its app scripts never hold the first screen (document,
 * fonts, hero image) back: held on the network, the page still paints its first screen, and it comes
 * alive once they arrive.
 */
const pages = ["/", "/about", "/products", "/zh-hk", "/litho/home-business"];
const APP_SCRIPT = /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/;

for (const path of pages) {
  test(`${path}: the first screen paints while the app scripts are still on their way`, async ({ page }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await page.route(APP_SCRIPT, async (route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    });
    // The fixtures' goto waits for hydration, which waits for the scripts held here.
    const navigation = page.goto(path);
    await expect(async () => {
      const firstScreen = await page.evaluate(() => ({
        painted: performance.getEntriesByName("first-contentful-paint").length > 0,
        heroes: [...document.querySelectorAll<HTMLImageElement>('img[loading="eager"]')].map(
          (image) => image.complete && image.naturalWidth > 0,
        ),
        live: document.documentElement.hasAttribute("data-interactive"),
      }));
      expect(firstScreen.painted).toBe(true);
      expect(firstScreen.heroes.length).toBeGreaterThan(0);
      expect(firstScreen.heroes).not.toContain(false);
      expect(firstScreen.live).toBe(false);
    }).toPass();
    expect(held.length).toBeGreaterThan(0);

    release();
    await navigation;
    await expect(page.locator("html[data-interactive]")).toBeAttached();
  });
}

// On a slow line, a phone shares its bandwidth between everything a page asks for: the app scripts are
// requested only once the first screen has painted and its eager images have loaded (src/node/defer-app-scripts.ts).
for (const path of pages) {
  test(`${path}: the app scripts are requested after the first screen`, async ({ page }) => {
    await page.goto(path);
    const timings = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const appScripts = resources.filter((entry) => /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/.test(entry.name));
      const eagerImages = [...document.querySelectorAll<HTMLImageElement>('img[loading="eager"]')].map((image) => image.currentSrc);
      const heroes = resources.filter((entry) => eagerImages.includes(entry.name));
      return {
        firstPaint: paint?.startTime ?? null,
        scriptsRequested: appScripts.map((entry) => entry.startTime),
        heroesLoaded: heroes.map((entry) => entry.responseEnd),
      };
    });
    expect(timings.firstPaint).not.toBeNull();
    expect(timings.scriptsRequested).toHaveLength(3);
    expect(timings.heroesLoaded.length).toBeGreaterThan(0);
    const firstScript = Math.min(...timings.scriptsRequested);
    expect(firstScript).toBeGreaterThanOrEqual(timings.firstPaint ?? Infinity);
    expect(firstScript).toBeGreaterThanOrEqual(Math.max(...timings.heroesLoaded));
  });
}
