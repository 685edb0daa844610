/*
 * The startup home (/litho/home-startup) as a visitor meets it: the header's sticky state, side
 * panel and search, the auto-playing carousel, the pricing tabs, the closing subscribe form
 * against the real /api/subscribe (no SMTP_URL in tests, so accepted posts land in
 * TEST_OUTBOX_DIR), the startup blog posts and the footer.
 */
import fs from "node:fs";
import path from "node:path";
import { test, expect, rootDir, type Locator, type Page } from "./support/fixtures";
import { marker, outboxMessageWith } from "./support/outbox";

const HOME = "/litho/home-startup";
const SUCCESS = "Your message has been sent successfully subscribed to our email list!";

interface Post {
  title: string;
  blogType: string;
  category: string[];
}
const posts = JSON.parse(fs.readFileSync(path.join(rootDir, "data", "litho", "collections", "blog-posts.json"), "utf8")) as Post[];
/** The spec's rule for the startup home's blog: masonry posts whose categories include startup. */
const startupPosts = posts.filter((post) => post.blogType === "masonry" && post.category.includes("startup")).map((post) => post.title);

const header = (page: Page) => page.locator("header[data-sticky]");
const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const subscribeBand = (page: Page) => region(page, "Get startup advice in your inbox");

/** The index Swiper gives the first slide on show (loop mode keeps it on every slide). */
const activeSlideIndex = (carousel: Locator) => carousel.locator(".swiper-slide-active").first().getAttribute("data-swiper-slide-index");

/** Cards per view and the gap between them, measured from the live Swiper's slide boxes. */
const slideLayout = (carousel: Locator) =>
  carousel.locator(".swiper-initialized").evaluate((swiper) => {
    const slides = [...swiper.querySelectorAll<HTMLElement>(".swiper-slide")].map((slide) => slide.getBoundingClientRect());
    const frame = swiper.getBoundingClientRect();
    const sorted = slides.sort((a, b) => a.left - b.left);
    const gap = sorted.length > 1 ? Math.round(sorted[1].left - sorted[0].right) : 0;
    return { perView: Math.round((frame.width + gap) / (sorted[0].width + gap)), gap };
  });

