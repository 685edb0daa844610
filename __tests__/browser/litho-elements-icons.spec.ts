/*
 * The icon pages and the animation showcase as a visitor uses them: searching a set with its live
 * count and its no-match state, copying an icon's class from the keyboard with the announcement,
 * Font Awesome's styles and categories, every icon listed without JavaScript, and the entrance
 * animations replaying on a desktop and standing still, said so, under reduced motion and on a phone.
 */
import { expect, test, type Locator, type Page } from "./support/fixtures";

const FEATHER = "/litho/feather";
const FONT_AWESOME = "/litho/fontawesome";
const THEMIFY = "/litho/themify";
const ANIMATION = "/litho/animation";

const grid = (page: Page, name: string) => page.getByRole("list", { name });
/** The tiles a visitor sees (hidden ones are out of the accessibility tree). */
const tiles = (list: Locator) => list.getByRole("button");
const count = (page: Page) => page.getByRole("main").getByRole("status").first();
const notice = (page: Page) => page.getByRole("main").getByRole("status").last();

test.describe("an icon page's search", () => {
  test("filters the tiles as you type, counts them, and offers to clear a search that matches nothing", async ({ page }) => {
    await page.goto(FEATHER);
    const icons = grid(page, "Feather Icons");
    const total = await tiles(icons).count();
    expect(total).toBeGreaterThan(250);
    await expect(count(page)).toHaveText(`${total} of ${total} icons`);

    const field = page.getByRole("searchbox", { name: "Search Feather Icons" });
    await field.pressSequentially("arrow");
    await expect(count(page)).toHaveText(/^\d+ of 286 icons$/);
    const names = await tiles(icons).allTextContents();
    expect(names.length).toBeGreaterThan(5);
    expect(names.length).toBeLessThan(total);
    expect(names.every((name) => name.includes("arrow"))).toBe(true);
    await expect(count(page)).toHaveText(`${names.length} of ${total} icons`);

    // Words in any order, as people type them: "up arrow" finds arrow-up.
    await field.fill("up arrow");
    await expect(tiles(icons).filter({ hasText: /^arrow-up$/ })).toHaveCount(1);

    await field.fill("zzqx");
    await expect(count(page)).toHaveText("No icon matches “zzqx”.");
    await expect(tiles(icons)).toHaveCount(0);
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(field).toHaveValue("");
    await expect(field).toBeFocused();
    await expect(count(page)).toHaveText(`${total} of ${total} icons`);
    await expect(tiles(icons)).toHaveCount(total);
  });
});

test.describe("copying an icon", () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  });

  test("from the keyboard: Tab from the search to the first match, Enter copies its name and says so", async ({ page }) => {
    await page.goto(FEATHER);
    const field = page.getByRole("searchbox", { name: "Search Feather Icons" });
    await field.fill("alert-tri");
    await expect(count(page)).toHaveText("1 of 286 icons");
    await page.keyboard.press("Tab");
    const tile = page.getByRole("button", { name: "alert-triangle", exact: true });
    await expect(tile).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(notice(page)).toHaveText("Copied alert-triangle to the clipboard");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("alert-triangle");
  });

  test("Space copies the class of a font-based set, and copying it again is announced again", async ({ page }) => {
    await page.goto(THEMIFY);
    const tile = page.getByRole("button", { name: "agenda", exact: true });
    await tile.focus();
    await page.keyboard.press("Space");
    await expect(notice(page)).toHaveText("Copied ti-agenda to the clipboard");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("ti-agenda");
    // The notice empties before it speaks again, so a screen reader hears the second copy too.
    await page.keyboard.press("Space");
    await expect(notice(page)).toHaveText("");
    await expect(notice(page)).toHaveText("Copied ti-agenda to the clipboard");
  });

  test("the category filter narrows the grid to one of the set's groups", async ({ page }) => {
    await page.goto(THEMIFY);
    await page.getByRole("combobox", { name: "Category" }).selectOption("Arrows & Direction");
    const shown = await tiles(grid(page, "Themify Icons")).allTextContents();
    expect(shown).toContain("arrow-up");
    expect(shown).not.toContain("agenda");
    await expect(count(page)).toHaveText(`${shown.length} of 351 icons`);
  });
});

