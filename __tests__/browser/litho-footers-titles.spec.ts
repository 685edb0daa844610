/*
 * The footer and page-title showcase as a visitor meets what it adds: a parallax footer that sits
 * fixed behind the page on a desktop and scrolls normally at 767 px, the title's background clip
 * with its pause control (still under reduced motion), and the breadcrumb trail's structured data
 * naming the same steps as the visible trail.
 */
import { test, expect, type Page } from "./support/fixtures";

const PARALLAX_FOOTER = "/litho/footers/footer-style-07";
const VIDEO_TITLE = "/litho/page-title/background-video";
const BREADCRUMB_TITLE = "/litho/page-title/separate-breadcrumbs";

/** Whether the visitor sees the footer at its middle: the topmost element there belongs to it. */
const footerShowsAtItsMiddle = (page: Page) =>
  page.evaluate(() => {
    const footer = document.querySelector("footer")!;
    const box = footer.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = Math.min(window.innerHeight - 2, box.top + box.height / 2);
    if (y < 0 || y > window.innerHeight) return false;
    return footer.contains(document.elementFromPoint(x, y));
  });

test.describe("parallax footer", () => {
  test("sits fixed behind the page on a desktop, is uncovered at the end, and scrolls with the page at 767 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(PARALLAX_FOOTER);
    const footer = page.getByRole("contentinfo");
    // Measured a second after load, as the template does.
    await expect(footer).toHaveCSS("position", "fixed");
    await expect(footer).toHaveCSS("bottom", "0px");
    // At the top of the page the content covers it; at the end the page has slid up to uncover it.
    expect(await footerShowsAtItsMiddle(page)).toBe(false);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => footerShowsAtItsMiddle(page)).toBe(true);
    await expect(footer.getByText("Have a project in mind? Let's talk it through.")).toBeInViewport();

    // Re-measured on resize: at 767 px it is an ordinary footer at the end of the page.
    await page.setViewportSize({ width: 767, height: 900 });
    await expect(footer).not.toHaveCSS("position", "fixed");
    await page.evaluate(() => window.scrollTo(0, 0));
    const top = await footer.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const main = await page.locator("main").evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
    expect(top).toBeGreaterThanOrEqual(main - 1);
    // No spacer is left holding the footer's height under the page.
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    const bottom = await footer.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
    expect(Math.abs(pageHeight - bottom)).toBeLessThanOrEqual(1);
  });
});

test.describe("background video page title", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("plays muted behind the title and stops and restarts from its visible control", async ({ page }) => {
    await page.goto(VIDEO_TITLE);
    const video = page.locator("section[aria-label='Page title'] video");
    // Playing from the moment the page is interactive: the title starts the clip as it hydrates.
    expect(await video.evaluate((element: HTMLVideoElement) => !element.paused && element.muted)).toBe(true);
    const pause = page.getByRole("button", { name: "Pause video" });
    await expect(pause).toBeInViewport();
    await pause.click();
    await expect(video).toHaveJSProperty("paused", true);
    const play = page.getByRole("button", { name: "Play video" });
    await expect(play).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(video).toHaveJSProperty("paused", false);
    await expect(page.getByRole("button", { name: "Pause video" })).toBeVisible();
  });

  test("stays on its poster under reduced motion until the visitor asks it to play", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(VIDEO_TITLE);
    const video = page.locator("section[aria-label='Page title'] video");
    await expect(video).toHaveAttribute("poster", /\.(jpg|webp)$/);
    const play = page.getByRole("button", { name: "Play video" });
    await expect(play).toBeVisible();
    // The title decides on autoplay as it hydrates, before the page marks itself interactive (which
    // goto waits for), and a started clip is no longer paused from that moment: this one never started.
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await play.click();
    await expect(video).toHaveJSProperty("paused", false);
    await expect(page.getByRole("button", { name: "Pause video" })).toBeVisible();
  });
});

test.describe("breadcrumb structured data", () => {
  test("names the same steps, in order and by address, as the visible trail", async ({ page, testOrigin }) => {
    await page.goto(BREADCRUMB_TITLE);
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    const steps = trail.getByRole("listitem");
    await expect(steps).toHaveText(["Home", "Page title", "Separate breadcrumbs"]);
    await expect(trail.getByText("Separate breadcrumbs")).toHaveAttribute("aria-current", "page");
    const hrefs = await trail.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(["/litho", "/litho#page-titles"]);

    const blocks = await page.locator('head script[type="application/ld+json"]').allTextContents();
    const lists = blocks.map((text) => JSON.parse(text)).filter((data) => data["@type"] === "BreadcrumbList");
    expect(lists).toHaveLength(1);
    const [list] = lists;
    expect(list["@context"]).toBe("https://schema.org");
    const items = list.itemListElement as { "@type": string; position: number; name: string; item: string }[];
    expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
    expect(items.map((item) => item.name)).toEqual(await steps.allTextContents());
    // Every step is named by its absolute address, the page itself included; the links go where the data says.
    const paths = items.map((item) => {
      const url = new URL(item.item);
      return `${url.pathname}${url.hash}`;
    });
    expect(paths).toEqual([...hrefs, BREADCRUMB_TITLE]);
    for (const item of items) expect(item.item).toMatch(/^https?:\/\//);

    // The middle step leads to the page titles on the demo index.
    await trail.getByRole("link", { name: "Page title" }).click();
    await expect(page).toHaveURL(`${testOrigin}/litho#page-titles`);
    await expect(page.getByRole("heading", { level: 2, name: "Page titles" })).toBeInViewport();
  });
});
