import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { intersectionsReported } from "./support/page-state";

const projects = JSON.parse(
  fs.readFileSync(path.join(__dirname, "..", "..", "data", "litho", "collections", "portfolio-projects.json"), "utf8"),
) as { title: string; category: string[] }[];

/**
 * The demo chrome as wired into real pages: the header's sticky state, dropdowns, mobile menu,
 * side panel and search overlay, and the portfolio grid's filter. The home page has a transparent
 * header with search; the portfolio pages carry the full header (search, side panel, language, cart).
 */

const HOME = "/litho/home-business/";
const PORTFOLIO = "/litho/portfolio/portfolio-classic-three-column/";

const header = (page: Page) => page.locator("header[data-sticky]");
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" }).first();

test.describe("demo header", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("becomes sticky once the page scrolls past 5 px", async ({ page }) => {
    await page.goto(HOME);
    await expect(header(page)).toHaveAttribute("data-sticky", "false");
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header(page)).toHaveAttribute("data-sticky", "true");
    // Back up to 4 px: the header notes the upward scroll in the same update that decides whether it
    // sticks, so once it shows the one, the other is decided for 4 px.
    await page.evaluate(() => window.scrollTo(0, 4));
    await expect(header(page)).toHaveAttribute("data-scroll-up", "true");
    expect(await header(page).getAttribute("data-sticky")).toBe("false");
    await page.evaluate(() => window.scrollTo(0, 6));
    await expect(header(page)).toHaveAttribute("data-scroll-up", "false");
    expect(await header(page).getAttribute("data-sticky")).toBe("true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header(page)).toHaveAttribute("data-sticky", "false");
  });

  test("opens one dropdown at a time, and clicking the open one closes it", async ({ page }) => {
    await page.goto(PORTFOLIO);
    const toggles = mainNav(page).locator("button[aria-expanded]");
    const first = toggles.nth(0);
    const second = toggles.nth(1);
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page).locator('button[aria-expanded="true"]')).toHaveCount(1);
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page).locator('button[aria-expanded="true"]')).toHaveCount(0);
  });

  test("side panel opens from the hamburger and closes on Escape and on an outside click", async ({ page }) => {
    await page.goto(PORTFOLIO);
    const opener = page.getByRole("button", { name: "Open side panel" });
    const panel = page.getByRole("dialog").filter({ has: page.getByRole("button", { name: "Close panel" }) });
    await opener.click();
    await expect(opener).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(opener).toHaveAttribute("aria-expanded", "false");

    await opener.click();
    await expect(panel).toBeVisible();
    // The left edge of the window is outside the right-hand panel.
    await page.mouse.click(40, 500);
    await expect(opener).toHaveAttribute("aria-expanded", "false");

    await opener.click();
    await page.getByRole("button", { name: "Close panel" }).click();
    await expect(opener).toHaveAttribute("aria-expanded", "false");
  });

  test("search overlay: an empty search says the field is required, a term goes to the results page", async ({ page }) => {
    await page.goto(HOME);
    await page.getByRole("button", { name: "Search", exact: true }).first().click();
    const overlay = page.getByRole("dialog").filter({ hasText: "What are you looking for?" });
    await expect(overlay).toBeVisible();
    const field = overlay.getByPlaceholder("Enter your keywords...");
    await overlay.getByRole("button", { name: "Search", exact: true }).click();
    await expect(overlay.getByRole("alert")).toHaveText("Field is required.");
    await expect(field).toHaveAttribute("aria-invalid", "true");

    await field.fill("branding");
    await overlay.getByRole("button", { name: "Search", exact: true }).click();
    // The results page is built separately; until it exists only the address is certain.
    await page.waitForURL(/\/litho\/page\/search-result\/?\?q=branding$/);
  });

  test("search overlay closes on Escape", async ({ page }) => {
    await page.goto(HOME);
    const opener = page.getByRole("button", { name: "Search", exact: true }).first();
    await opener.click();
    const overlay = page.getByRole("dialog").filter({ hasText: "What are you looking for?" });
    await expect(overlay).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(overlay).toBeHidden();
  });
});

test.describe("moving between demo pages", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a page opened from a link starts at its top, and Back returns to the place left", async ({ page }) => {
    await page.goto("/litho");
    await page.waitForSelector("html[data-interactive]");
    const link = page.locator('main a[href="/litho/elements/accordions"]').first();
    await link.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(1000);

    await link.click();
    await expect(page).toHaveURL(/\/litho\/elements\/accordions\/?$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/litho\/?$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(left - 50);
  });
});

test.describe("demo header without JavaScript", () => {
  test.use({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });

  test("dropdowns and megamenus open on hover with all their links", async ({ page }) => {
    await page.goto(PORTFOLIO);
    const pages = mainNav(page)
      .locator(":scope > ul > li")
      .filter({ has: page.getByRole("button", { name: "Pages", exact: true }) });
    await expect(pages.getByRole("link", { name: "About us" }).first()).toBeHidden();
    await pages.hover();
    const about = pages.getByRole("button", { name: "About", exact: true });
    await expect(about).toBeVisible();
    // The third level opens from its parent, on hover too.
    await about.hover();
    await expect(pages.getByRole("link", { name: "About us" }).first()).toBeVisible();

    const home = mainNav(page)
      .locator(":scope > ul > li")
      .filter({ has: page.getByRole("link", { name: "Home", exact: true }) });
    await home.hover();
    await expect(home.getByRole("link", { name: "Startup" }).first()).toBeVisible();
  });
});