test.describe("startup home at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the header becomes sticky once the page scrolls past 5 px", async ({ page }) => {
    await page.goto(HOME);
    await expect(header(page)).toHaveAttribute("data-sticky", "false");
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(header(page)).toHaveAttribute("data-sticky", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header(page)).toHaveAttribute("data-sticky", "false");
  });

  test("the side panel holds a subscribe form and five external social links, and closes on Escape", async ({ page }) => {
    await page.goto(HOME);
    const opener = page.getByRole("button", { name: "Open side panel" });
    await opener.click();
    await expect(opener).toHaveAttribute("aria-expanded", "true");
    const panel = page.getByRole("dialog").filter({ has: page.getByRole("button", { name: "Close panel" }) });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("textbox", { name: "Email address" })).toBeVisible();
    await expect(panel.locator("form")).toHaveAttribute("action", "/api/subscribe");
    const socials = panel.locator('a[href^="https://"]');
    await expect(socials).toHaveCount(5);
    for (const link of await socials.all()) await expect(link).toHaveAttribute("target", "_blank");
    await page.keyboard.press("Escape");
    await expect(opener).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
  });

  test("the search overlay sends its term to the search results page", async ({ page }) => {
    await page.goto(HOME);
    await page.getByRole("button", { name: "Search", exact: true }).first().click();
    const overlay = page.getByRole("dialog").filter({ hasText: "What are you looking for?" });
    await expect(overlay).toBeVisible();
    await overlay.getByPlaceholder("Enter your keywords...").fill("startup");
    await overlay.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(/\/litho\/page\/search-result\/?\?q=startup$/);
  });

  test("shows the three company figures, counted up", async ({ page }) => {
    await page.goto(HOME);
    const figures = page.locator("dl").filter({ hasText: "Worldwide offices" });
    await figures.scrollIntoViewIfNeeded();
    await expect(figures.locator("dt")).toHaveText(["Worldwide offices", "Years of experience", "High skilled people"]);
    // What a sighted visitor reads in each figure once it has counted up, compared whole: "20"
    // alone would also be found inside "200+".
    const shownFigures = () =>
      figures.locator("dd").evaluateAll((cells) =>
        cells
          .filter((cell) => cell.querySelector('[aria-hidden="true"]'))
          .map((cell) => {
            const copy = cell.cloneNode(true) as HTMLElement;
            copy.querySelectorAll(".visually-hidden").forEach((hidden) => hidden.remove());
            return copy.textContent?.trim();
          }),
      );
    await expect.poll(shownFigures).toEqual(["175+", "20", "200+"]);
  });

  test("the carousel loads Swiper in its own chunk, shows four cards and advances by itself", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(HOME);
    const carousel = page.getByRole("region", { name: "Featured work" });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.locator(".swiper-initialized")).toBeVisible();
    expect(scripts.some((file) => file.includes("litho-carousel-swiper"))).toBe(true);

    // Four cards across at 1280 px, 30 px apart.
    expect(await slideLayout(carousel)).toEqual({ perView: 4, gap: 30 });

    const start = await activeSlideIndex(carousel);
    expect(start).not.toBeNull();
    // Autoplay waits 3 s per slide: within about 4 s the first card on show has changed.
    await expect.poll(() => activeSlideIndex(carousel), { timeout: 4_500, intervals: [250] }).not.toBe(start);
  });

  test("pricing opens on monthly prices and the yearly tab switches them", async ({ page }) => {
    await page.goto(HOME);
    const pricing = region(page, "Simple plans for every stage");
    await pricing.scrollIntoViewIfNeeded();
    const monthly = pricing.getByRole("tab", { name: "Monthly" });
    const yearly = pricing.getByRole("tab", { name: "Yearly" });
    // The price as read out ("$9.99"); the styled copy beside it is hidden from assistive technology.
    const prices = () =>
      pricing
        .getByRole("tabpanel")
        .getByText(/^\$\d+\.\d\d$/)
        .and(page.locator(':not([aria-hidden="true"])'));
    await expect(monthly).toHaveAttribute("aria-selected", "true");
    await expect(prices()).toHaveText(["$9.99", "$19.99", "$29.99"]);
    await expect(pricing.getByRole("tabpanel").getByText("Popular", { exact: true })).toHaveCount(1);

    await yearly.click();
    await expect(yearly).toHaveAttribute("aria-selected", "true");
    await expect(monthly).toHaveAttribute("aria-selected", "false");
    await expect(prices()).toHaveText(["$90.99", "$199.99", "$290.99"]);
  });

  test("subscribing shows the success message, resets the form and drops the message after 5 s", async ({ page }) => {
    await page.goto(HOME);
    const band = subscribeBand(page);
    await band.scrollIntoViewIfNeeded();
    const field = band.getByRole("textbox", { name: "Email address" });
    const word = marker("startup");
    await field.fill(`${word}@example.com`);
    await band.getByRole("button", { name: "Subscribe" }).click();
    const message = band.getByRole("status");
    await expect(message).toHaveText(SUCCESS);
    await expect(field).toHaveValue("");
    await expect.poll(() => outboxMessageWith(word) !== undefined, { message: "the subscription in TEST_OUTBOX_DIR" }).toBe(true);
    await expect(message).toBeEmpty({ timeout: 7_000 });
  });

  test("an invalid address is refused with no text under the field, marked invalid and announced", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/subscribe")) posts.push(request.url());
    });
    await page.goto(HOME);
    const band = subscribeBand(page);
    await band.scrollIntoViewIfNeeded();
    const field = band.getByRole("textbox", { name: "Email address" });
    await field.fill("not-an-email");
    await band.getByRole("button", { name: "Subscribe" }).click();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription("Invalid email.");
    await expect(band.locator('[aria-live="assertive"]')).toHaveText("Invalid email.");
    // Whatever carries the words is for screen readers only: nothing of it takes up room on screen.
    for (const node of await band.getByText("Invalid email.").all()) {
      const box = await node.boundingBox();
      expect((box?.width ?? 0) * (box?.height ?? 0)).toBeLessThanOrEqual(1);
    }
    await expect(band.getByRole("status")).toBeEmpty();
    expect(posts).toEqual([]);
  });

  test("a failed send keeps the address and says what to do next", async ({ page }) => {
    await page.route("**/api/subscribe", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ status: "error", message: "The mail server is not answering." }),
      }),
    );
    await page.goto(HOME);
    const band = subscribeBand(page);
    await band.scrollIntoViewIfNeeded();
    const field = band.getByRole("textbox", { name: "Email address" });
    await field.fill("reader@example.com");
    await band.getByRole("button", { name: "Subscribe" }).click();
    await expect(band.getByRole("alert")).toContainText("The mail server is not answering.");
    await expect(band.getByRole("alert")).toContainText("please try again");
    await expect(field).toHaveValue("reader@example.com");
    await expect(band.getByRole("status")).toBeEmpty();
  });

  test("the blog lists exactly the startup masonry posts", async ({ page }) => {
    expect(startupPosts.length).toBeGreaterThanOrEqual(3);
    await page.goto(HOME);
    const blog = region(page, "Notes from the startup trenches");
    await blog.scrollIntoViewIfNeeded();
    const titles = blog.getByRole("article").getByRole("heading");
    await expect(titles).toHaveCount(Math.min(startupPosts.length, 6));
    expect((await titles.allTextContents()).sort()).toEqual(startupPosts.slice(0, 6).sort());
    // Each card shows its photograph.
    for (const image of await blog.getByRole("article").locator("img[src]").all()) {
      await expect(image).toHaveJSProperty("complete", true);
    }
  });

  test("the footer has four link columns and a copyright line with this year and an external credit", async ({ page }) => {
    await page.goto(HOME);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("navigation")).toHaveCount(4);
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    const credit = footer.getByRole("link", { name: "ThemeZaa" });
    await expect(credit).toHaveAttribute("href", "https://www.themezaa.com/");
    await expect(credit).toHaveAttribute("target", "_blank");
  });
});

