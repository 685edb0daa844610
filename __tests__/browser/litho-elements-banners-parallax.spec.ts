/*
 * The info banner and parallax scrolling element pages as a visitor meets them: banners that are
 * one link each and go where their call says, a visible focus ring, photos that trail the page on
 * a desktop and stand still on a phone and under reduced motion, without a single layout shift;
 * and the parallax page title, which shares the same effect.
 */
import { test, expect, type Page } from "./support/fixtures";

const BANNERS = "/litho/elements/info-banner";
const PARALLAX = "/litho/elements/parallax-scrolling";
const PARALLAX_TITLE = "/litho/page-title/parallax-background";

const photoLayer = (page: Page, anchor: string) => page.locator(`#${anchor} [data-parallax-layer="photo"]`);

/** Scrolls so the band's top sits at `fromTop` px below the viewport's top, and waits two frames for the effect. */
const scrollBandTo = async (page: Page, anchor: string, fromTop: number) => {
  await page.evaluate(
    ([id, offset]) => {
      const band = document.getElementById(id as string)!;
      window.scrollTo(0, band.getBoundingClientRect().top + window.scrollY - (offset as number));
      return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    },
    [anchor, fromTop],
  );
};

const transformOf = (page: Page, anchor: string) => photoLayer(page, anchor).evaluate((element) => getComputedStyle(element).transform);

/** A layer's vertical shift in px, from its computed transform (0 when none). */
const shiftOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m42);

/**
 * The layout shifts (value and shifted nodes) while scrolling down through the bands. Observed from
 * just past the top, once the header has finished turning sticky there: its own change of height on
 * the first scroll is the chrome's matter.
 */
const layoutShiftWhileScrolling = (page: Page) =>
  page.evaluate(async () => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const header = document.querySelector("header[data-sticky]");
    const headerMoving = () =>
      header
        ?.getAnimations({ subtree: true })
        .some((animation) => animation.playState === "running" && animation.effect?.getComputedTiming().endTime !== Infinity);
    window.scrollTo(0, 300);
    await frames();
    while (headerMoving()) await frames();
    const shifts: string[] = [];
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as unknown as { value: number; sources?: { node?: Node | null }[] }[]) {
        const nodes = (entry.sources ?? []).map((source) => (source.node as Element | null)?.className || source.node?.nodeName);
        shifts.push(`${entry.value.toFixed(4)} ${nodes.join(", ")}`);
      }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: "layout-shift" });
    for (let y = 300; y <= document.documentElement.scrollHeight; y += 200) {
      window.scrollTo(0, y);
      await frames();
    }
    // The last frames' shifts, which the observer may hold undelivered yet.
    record(observer.takeRecords());
    observer.disconnect();
    return shifts;
  });

test.describe("parallax scrolling", () => {
  test("at 1280 px the photo trails the page, the figure cards move against it, and nothing shifts", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(PARALLAX);
    await scrollBandTo(page, "style-01", 700);
    const low = await transformOf(page, "style-01");
    await scrollBandTo(page, "style-01", 0);
    const high = await transformOf(page, "style-01");
    expect(low).not.toBe("none");
    expect(high).not.toBe(low);

    // The layers style: photo and figures move in opposite directions.
    await scrollBandTo(page, "style-03", 650);
    expect(await shiftOf(page, '#style-03 [data-parallax-layer="photo"]')).toBeLessThan(0);
    expect(await shiftOf(page, '#style-03 [data-parallax-layer="foreground"]')).toBeGreaterThan(0);

    // The photo always covers its band: its layer reaches past both edges.
    for (const fromTop of [700, 300, -200]) {
      await scrollBandTo(page, "style-01", fromTop);
      const covered = await page.evaluate(() => {
        const band = document.getElementById("style-01")!.getBoundingClientRect();
        const layer = document.querySelector('#style-01 [data-parallax-layer="photo"]')!.getBoundingClientRect();
        return layer.top <= band.top && layer.bottom >= band.bottom;
      });
      expect(covered).toBe(true);
    }

    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await layoutShiftWhileScrolling(page)).toEqual([]);
  });

  test("at 375 px the photo stands still", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(PARALLAX);
    await scrollBandTo(page, "style-01", 500);
    await scrollBandTo(page, "style-01", 0);
    expect(await transformOf(page, "style-01")).toBe("none");
    await expect(page.getByRole("heading", { level: 2, name: "Walk the high valleys of the Dolomites" })).toBeVisible();
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce", viewport: { width: 1280, height: 800 } });

    test("the photo stands still", async ({ page }) => {
      await page.goto(PARALLAX);
      await scrollBandTo(page, "style-01", 500);
      await scrollBandTo(page, "style-01", 0);
      expect(await transformOf(page, "style-01")).toBe("none");
    });
  });

  test("the parallax page title still trails the page at 1280 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(PARALLAX_TITLE);
    const layer = page.locator("section[aria-label='Page title'] > div").first();
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(() => layer.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m42)).toBeGreaterThan(0);
  });
});

test.describe("info banners", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("each banner is one link named by its call and subject, and goes where it says", async ({ page }) => {
    await page.goto(BANNERS);
    const cards = page.locator("#style-02");
    await expect(cards.getByRole("link")).toHaveCount(3);
    const chairs = cards.getByRole("link", { name: /^Shop chairs\W+Lounge chairs in solid oak$/ });
    await expect(chairs).toBeVisible();

    // The whole card is the link: a click on its photo, far from the call, follows it.
    // Clicked through the locator, which finds the card again if hydration has just replaced it.
    const card = cards.locator("article").first();
    const { width } = await card.evaluate((element) => element.getBoundingClientRect());
    await card.click({ position: { x: width / 2, y: 40 } });
    await expect(page).toHaveURL(/\/litho\/shop\/single-product\/?$/);
  });

  test("a strip's link takes the keyboard focus with a visible ring and opens its page", async ({ page }) => {
    await page.goto(BANNERS);
    const link = page.locator("#style-03").getByRole("link", { name: /^View your basket\W+Free delivery over €80\.$/ });
    await link.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(link).toBeFocused();
    const ring = await link.evaluate((element) => {
      const banner = element.closest("div")!;
      const style = getComputedStyle(banner);
      return style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
    });
    expect(ring).toBe(true);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/litho\/shop\/shopping-cart\/?$/);
  });

  test("the split banners list their facts beside a photo", async ({ page }) => {
    await page.goto(BANNERS);
    const split = page.locator("#style-04");
    await expect(split.getByRole("listitem").filter({ hasText: "A fixed fee of €450 per room" })).toBeVisible();
    await expect(split.getByRole("link", { name: /^Book a design visit\W+A room planned with you in three visits$/ })).toHaveAttribute(
      "href",
      /\/litho\/page\/our-services\/?$/,
    );
  });
});