test.describe("demo header on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("mobile menu locks the page's scroll and closes on Escape", async ({ page }) => {
    await page.goto(HOME);
    const button = page.getByRole("button", { name: "Menu", exact: true });
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("body")).toHaveClass(/scroll-locked/);
    const before = await page.evaluate(() => window.scrollY);
    // The page counts its scrolls from here on and notes when the wheel reaches it.
    await page.evaluate(() => {
      const probe = {
        scrolls: 0,
        wheel: new Promise<void>((resolve) => window.addEventListener("wheel", () => resolve(), { once: true })),
      };
      window.addEventListener("scroll", () => (probe.scrolls += 1), { passive: true });
      (window as unknown as { scrollProbe: typeof probe }).scrollProbe = probe;
    });
    await page.mouse.wheel(0, 600);
    // A page free to scroll starts to in the frame after the wheel: five frames on, this one has not.
    const scrolls = await page.evaluate(async () => {
      const probe = (window as unknown as { scrollProbe: { scrolls: number; wheel: Promise<void> } }).scrollProbe;
      await probe.wheel;
      for (let frame = 0; frame < 5; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
      return probe.scrolls;
    });
    expect(scrolls).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("body")).not.toHaveClass(/scroll-locked/);
  });
});

test.describe("portfolio filter", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a filter marks itself active and shows only its projects; All shows every project", async ({ page }) => {
    await page.goto(PORTFOLIO);
    const filters = page.getByRole("group", { name: "Filter projects" });
    const tiles = page.locator("[data-grid-item]");
    const total = await tiles.count();
    expect(total).toBeGreaterThan(8);

    const travel = filters.getByRole("button", { name: "Travel" });
    await travel.click();
    await expect(travel).toHaveAttribute("aria-pressed", "true");
    await expect(filters.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
    const travelTitles = projects.filter((project) => project.category.includes("travel")).map((project) => project.title);
    await expect.poll(() => tiles.count()).toBe(travelTitles.length);
    // Exactly the travel projects remain, whatever order the grid settles in.
    const shownTitles = await tiles.getByRole("heading").allTextContents();
    expect(shownTitles.sort()).toEqual([...travelTitles].sort());
    await expect(page.getByRole("status").filter({ hasText: "shown" })).toHaveText(`${travelTitles.length} items shown`);

    const all = filters.getByRole("button", { name: "All" });
    await all.click();
    await expect(all).toHaveAttribute("aria-pressed", "true");
    await expect(travel).toHaveAttribute("aria-pressed", "false");
    await expect.poll(() => tiles.count()).toBe(total);
  });
});

test.describe("links to demo pages still to come", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("never make the browser ask for page data that does not exist", async ({ page }) => {
    // Reads three long pages screen by screen, as a visitor would.
    test.slow();
    const missing = new Set<string>();
    page.on("response", (response) => {
      if (response.status() === 404 && response.url().includes("/page-data/")) missing.add(response.url());
    });
    // Each prefetch Gatsby starts (a <link rel="prefetch">), noted by the page as it settles.
    await page.addInitScript(() => {
      const settled: { href: string; failed: boolean }[] = [];
      (window as unknown as { prefetches: typeof settled }).prefetches = settled;
      for (const type of ["load", "error"]) {
        const note = (event: Event) => {
          const link = event.target;
          if (link instanceof HTMLLinkElement && link.rel === "prefetch") settled.push({ href: link.href, failed: type === "error" });
        };
        document.addEventListener(type, note, true);
      }
    });
    const prefetches = () =>
      page.evaluate(() => ({
        started: document.querySelectorAll('link[rel="prefetch"]').length,
        settled: (window as unknown as { prefetches: { href: string; failed: boolean }[] }).prefetches,
      }));
    // Gatsby's Link queues a page for prefetching while its link is in view (scrolling past takes it out
    // again) and fetches the queue three seconds on, four at a time. The page's clock is the test's,
    // so each screen is read for those three seconds without the wait.
    await page.clock.install();
    let pageDataPrefetched = 0;
    for (const path of [HOME, "/litho/home-startup/", PORTFOLIO]) {
      await page.goto(path);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 800) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await intersectionsReported(page);
        await page.clock.runFor(3_000);
      }
      const allSettled = async () => {
        const { started, settled } = await prefetches();
        return settled.length === started;
      };
      await expect.poll(allSettled).toBe(true);
      const pageData = (await prefetches()).settled.filter(({ href }) => href.includes("/page-data/"));
      pageDataPrefetched += pageData.length;
      for (const { href } of pageData.filter(({ failed }) => failed)) missing.add(href);
    }
    expect(pageDataPrefetched).toBeGreaterThan(0);
    expect([...missing]).toEqual([]);
  });
});
