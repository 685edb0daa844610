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

// V8 compiles a script marked this way on a background thread as it arrives, instead of function by
// function on the main thread while the page hydrates (src/node/compile-hints.ts).
for (const path of ["/", "/litho/home-business"]) {
  test(`${path}: every script the page runs asks to be compiled while it downloads`, async ({ page, request }) => {
    await page.goto(path, { waitUntil: "networkidle" });
    // The page's own record of the scripts it loaded, each read again from the server: reading the
    // responses as they came raced the end of the test for the late ones, and missed any after hydration.
    const loaded = await page.evaluate(() =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((entry) => entry.initiatorType === "script" && entry.name.startsWith(location.origin))
        .map((entry) => entry.name),
    );
    expect(loaded.length).toBeGreaterThanOrEqual(3);
    for (const url of loaded)
      expect((await (await request.get(url)).text()).slice(0, 40), url).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
  });
}
