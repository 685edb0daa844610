/*
 * The portfolio homes as a visitor meets what they add: the photographer's commissions as wide
 * panels one after another, the product designer's list whose pictures come forward under the
 * pointer or the keyboard (and simply show on touch screens), the art director's split screen whose
 * heading and menu hold still while her campaigns scroll, the motion studio's metro grid filtered by
 * kind of work, and phones never scrolling sideways on any of the five homes.
 */
import { test, expect, type Page } from "./support/fixtures";

const VERTICAL = "/litho/home-vertical-portfolio";
const INTERACTIVE = "/litho/home-interactive-portfolio";
const SPLIT = "/litho/home-split-portfolio";
const PERSONAL = "/litho/home-personal-portfolio";
const CREATIVE = "/litho/home-creative-portfolio";

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.describe("the vertical portfolio", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("shows the commissions as full-width panels one after another, each reached by scrolling", async ({ page }) => {
    await page.goto(VERTICAL);
    const work = region(page, "Four buildings, scrolled one at a time");
    const panels = work.getByRole("article");
    await expect(panels).toHaveCount(4);
    const titles = [
      "A tower that thins as it climbs",
      "Stone, lime and a courtyard",
      "A house under the pines",
      "The port district at blue hour",
    ];
    let lastTop = -Infinity;
    for (const [index, title] of titles.entries()) {
      const panel = panels.nth(index);
      await panel.scrollIntoViewIfNeeded();
      await expect(panel.getByRole("heading", { name: title })).toBeInViewport();
      await expect(panel.getByRole("img")).toBeVisible();
      const box = (await panel.boundingBox())!;
      // Wide: the panel spans the content column; tall: most of the screen.
      expect(box.width).toBeGreaterThan(1000);
      expect(box.height).toBeGreaterThan(500);
      const top = await panel.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      expect(top).toBeGreaterThan(lastTop);
      lastTop = top;
    }
  });
});

test.describe("the interactive portfolio", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("brings forward the picture of the title under the pointer, and of the title the keyboard reaches", async ({ page }) => {
    await page.goto(INTERACTIVE);
    const work = region(page, "Point at a title to see the object");
    await work.scrollIntoViewIfNeeded();
    const lamp = work.getByRole("img", { name: /desk lamp/ });
    const headphones = work.getByRole("img", { name: /headphones/ });
    const watch = work.getByRole("img", { name: /wristwatch/ });
    await expect(work.getByRole("img", { name: /lounge chair/ })).toBeVisible();
    await expect(lamp).toBeHidden();

    await work.getByRole("link", { name: /Glim, a lamp/ }).hover();
    await expect(lamp).toBeVisible();
    await expect(work.getByRole("img", { name: /lounge chair/ })).toBeHidden();

    // The pointer leaves the list, so only the keyboard picks the row from here on.
    await page.mouse.move(1270, 10);
    await work.getByRole("link", { name: /Tyst, headphones/ }).focus();
    await page.keyboard.press("Tab");
    await expect(work.getByRole("link", { name: /Tid, a watch/ })).toBeFocused();
    await expect(watch).toBeVisible();
    await expect(headphones).toBeHidden();
    await expect(lamp).toBeHidden();
  });
});

test.describe("the interactive portfolio on a touch screen", () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });

  test("shows every picture with its title, with nothing to hover", async ({ page }) => {
    await page.goto(INTERACTIVE);
    const work = region(page, "Point at a title to see the object");
    const pictures = work.getByRole("img");
    await expect(pictures).toHaveCount(5);
    for (let index = 0; index < 5; index += 1) {
      await pictures.nth(index).scrollIntoViewIfNeeded();
      await expect(pictures.nth(index)).toBeVisible();
    }
  });
});

test.describe("the split portfolio", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("holds the heading and menu still while the campaigns scroll, marking the one in view", async ({ page }) => {
    await page.goto(SPLIT);
    const work = region(page, "Campaigns people stop for on the platform");
    const heading = work.getByRole("heading", { level: 2, name: "Campaigns people stop for on the platform" });
    const menu = work.getByRole("navigation", { name: "Campaigns people stop for on the platform: the projects" });
    await expect(menu.getByRole("link", { name: /Hollis Mattresses/ })).toHaveAttribute("aria-current", "true");

    await menu.getByRole("link", { name: /Nordlys Ferries/ }).click();
    await expect(work.getByRole("heading", { level: 3, name: "A serif for a northern ferry line" })).toBeInViewport();
    await expect(menu.getByRole("link", { name: /Nordlys Ferries/ })).toHaveAttribute("aria-current", "true");
    await expect(menu.getByRole("link", { name: /Hollis Mattresses/ })).not.toHaveAttribute("aria-current");
    // The left half is still on screen, beside the last campaign.
    await expect(heading).toBeInViewport();
    await expect(menu).toBeInViewport();
    const aside = (await heading.boundingBox())!;
    const panel = (await work.getByRole("article").last().boundingBox())!;
    expect(aside.x + aside.width).toBeLessThanOrEqual(panel.x);

    await work.getByRole("article").nth(1).scrollIntoViewIfNeeded();
    await expect(heading).toBeInViewport();
  });
});

test.describe("the split portfolio on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("stacks the heading and menu above the campaigns", async ({ page }) => {
    await page.goto(SPLIT);
    const work = region(page, "Campaigns people stop for on the platform");
    const menu = work.getByRole("navigation", { name: "Campaigns people stop for on the platform: the projects" });
    const first = work.getByRole("article").first();
    const menuBox = (await menu.boundingBox())!;
    const firstBox = (await first.boundingBox())!;
    expect(firstBox.y).toBeGreaterThan(menuBox.y + menuBox.height);
    await work.getByRole("article").last().scrollIntoViewIfNeeded();
    await expect(menu).not.toBeInViewport();
  });
});

test.describe("the creative portfolio", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("filters the bold grid by kind of work and says how many projects it shows", async ({ page }) => {
    await page.goto(CREATIVE);
    const work = region(page, "Frames from our favourite jobs");
    await work.scrollIntoViewIfNeeded();
    const tiles = work.getByRole("listitem");
    await expect(tiles).toHaveCount(6);
    // A metro grid: the first tile is twice as wide and tall as its neighbour.
    const [big, small] = [(await tiles.nth(0).boundingBox())!, (await tiles.nth(1).boundingBox())!];
    expect(big.width).toBeGreaterThan(small.width * 1.8);
    expect(big.height).toBeGreaterThan(small.height * 1.8);

    const filter = work.getByRole("group", { name: "Filter the work by kind" });
    await filter.getByRole("button", { name: /^Idents/ }).click();
    await expect(tiles).toHaveCount(2);
    await expect(work.getByRole("status")).toHaveText("2 of 6 projects: Idents");
    await expect(tiles.getByRole("link")).toHaveText([/Bounce ident/, /Mint sting/]);
    await filter.getByRole("button", { name: /^Everything/ }).click();
    await expect(tiles).toHaveCount(6);
  });
});

test.describe("the portfolio homes on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const route of [VERTICAL, INTERACTIVE, SPLIT, PERSONAL, CREATIVE]) {
    test(`${route} never scrolls sideways`, async ({ page }) => {
      await page.goto(route);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