test.describe("startup home at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("nothing overflows the screen sideways and the carousel shows one card", async ({ page }) => {
    await page.goto(HOME);
    const carousel = page.getByRole("region", { name: "Featured work" });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.locator(".swiper-initialized")).toBeVisible();
    expect((await slideLayout(carousel)).perView).toBe(1);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe("startup home, a subscribe form posted without JavaScript", () => {
  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("the post comes back to the page, which says the subscription went through", async ({ page }) => {
      await page.goto(HOME);
      const band = subscribeBand(page);
      const word = marker("plain");
      await band.getByRole("textbox", { name: "Email address" }).fill(`${word}@example.com`);
      await band.getByRole("button", { name: "Subscribe" }).click();
      await expect(page).toHaveURL(/\/litho\/home-startup\?form=subscribe-email&sent=1#subscribe-email-sent$/);
      await expect(page.getByText(SUCCESS)).toBeVisible();
      await expect.poll(() => outboxMessageWith(word) !== undefined, { message: "the subscription in TEST_OUTBOX_DIR" }).toBe(true);
    });
  });

  test("arriving with JavaScript on shows the outcome once, dismissible, and cleans the address", async ({ page }) => {
    await page.goto(`${HOME}?form=subscribe-email&sent=1#subscribe-email-sent`);
    const notice = page.getByRole("status").filter({ hasText: SUCCESS });
    await expect(notice).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${HOME}$`));
    await notice.getByRole("button", { name: "Dismiss message" }).click();
    await expect(notice).toHaveCount(0);
  });
});