test.describe("Font Awesome's styles", () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  });

  test("switch with the tabs, each style drawn from its own sprite, the search and count following the style", async ({ page }) => {
    await page.goto(FONT_AWESOME);
    const solid = grid(page, "Font Awesome Free solid icons");
    await expect(count(page)).toHaveText("2,000 of 2,000 solid icons");
    await expect(solid).toBeVisible();
    await expect(solid.locator("use").first()).toHaveAttribute("href", /^\/litho\/icons\/font-awesome-solid\.svg#/);

    await page.getByRole("tab", { name: /^Regular/ }).click();
    const regular = grid(page, "Font Awesome Free regular icons");
    await expect(count(page)).toHaveText("272 of 272 regular icons");
    await expect(regular).toBeVisible();
    await expect(solid).toBeHidden();
    await expect(regular.locator("use").first()).toHaveAttribute("href", /^\/litho\/icons\/font-awesome-regular\.svg#/);

    // The tabs follow the arrow keys.
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: /^Brands/ })).toHaveAttribute("aria-selected", "true");
    await expect(count(page)).toHaveText("608 of 608 brands icons");

    await page.getByRole("searchbox", { name: "Search Font Awesome Free icons" }).fill("github");
    const brands = grid(page, "Font Awesome Free brands icons");
    await expect(tiles(brands).first()).toHaveText("github");
    await expect(count(page)).toHaveText(/^\d of 608 brands icons$/);
    await tiles(brands).first().click();
    await expect(notice(page)).toHaveText("Copied fa-brands fa-github to the clipboard");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("fa-brands fa-github");
  });
});

test.describe("a long set", () => {
  test("shows its first 360 icons and the rest from a button, which takes the focus to the first of them", async ({ page }) => {
    await page.goto(FONT_AWESOME);
    const solid = grid(page, "Font Awesome Free solid icons");
    const shownTiles = solid.locator("li:visible");
    await expect(shownTiles).toHaveCount(360);
    await page.getByRole("button", { name: "Show 1,640 more solid icons" }).click();
    await expect(shownTiles).toHaveCount(2000);
    await expect(shownTiles.nth(360).getByRole("button")).toBeFocused();
    // A new search starts from the first tiles again.
    await page.getByRole("searchbox", { name: "Search Font Awesome Free icons" }).fill("a");
    await expect(page.getByRole("button", { name: /^Show [\d,]+ more solid icons$/ })).toBeVisible();
    expect(await shownTiles.count()).toBe(360);
  });
});

test.describe("icon pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("list every icon of every style, drawn from the sprites, with the search and count out of the way", async ({ page, request }) => {
    await page.goto(FONT_AWESOME);
    for (const [style, total] of [
      ["solid", 2000],
      ["regular", 272],
      ["brands", 608],
    ] as const) {
      // A long style goes on in a second list: the tiles after the first 360.
      const lists = page.getByRole("list", { name: new RegExp(`^Font Awesome Free ${style} icons(, continued)?$`) });
      await expect(lists.first()).toBeVisible();
      await expect(lists.getByRole("listitem")).toHaveCount(total);
      await expect(lists.last().locator("use").last()).toHaveAttribute("href", new RegExp(`^/litho/icons/font-awesome-${style}\\.svg#`));
    }
    await expect(page.getByRole("searchbox")).toBeHidden();
    await expect(page.getByRole("tablist")).toBeHidden();
    await expect(page.getByText(/of 2,000 solid icons/)).toBeHidden();
    const sprite = await request.get("/litho/icons/font-awesome-brands.svg");
    expect(sprite.status()).toBe(200);
    expect(await sprite.text()).toContain('<symbol id="github" viewBox=');

    await page.goto(FEATHER);
    await expect(grid(page, "Feather Icons").getByRole("listitem")).toHaveCount(286);
    await expect(page.getByRole("link", { name: "Feather Icons", exact: true })).toHaveAttribute("href", "https://feathericons.com");
  });
});

/**
 * The lowest and the last opacity of a card's specimen over some time, sampled every frame. The
 * specimen is found again at each frame inside the card (a stable element): the static block (what
 * enters on the stage) is swapped for the animated one once the motion code arrives, and a detached
 * node would read as 0.
 */
