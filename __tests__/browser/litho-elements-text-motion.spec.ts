/*
 * The fancy-text and text-slider element pages as a visitor uses them: the key word of a headline
 * changing by itself and standing still on Pause, a static first word under reduced motion, on a
 * phone and without JavaScript, and text slides moving with the Next button and the keyboard,
 * readable as a row without JavaScript.
 */
import { expect, test, type Page } from "./support/fixtures";
import { queuedTasksRun } from "./support/page-state";

const FANCY = "/litho/elements/fancy-text";
const SLIDER = "/litho/elements/text-slider";

/** A style's band (the section, which comes before the carousel region inside it of the same name). */
const band = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true }).first();
/** The word a sighted visitor sees in a band's headline. */
const shownWord = (page: Page, title: string) => band(page, title).locator("[data-fancy-visual] [data-word]");
const pauseButton = (page: Page, title: string) => band(page, title).getByRole("button", { name: /^Pause the changing words/ });
/** How often a headline's word changes (the bands on the page keep the default). */
const WORD_INTERVAL_MS = 2_600;

test.describe("the fancy-text headlines", () => {
  test("the key word changes by itself and stands still once paused", async ({ page }) => {
    await page.clock.install();
    await page.goto(FANCY);
    const words = shownWord(page, "Words that roll up");
    await expect(words).toHaveText("brands");
    await expect(words).not.toHaveText("brands", { timeout: 8000 });

    const pause = pauseButton(page, "Words that roll up");
    await pause.focus();
    await page.keyboard.press("Enter");
    await expect(pause).toHaveAttribute("aria-pressed", "true");
    const held = await words.textContent();
    // Two changes' worth of the page's time, and the render of what that time set off: the cross-fade
    // band, not paused, has moved on (two or three words) meanwhile; the paused one has not.
    const other = shownWord(page, "Cross-fade on a dark band");
    const otherBefore = await other.textContent();
    await page.clock.runFor(2 * WORD_INTERVAL_MS);
    await queuedTasksRun(page);
    expect(await other.textContent()).not.toBe(otherBefore);
    expect(await words.textContent()).toBe(held);

    await pause.click();
    await expect(pause).toHaveAttribute("aria-pressed", "false");
    await expect(words).not.toHaveText(held ?? "", { timeout: 8000 });
  });

  test("the typewriter deletes and types its words", async ({ page }) => {
    await page.goto(FANCY);
    const typed = shownWord(page, "Typewriter with a caret");
    await expect(typed).toHaveText("Lisbon");
    await expect(typed).not.toHaveText("Lisbon", { timeout: 6000 });
    await expect(typed).toHaveText("Kyoto", { timeout: 8000 });
  });

  test("screen readers get each sentence once, with all its words", async ({ page }) => {
    await page.goto(FANCY);
    const gold = band(page, "Gold ink on a dark band");
    await expect(gold.getByText("We trade gold, silver and platinum at the day's fixed price.", { exact: true })).toHaveCount(1);
    await expect(gold.locator("[data-fancy-visual]")).toHaveAttribute("aria-hidden", "true");
    await expect(gold.locator("[aria-live]")).toHaveCount(0);
  });

  for (const [name, use] of [
    ["under reduced motion", { reducedMotion: "reduce" as const }],
    ["on a 375 px phone", { viewport: { width: 375, height: 812 } }],
  ] as const) {
    test.describe(name, () => {
      test.use(use);
      test("the headline stands still on its first word, with nothing to pause", async ({ page }) => {
        await page.clock.install();
        await page.goto(FANCY);
        const words = shownWord(page, "Words that roll up");
        await expect(words).toHaveText("brands");
        await expect(page.getByRole("button", { name: /^Pause the changing words/ })).toHaveCount(0);
        // Two changes' worth of the page's time, and the render of whatever that time set off.
        await page.clock.runFor(2 * WORD_INTERVAL_MS);
        await queuedTasksRun(page);
        expect(await words.textContent()).toBe("brands");
        await expect(shownWord(page, "Typewriter with a caret")).toHaveText("Lisbon");
      });
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("every headline reads whole, on its first word", async ({ page }) => {
      await page.goto(FANCY);
      await expect(shownWord(page, "Words that roll up")).toHaveText("brands");
      await expect(shownWord(page, "Words that roll up")).toBeVisible();
      await expect(shownWord(page, "Typewriter with a caret")).toHaveText("Lisbon");
      await expect(shownWord(page, "Gold ink on a dark band")).toHaveText("gold");
    });
  });
});

test.describe("the text slider", () => {
  const STATEMENTS = "Large statements on a dark band";
  const activeSlide = (page: Page, title: string) => band(page, title).locator(".swiper-slide-active");
  /** Swiper ignores a new move while the last one (600 ms) is still sliding, as a visitor's quick second press would find: wait for it to end. */
  const settle = (page: Page, title: string) =>
    expect
      .poll(() =>
        band(page, title)
          .locator(".swiper")
          .first()
          .evaluate((element) => (element as HTMLElement & { swiper?: { animating: boolean } }).swiper?.animating),
      )
      .toBe(false);

  test("moves on with Next, with the keyboard, and keeps slides out of view out of the tab order", async ({ page }) => {
    await page.goto(SLIDER);
    const statements = band(page, STATEMENTS);
    await statements.scrollIntoViewIfNeeded();
    const next = statements.getByRole("button", { name: "Next slide" });
    await expect(next).toBeVisible();
    await expect(activeSlide(page, STATEMENTS)).toContainText("We build homes that outlast");
    // Autoplay is there, with a control to stop it; stop it so the test decides the slide.
    await statements.getByRole("button", { name: "Stop automatic slide show" }).click();

    await next.click();
    await expect(activeSlide(page, STATEMENTS)).toContainText("They finished a week early");
    await settle(page, STATEMENTS);

    await next.focus();
    await page.keyboard.press("Enter");
    await expect(activeSlide(page, STATEMENTS)).toContainText("1,240 homes handed over");
    await settle(page, STATEMENTS);
    await statements.getByRole("button", { name: "Previous slide" }).focus();
    await page.keyboard.press("Space");
    await expect(activeSlide(page, STATEMENTS)).toContainText("They finished a week early");
    await settle(page, STATEMENTS);
    await statements.getByRole("button", { name: "Go to slide 4" }).click();
    await expect(activeSlide(page, STATEMENTS)).toContainText("heat pumps");

    // The first slide's link is out of view now: it cannot take the focus.
    const hidden = statements
      .locator(".swiper-slide:not(.swiper-slide-visible)")
      .getByRole("link", { name: "Our approach", includeHidden: true })
      .first();
    await hidden.focus();
    await expect(hidden).not.toBeFocused();
    await expect(statements.locator(".swiper-slide-active").getByRole("link", { name: "How we build" })).toBeVisible();
  });

  test("the photo changes with the slide", async ({ page }) => {
    await page.goto(SLIDER);
    const photos = band(page, "Text beside a photo");
    await photos.scrollIntoViewIfNeeded();
    await expect(activeSlide(page, "Text beside a photo").getByRole("img")).toHaveAttribute("alt", /bright studio/);
    await photos.getByRole("button", { name: "Next slide" }).click();
    await expect(activeSlide(page, "Text beside a photo").getByRole("img")).toHaveAttribute("alt", /Colleagues talking/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("every slide is in a row that scrolls", async ({ page }) => {
      await page.goto(SLIDER);
      const cards = band(page, "A row of numbered cards");
      await expect(cards.getByRole("group", { name: "1 of 5" })).toContainText("We listen first");
      await expect(cards.getByRole("group", { name: "5 of 5" })).toContainText("We check back");
      const row = cards.locator("[data-carousel-static]");
      expect(await row.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      await expect(band(page, STATEMENTS).getByRole("group", { name: /^\d+ of 4$/ })).toHaveCount(4);
    });
  });
});
