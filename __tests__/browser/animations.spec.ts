import { test, expect, type Page } from "./support/fixtures";

/** The reveal wrapper around the "1kg Gold Plate" text, far below the fold on the home page. */
const productText = (page: Page) =>
  page.getByRole("heading", { name: "1kg Gold Plate" }).locator("xpath=ancestor::div[contains(@class,'product-row-module--body')]");

const motionChunkRequests = (page: Page) => {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (/reveal-motion|motion-features|framer/.test(request.url())) urls.push(request.url());
  });
  return urls;
};

test("on a desktop, blocks below the fold fade in as they scroll into view", async ({ page }) => {
  const requests = motionChunkRequests(page);
  await page.goto("/");
  const wrapper = productText(page);
  await expect(wrapper).toHaveCSS("opacity", "0");
  await wrapper.scrollIntoViewIfNeeded();
  await expect(wrapper).toHaveCSS("opacity", "1", { timeout: 4000 });
  expect(requests).toHaveLength(1);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test("nothing is hidden for an animation and the animation code never loads", async ({ page }) => {
    const requests = motionChunkRequests(page);
    await page.goto("/", { waitUntil: "networkidle" });
    const wrapper = productText(page);
    await expect(wrapper).toHaveCSS("opacity", "1");
    expect(requests).toEqual([]);
  });
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("nothing is hidden or moved for an animation, and the animation code never loads", async ({ page }) => {
    const requests = motionChunkRequests(page);
    await page.goto("/", { waitUntil: "networkidle" });
    // From before it scrolls into view and on every frame for a second after (the fade takes 0.9 s):
    // the block's opacity and offset as drawn.
    const frames = await productText(page).evaluate(
      (element) =>
        new Promise<{ opacity: number; offset: number }[]>((resolve) => {
          const seen: { opacity: number; offset: number }[] = [];
          const sample = () => {
            const style = getComputedStyle(element);
            seen.push({ opacity: Number(style.opacity), offset: new DOMMatrix(style.transform).m42 });
          };
          sample();
          element.scrollIntoView({ block: "center" });
          sample();
          const start = performance.now();
          const onFrame = () => {
            sample();
            if (performance.now() - start < 1000) requestAnimationFrame(onFrame);
            else resolve(seen);
          };
          requestAnimationFrame(onFrame);
        }),
    );
    expect(frames.length).toBeGreaterThan(10);
    expect(frames.filter(({ opacity, offset }) => opacity !== 1 || offset !== 0)).toEqual([]);
    expect(requests).toEqual([]);
  });
});