const opacityOver = (card: Locator, milliseconds: number) =>
  card.evaluate(
    (element, duration) =>
      new Promise<{ lowest: number; last: number }>((resolve) => {
        const start = performance.now();
        let lowest = 1;
        let last = 1;
        const sample = () => {
          const shown = element.querySelector(":scope > div > div");
          if (shown) {
            last = Number(getComputedStyle(shown).opacity);
            lowest = Math.min(lowest, last);
          }
          if (performance.now() - start < duration) requestAnimationFrame(sample);
          else resolve({ lowest, last });
        };
        sample();
      }),
    milliseconds,
  );

/** The opacities of a group's first and last piece on every frame over some time (the pieces found again at each frame, as above). */
const firstAndLastPieceOver = (card: Locator, milliseconds: number) =>
  card.evaluate(
    (element, duration) =>
      new Promise<[number, number][]>((resolve) => {
        const start = performance.now();
        const frames: [number, number][] = [];
        const sample = () => {
          const pieces = element.querySelectorAll(":scope > div > div > *");
          if (pieces.length > 1) {
            frames.push([Number(getComputedStyle(pieces[0]).opacity), Number(getComputedStyle(pieces[pieces.length - 1]).opacity)]);
          }
          if (performance.now() - start < duration) requestAnimationFrame(sample);
          else resolve(frames);
        };
        sample();
      }),
    milliseconds,
  );

const sample = (page: Page, title: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

test.describe("the animation showcase on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("plays a card again from its Replay button, ending where it rests", async ({ page }) => {
    await page.goto(ANIMATION);
    const card = sample(page, "Fade");
    await expect(card.getByText("0.8 s · circOut · no repeat")).toBeVisible();
    const replay = card.getByRole("button", { name: "Replay Fade" });
    await expect(replay).toBeVisible();
    // The motion code arrives after hydration; the card swaps to it once loaded.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("entrance-motion"))))
      .toBe(true);
    // Sampling starts before the click, so the first frames of the replay are caught.
    const running = opacityOver(card, 1500);
    await replay.click();
    const run = await running;
    expect(run.lowest).toBeLessThan(0.5);
    expect(run.last).toBe(1);
    for (const line of await page.getByText(/^Motion is off/).all()) await expect(line).toBeHidden();
  });

  test("a group's pieces enter one after another", async ({ page }) => {
    await page.goto(ANIMATION);
    const card = sample(page, "Staggered fade up");
    await card.scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("entrance-motion"))))
      .toBe(true);
    const pieces = card.getByText(/^\d\d(Discover|Define|Design|Deliver)$/);
    await expect(pieces).toHaveCount(4);
    // Every frame of the replay (0.2 s delay, 0.8 s each, 0.15 s apart), sampled from before the click.
    const running = firstAndLastPieceOver(card, 2000);
    await card.getByRole("button", { name: "Replay Staggered fade up" }).click();
    const frames = await running;
    // Somewhere on the way the first piece is further in than the last, which has not started yet.
    expect(frames.some(([first, last]) => first > last + 0.2)).toBe(true);
    await expect.poll(() => pieces.last().evaluate((element) => Number(getComputedStyle(element).opacity))).toBe(1);
  });
});

test.describe("the animation showcase with reduced motion", () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: "reduce" });

  test("says motion is off, hides the Replay buttons and shows every card at rest", async ({ page }) => {
    await page.goto(ANIMATION);
    await expect(page.getByText(/^Motion is off: your device asks for reduced motion/)).toBeVisible();
    await expect(page.getByText(/^Motion is off on screens narrower/)).toBeHidden();
    await expect(page.getByRole("button", { name: /^Replay/ })).toHaveCount(0);
    for (const title of ["Blur in", "Rotate in", "Cascade from the left"]) {
      const card = sample(page, title);
      await card.scrollIntoViewIfNeeded();
      expect((await opacityOver(card, 300)).lowest).toBe(1);
    }
    // No motion code was fetched at all.
    expect(
      await page.evaluate(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("entrance-motion"))),
    ).toBe(false);
  });
});

test.describe("the animation showcase on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("says why the cards are still and shows each at rest", async ({ page }) => {
    await page.goto(ANIMATION);
    await expect(page.getByText(/^Motion is off on screens narrower than 768 px/)).toBeVisible();
    await expect(page.getByRole("button", { name: /^Replay/ })).toHaveCount(0);
    const card = sample(page, "Fade in from the right");
    await card.scrollIntoViewIfNeeded();
    expect((await opacityOver(card, 300)).lowest).toBe(1);
  });
});
