/*
 * The element pages made of the section library's own sections (/litho/elements/…): the carousel
 * layout of the team, clients and testimonials sections, the clients' tiles, and an element page's
 * styles as a visitor reads them.
 */
import { test, expect, type Locator } from "./support/fixtures";
import { axeViolations, violationSummaries } from "./support/accessibility";

/** Slides per view of a live Swiper, from its slides' boxes and the gap between them. */
const perView = (carousel: Locator) =>
  carousel.locator(".swiper-initialized").evaluate((swiper) => {
    const frame = swiper.getBoundingClientRect();
    const slides = [...swiper.querySelectorAll<HTMLElement>(".swiper-slide")]
      .map((slide) => slide.getBoundingClientRect())
      .sort((a, b) => a.left - b.left);
    const gap = slides.length > 1 ? slides[1].left - slides[0].right : 0;
    return Math.round((frame.width + gap) / (slides[0].width + gap));
  });

const activeSlide = (carousel: Locator) => carousel.locator(".swiper-slide-active").first().getAttribute("data-swiper-slide-index");

test.describe("element carousels at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const [path, name, wide] of [
    ["/litho/elements/team-carousel", "Style 01 · Portraits", 4],
    ["/litho/elements/team-carousel", "Style 03 · One at a time, on a dark band", 1],
    ["/litho/elements/client-carousel", "Style 01 · Logos", 5],
    ["/litho/elements/testimonials-carousel", "Style 01 · Cards, three to a view", 3],
  ] as const) {
    test(`${path} shows ${wide} to a view and moves on by itself and by its next button`, async ({ page }) => {
      await page.goto(path);
      const carousel = page.getByRole("region", { name, exact: true });
      await carousel.scrollIntoViewIfNeeded();
      await expect(carousel.locator(".swiper-initialized")).toBeVisible();
      expect(await perView(carousel)).toBe(wide);

      const first = await activeSlide(carousel);
      await expect.poll(() => activeSlide(carousel), { timeout: 7_500, intervals: [250] }).not.toBe(first);
      const before = await activeSlide(carousel);
      await carousel.getByRole("button", { name: /next slide/i }).click();
      await expect.poll(() => activeSlide(carousel)).not.toBe(before);
    });
  }

  test("a team member's bio and links show on keyboard focus inside the carousel", async ({ page }) => {
    await page.goto("/litho/elements/team-carousel");
    const carousel = page.getByRole("region", { name: "Style 01 · Portraits", exact: true });
    await carousel.scrollIntoViewIfNeeded();
    const link = carousel.getByRole("link", { name: "Jeremy Dupont on Facebook" }).first();
    await link.focus();
    await expect(link).toBeVisible();
  });
});

test.describe("element carousels on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the team carousel shows one portrait and nothing overflows sideways", async ({ page }) => {
    await page.goto("/litho/elements/team-carousel");
    const carousel = page.getByRole("region", { name: "Style 01 · Portraits", exact: true });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.locator(".swiper-initialized")).toBeVisible();
    expect(await perView(carousel)).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("before Swiper arrives, the static rows scroll within their carousels and never widen the page", async ({ page }) => {
    await page.route(/litho-carousel-swiper/, () => undefined);
    await page.goto("/litho/elements/team-carousel");
    await page.getByRole("region", { name: "Style 03 · One at a time, on a dark band", exact: true }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("before Swiper arrives, a row of quotes scrolls from the keyboard and passes axe", async ({ page }) => {
    // Swiper held back: the static rows are what a visitor on a slow line uses meanwhile.
    await page.route(/litho-carousel-swiper/, () => undefined);
    await page.goto("/litho/elements/testimonials-carousel");
    const carousel = page.getByRole("region", { name: "Style 01 · Cards, three to a view", exact: true });
    const row = carousel.getByRole("group", { name: "Slides" });
    await row.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expect(carousel.locator(".swiper-initialized")).toHaveCount(0);
    expect(violationSummaries(await axeViolations(page))).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every slide of a carousel can be reached in its scrolling row", async ({ page }) => {
    await page.goto("/litho/elements/testimonials-carousel");
    const carousel = page.getByRole("region", { name: "Style 01 · Cards, three to a view", exact: true });
    await expect(carousel.getByRole("group", { name: /^\d+ of 8$/ })).toHaveCount(8);
    await expect(carousel.getByText("Priya Raman")).toBeAttached();
  });
});

test("the clients page shows its logos greyed in a row and on tiles, twelve on the tiles", async ({ page }) => {
  await page.goto("/litho/elements/clients");
  const row = page.getByRole("region", { name: "Trusted by teams at these companies" });
  await expect(row.getByRole("img")).toHaveCount(6);
  expect(
    await row
      .getByRole("listitem")
      .first()
      .evaluate((item) => getComputedStyle(item).filter),
  ).toContain("grayscale");
  const tiles = page.getByRole("region", { name: "Brands we have launched" });
  await expect(tiles.getByRole("img")).toHaveCount(12);
  expect(
    await tiles
      .getByRole("listitem")
      .first()
      .evaluate((item) => getComputedStyle(item).backgroundColor),
  ).toBe("rgb(255, 255, 255)");
});

test("an element page names each style it shows, in order", async ({ page }) => {
  await page.goto("/litho/elements/accordions");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accordions");
  const overlines = await page.locator("main section header > p:first-child").allTextContents();
  expect(overlines.filter((text) => text.startsWith("Accordion style"))).toEqual([1, 2, 3, 4, 5].map((n) => `Accordion style 0${n}`));
  // Each accordion opens from the keyboard (its first question is open from the start).
  const question = page.getByRole("button", { name: "Which countries do you deliver to?" });
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(question).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText("We deliver across Europe, the United Kingdom")).toBeVisible();
});

test("the /litho index lists the built element pages as pages, not as coming", async ({ page }) => {
  await page.goto("/litho");
  for (const name of ["Accordions", "Teams", "Team carousel", "Google map", "Pricing table"]) {
    const entry = page.getByRole("link", { name: new RegExp(`^${name}`) });
    await expect(entry.first()).toHaveAttribute("href", new RegExp("/litho/elements/"));
  }
});

test.describe("the video element page", () => {
  test("the site's own clip waits for play, with captions, and fetches nothing but its still", async ({ page }) => {
    const media: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "media") media.push(request.url());
    });
    await page.goto("/litho/elements/video");
    const clip = page.getByLabel("A morning at the studio: video");
    await expect(clip).toHaveAttribute("preload", "none");
    await expect(clip.locator("track[kind=captions]")).toHaveAttribute("srclang", "en");
    expect(await clip.evaluate((video: HTMLVideoElement) => video.poster)).toMatch(/\.(jpg|webp)$/);
    expect(media).toEqual([]);
  });

  test("a YouTube video loads only when played here, and says so when YouTube cannot be reached", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      if (/youtube/.test(request.url())) asked.push(request.url());
    });
    await page.goto("/litho/elements/video");
    const region = page.getByRole("region", { name: "Designing for the first five seconds" });
    await expect(region.getByText("This video plays on YouTube.")).toBeVisible();
    await expect(region.getByRole("link", { name: /Watch on YouTube/ })).toHaveAttribute("href", /youtube\.com\/watch\?v=aqz-KE-bpKQ/);
    await page.locator("html[data-interactive]").waitFor({ state: "attached" });
    expect(asked).toEqual([]);
    await region.getByRole("button", { name: /^Play here\b.*Designing for the first five seconds/ }).click();
    await expect(region.getByText(/The YouTube player could not be loaded/)).toBeVisible();
    await expect(region.getByRole("button", { name: "Try again" })).toBeVisible();
  });
});
