/*
 * The digital, SEO, marketing and design agency homes as a visitor meets what they add: the work
 * list whose picture follows the pointer and the keyboard, the moving band of capabilities with its
 * pause button (still on phones and under reduced motion), a client's results before and after,
 * work tiles whose captions rise on hover, the awards table, and phones never scrolling sideways.
 */
import { test, expect, type Page } from "./support/fixtures";
import { framesDrawn } from "./support/page-state";

const DIGITAL = "/litho/home-digital-agency";
const SEO = "/litho/home-seo-agency";
const MARKETING = "/litho/home-marketing-agency";
const DESIGN = "/litho/home-design-agency";

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** The band's track offset, in pixels, read from its running transform. */
const trackOffset = (page: Page, name: string) =>
  region(page, name)
    .locator("ul")
    .first()
    .evaluate((list) => new DOMMatrix(getComputedStyle(list.parentElement!).transform).m41);

test.describe("agency homes at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the work list brings forward the picture of the project under the pointer or the keyboard", async ({ page }) => {
    await page.goto(DIGITAL);
    const work = region(page, "Products we designed, built and still look after");
    await work.scrollIntoViewIfNeeded();
    const rows = work.getByRole("listitem");
    await expect(rows).toHaveCount(5);
    // The photograph itself, shown or hidden.
    const picture = (index: number) => rows.nth(index).locator("picture img");
    await expect(picture(0)).toBeVisible();
    await expect(picture(2)).toBeHidden();

    await rows.nth(2).getByRole("link").hover();
    await expect(picture(2)).toBeVisible();
    await expect(picture(2)).toHaveAccessibleName(/^Saltroad's voyage site/);
    await expect(picture(0)).toBeHidden();
    // The picture sits beside the list, not inside the row.
    const [rowBox, pictureBox] = [await rows.nth(2).getByRole("link").boundingBox(), await picture(2).boundingBox()];
    expect(pictureBox!.x).toBeGreaterThan(rowBox!.x + rowBox!.width);

    await rows.nth(4).getByRole("link").focus();
    await expect(picture(4)).toBeVisible();
    await expect(picture(2)).toBeHidden();
    await expect(rows.nth(4).getByRole("link")).toHaveAttribute("href", "/litho/page/our-services");
  });

  test("the band of capabilities slides by itself and stops with its pause button", async ({ page }) => {
    await page.goto(DIGITAL);
    const band = region(page, "What we do");
    await band.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    const first = await trackOffset(page, "What we do");
    await expect.poll(() => trackOffset(page, "What we do")).toBeLessThan(first - 5);

    const pause = band.getByRole("button", { name: "Pause the moving band: What we do" });
    await pause.click();
    await expect(pause).toHaveAttribute("aria-pressed", "true");
    await page.mouse.move(0, 0);
    // The band's slide is held (the pointer is off it, so the button holds it), and frames go on
    // being drawn while it stays where it stopped.
    const track = band.locator("ul").first().locator("xpath=..");
    await expect
      .poll(() => track.evaluate((element) => element.getAnimations().map((animation) => animation.playState)))
      .toEqual(["paused"]);
    const stopped = await trackOffset(page, "What we do");
    await framesDrawn(page, 10);
    expect(await trackOffset(page, "What we do")).toBe(stopped);

    // Playing again needs no more than the button: the pointer and the focus stay on it.
    await pause.click();
    await expect(pause).toHaveAttribute("aria-pressed", "false");
    await expect(pause).toBeFocused();
    await expect.poll(() => trackOffset(page, "What we do")).toBeLessThan(stopped - 5);
  });

  test("the band stands still for a visitor who asked for reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(MARKETING);
    const band = region(page, "Capabilities");
    await band.scrollIntoViewIfNeeded();
    await expect(band.getByRole("listitem")).toHaveCount(8);
    expect(await trackOffset(page, "Capabilities")).toBe(0);
    await expect(band.getByRole("button")).toBeHidden();
  });

  test("the SEO results show each measure before and after, with the change", async ({ page }) => {
    await page.goto(SEO);
    const results = region(page, "Twelve months with Harbourline Outdoor");
    await results.scrollIntoViewIfNeeded();
    const metrics = results.getByRole("listitem");
    await expect(metrics.getByRole("heading", { level: 3 })).toHaveText([
      "Organic visits a month",
      "Keywords in the top ten",
      "Organic revenue a month",
      "Average position",
    ]);
    await expect(metrics.nth(0).getByRole("definition")).toHaveText(["18,200", "61,400"]);
    await expect(metrics.nth(0)).toContainText("+237%");
    await expect(metrics.nth(2).getByRole("definition")).toHaveText(["£38k", "£142k"]);
    await expect(metrics.nth(3)).toContainText("−75% (lower is better)");
    // The after bar of a gain fills its track once in view.
    const fill = metrics.nth(0).locator("dd").nth(1).locator("span[aria-hidden] > span");
    await expect
      .poll(() => fill.evaluate((bar) => bar.getBoundingClientRect().width / bar.parentElement!.getBoundingClientRect().width))
      .toBeGreaterThan(0.99);
  });

  test("a work tile's caption rises over its picture on hover and on keyboard focus", async ({ page }) => {
    await page.goto(DESIGN);
    const work = region(page, "Recent commissions");
    await work.scrollIntoViewIfNeeded();
    const tiles = work.getByRole("listitem");
    await expect(tiles).toHaveCount(6);
    const caption = (index: number) => tiles.nth(index).getByRole("link");
    const opacity = (index: number) => caption(index).evaluate((link) => Number(getComputedStyle(link).opacity));
    await page.mouse.move(0, 0);
    expect(await opacity(1)).toBe(0);

    await tiles.nth(1).hover();
    await expect.poll(() => opacity(1)).toBe(1);
    await expect(caption(1)).toContainText("A skincare range you can refill");

    await caption(2).focus();
    await page.keyboard.press("Tab");
    await expect(caption(3)).toBeFocused();
    await expect.poll(() => opacity(3)).toBe(1);
    await expect(caption(3)).toHaveAttribute("href", "/litho/page/what-we-offer");
  });

  test("the design studio's awards read newest first in a table", async ({ page }) => {
    await page.goto(DESIGN);
    const table = page.getByRole("table", { name: "Awards" });
    await table.scrollIntoViewIfNeeded();
    const years = table.getByRole("row").locator("td:first-child");
    const printed = (await years.allTextContents()).map(Number);
    expect(printed).toEqual([...printed].sort((a, b) => b - a));
    await expect(table.getByRole("rowheader").first()).toHaveText("Brand identity of the yearGold");
  });
});

test.describe("agency homes at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("on a phone the band's phrases stand still, wrapped over lines, each once", async ({ page }) => {
    await page.goto(DESIGN);
    const band = region(page, "Clients");
    await band.scrollIntoViewIfNeeded();
    expect(await trackOffset(page, "Clients")).toBe(0);
    const tops = await band.getByRole("listitem").evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBeGreaterThan(1);
    await expect(band.locator("ul[aria-hidden]")).toBeHidden();
  });

  test("on a phone each project in the work list shows its own picture above its title", async ({ page }) => {
    await page.goto(DIGITAL);
    const rows = region(page, "Products we designed, built and still look after").getByRole("listitem");
    for (const index of [0, 3]) {
      await rows.nth(index).scrollIntoViewIfNeeded();
      await expect(rows.nth(index).getByRole("img")).toBeVisible();
    }
  });

  for (const home of [DIGITAL, SEO, MARKETING, DESIGN]) {
    test(`${home} does not scroll sideways`, async ({ page }) => {
      await page.goto(home);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  }
});
