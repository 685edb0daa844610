import { test, expect } from "./support/fixtures";

/**
 * A phone on a slow line shares its bandwidth between everything a page asks for. The first screen
 * (document, fonts, hero image) comes first; Gatsby's app scripts are requested once it has painted,
 * and the page still becomes interactive.
 */
const pages = ["/", "/about", "/products", "/litho/home-business"];

for (const path of pages) {
  test(`${path}: the app scripts wait until the first screen has painted`, async ({ page }) => {
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
