/*
 * The testimonials, testimonials carousel, counters and process-step element pages: each numbered style
 * is its own design, which a visitor sees as a different arrangement of the same kind of content.
 */
import { test, expect, type Locator, type Page } from "./support/fixtures";
import { axeViolations, violationSummaries } from "./support/accessibility";

const style = (page: Page, name: string) => page.getByRole("region", { name });

/** The box of each element the locator finds, in document order. */
const boxes = (locator: Locator) =>
  locator.evaluateAll((elements) =>
    elements.map((element) => {
      const { left, top, width, height } = element.getBoundingClientRect();
      return { left, top, width, height };
    }),
  );

const distinct = (values: number[]) => new Set(values.map(Math.round)).size;

test.describe("element styles at 1280 px", () => {
  // Reduced motion, so no reveal is caught mid-slide when boxes are measured.
  test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });

  test("testimonials: a card grid, a lead quote set large over four small ones, and a wall of columns", async ({ page }) => {
    await page.goto("/litho/elements/testimonials");
    const cards = await boxes(style(page, "What our clients say").getByRole("listitem"));
    expect(cards).toHaveLength(3);
    expect(distinct(cards.map((card) => card.top))).toBe(1);

    const spotlight = style(page, "One review we lead with, and four more");
    const quotes = spotlight.locator("blockquote");
    await expect(quotes).toHaveCount(5);
    const leadSize = await quotes.first().evaluate((quote) => parseFloat(getComputedStyle(quote).fontSize));
    const smallSize = await quotes.nth(1).evaluate((quote) => parseFloat(getComputedStyle(quote).fontSize));
    expect(leadSize).toBeGreaterThan(smallSize * 1.6);

    // A masonry wall: three columns whose tiles do not line up in rows.
    const bricks = await boxes(style(page, "Eight clients, in their own words").getByRole("listitem"));
    expect(bricks).toHaveLength(8);
    expect(distinct(bricks.map((brick) => brick.left))).toBe(3);
    const firstTops = [...new Set(bricks.map((brick) => Math.round(brick.left)))].map(
      (left) => bricks.filter((brick) => Math.round(brick.left) === left)[1]?.top,
    );
    expect(distinct(firstTops.filter((top): top is number => top !== undefined))).toBeGreaterThan(1);
  });

  test("counters: hairline row, icon cards, figures beside a photograph and rings drawn to their share", async ({ page }) => {
    await page.goto("/litho/elements/counters");
    const row = await boxes(style(page, "A studio in four figures").locator("dt"));
    expect(distinct(row.map((label) => label.top))).toBe(1);

    await expect(style(page, "Fifteen years of decisions that held").locator("dd svg")).toHaveCount(4);

    const split = style(page, "Buildings people stay in");
    const photo = await split.getByRole("img", { name: /housing block/ }).boundingBox();
    const figures = await boxes(split.locator("dt"));
    expect(figures.every((figure) => figure.left > (photo?.x ?? 0) + (photo?.width ?? 0))).toBe(true);
    expect(distinct(figures.map((figure) => figure.top))).toBe(2);

    const rings = style(page, "How our projects finish").locator("circle[stroke-dasharray]");
    await expect(rings).toHaveCount(4);
    await expect(rings.first()).toHaveAttribute("stroke-dasharray", "94 100");
  });

  test("process steps: one line, a timeline beside a photograph, cards with arrows, and numerals", async ({ page }) => {
    await page.goto("/litho/elements/process-step");
    const line = await boxes(style(page, "From the first conversation to results you can measure").getByRole("listitem"));
    expect(line).toHaveLength(5);
    expect(distinct(line.map((step) => step.top))).toBe(1);

    const timeline = await boxes(style(page, "Three steps to a calmer week").getByRole("listitem"));
    expect(distinct(timeline.map((step) => step.left))).toBe(1);
    expect(distinct(timeline.map((step) => step.top))).toBe(3);

    const cards = style(page, "Four stages, one accountable team");
    expect(distinct((await boxes(cards.getByRole("listitem"))).map((step) => step.top))).toBe(1);
    // Three arrows join four cards.
    await expect(cards.locator("li > svg")).toHaveCount(3);

    const numerals = style(page, "From first call to launch in six to twelve weeks");
    const steps = await boxes(numerals.getByRole("listitem"));
    expect(distinct(steps.map((step) => step.top))).toBe(2);
    const numeral = await numerals
      .locator("li [aria-hidden]")
      .first()
      .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(numeral).toBeGreaterThan(56);
  });

  test("testimonial carousel: three cards, then one centred quote, then a photograph beside its quote", async ({ page }) => {
    await page.goto("/litho/elements/testimonials-carousel");
    for (const name of ["From people we built for", "Reviews from our clients"]) {
      const carousel = style(page, name);
      await carousel.scrollIntoViewIfNeeded();
      await expect(carousel.locator(".swiper-initialized")).toBeVisible();
      const active = carousel.locator(".swiper-slide-active figure").first();
      const frame = await carousel.locator(".swiper-initialized").boundingBox();
      expect((await active.boundingBox())?.width ?? 0).toBeGreaterThan((frame?.width ?? 0) * 0.6);
    }
    const centred = style(page, "From people we built for").locator(".swiper-slide-active figure").first();
    await expect(centred).toHaveCSS("text-align", "center");
    const split = style(page, "Reviews from our clients").locator(".swiper-slide-active figure").first();
    const [photo, words] = await boxes(split.locator(":scope > *"));
    expect(words.left).toBeGreaterThanOrEqual(photo.left + photo.width - 1);
  });
});

test.describe("element styles on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const path of ["testimonials", "counters", "process-step", "testimonials-carousel"]) {
    test(`${path} stays inside the screen and passes axe`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(`/litho/elements/${path}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(violationSummaries(await axeViolations(page))).toEqual([]);
    });
  }
});
