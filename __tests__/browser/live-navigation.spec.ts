import { test, expect } from "./support/fixtures";
import { framesDrawn } from "./support/page-state";
import { serifFont, withoutAndWithFont } from "./support/web-font";
import { layoutShifts, recordLayoutShifts } from "./support/layout-shifts";

const routes = [
  { path: "/", label: "Home", heading: "Pure gold, weighed to the gram and trusted for generations" },
  { path: "/about", label: "About Us", heading: "Crafting excellence, Building trust" },
  { path: "/products", label: "Products", heading: "Our Expertise at Your Service" },
  { path: "/news-and-analysis", label: "News & Analysis", heading: "The gold market, live" },
  { path: "/contact", label: "Contact Us", heading: "Contact Us" },
];

test.describe("live routes", () => {
  for (const route of routes) {
    test(`${route.path} shows its content and marks ${route.label} as current`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
      const menu = page.getByRole("navigation", { name: "Main" });
      await expect(menu.getByRole("link")).toHaveText(routes.map((r) => r.label));
      await expect(menu.locator('[aria-current="page"]')).toHaveText(route.label);
      await expect(page.getByRole("link", { name: /Harbour Gold Bullion, home/ }).first()).toHaveAttribute("href", "/");
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("link", { name: "enquiries@harbourgold.hk" })).toHaveAttribute(
        "href",
        "mailto:enquiries@harbourgold.hk",
      );
      await expect(footer).toContainText("Hong Kong wholesaler of LBMA-standard pure gold bars");
    });
  }

  test("each route sets its title, description, canonical URL and sharing cards", async ({ page }) => {
    for (const route of routes) {
      await page.goto(route.path);
      await expect(page).toHaveTitle(/\| Harbour Gold Bullion$/);
      const head = page.locator("head");
      const canonical = `https://www.harbourgold.hk${route.path === "/" ? "" : route.path}`;
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
      await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical);
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", await page.title());
      await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        /^https:\/\/www\.harbourgold\.hk\/static\/.+\.jpg$/,
      );
      await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    }
  });

  test("following the menu moves the current marker", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Main" });
    await menu.getByRole("link", { name: "Products" }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(menu.locator('[aria-current="page"]')).toHaveText("Products");
  });

  test("a route change glides back to the top", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, 2400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    // Every position the page passes through, recorded by the page itself from before the click,
    // so a busy machine cannot miss the glide between two samples taken from the test.
    await page.evaluate(() => {
      const positions: number[] = [];
      (window as unknown as { scrollPositions: number[] }).scrollPositions = positions;
      window.addEventListener("scroll", () => positions.push(window.scrollY), { passive: true });
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    // The glide has ended once the page has had its scroll event at the top (it comes a frame after
    // the position itself).
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { scrollPositions: number[] }).scrollPositions.at(-1)), { timeout: 10_000 })
      .toBe(0);
    const { positions, lowest } = await page.evaluate(() => ({
      positions: (window as unknown as { scrollPositions: number[] }).scrollPositions,
      lowest: document.documentElement.scrollHeight - window.innerHeight,
    }));
    // Mid-way through the 800 ms glide the page is neither at the bottom of the new, shorter page
    // (where the old position is clamped to) nor at the top yet; a jump never stops in between.
    expect(
      positions.some((y) => y > 0 && y < lowest - 1),
      `positions: ${positions.join(", ")}; the new page scrolls at most to ${lowest}`,
    ).toBe(true);
  });
});

test.describe("scroll-to-top button", () => {
  test("appears past 300 px and scrolls smoothly to the top", async ({ page }) => {
    await page.goto("/about");
    const button = page.getByRole("button", { name: "Scroll to top" });
    await expect(button).toBeHidden();
    // The header turns solid past 10 px, in the same render as the button decides: once it has, the
    // page has handled the scroll to 250 px, and the button must still be hidden.
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(page.locator("header").first()).toHaveClass(/scrolled/);
    expect(await button.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBe(0);
    await expect(button).toBeHidden();
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("collapses behind a toggle that locks the page and closes on Escape", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("navigation", { name: "Main" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu.getByRole("link", { name: "About Us" })).toBeHidden();

    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "About Us" })).toBeVisible();
    await expect(page.locator("body")).toHaveClass(/scroll-locked/);

    await page.keyboard.press("Escape");
    await expect(menu.getByRole("link", { name: "About Us" })).toBeHidden();
    await expect(page.locator("body")).not.toHaveClass(/scroll-locked/);

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "News & Analysis" }).click();
    await expect(page).toHaveURL(/\/news-and-analysis$/);
    await expect(menu.getByRole("link", { name: "News & Analysis" })).toBeHidden();
    await expect(page.locator("body")).not.toHaveClass(/scroll-locked/);
  });
});

test.describe("not found", () => {
  for (const path of [
    "/no-such-page",
    "/industry-events",
    "/csr-initiatives",
    "/educational-outreach",
    "/market-research",
    "/technology-innovation",
  ]) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText("Ooops!")).toBeVisible();
      await expect(page.getByText("404", { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toContainText("This page could not be found!");
      await page.getByRole("link", { name: "Back to homepage" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(routes[0].heading);
    });
  }

  // A missing address is missing in every language: the switch offers the other language's home page.
  for (const { address, language, home, heading } of [
    { address: "/no-such-page", language: "繁體中文", home: "/zh-hk", heading: "純金足秤，分毫不差，世代信賴" },
    { address: "/zh-hk/no-such-page", language: "English", home: "/", heading: routes[0].heading },
  ]) {
    test(`on ${address} the language switch leads to the ${language} home page`, async ({ page }) => {
      await page.goto(address);
      const link = page.locator("header").getByRole("link", { name: language, exact: true });
      await expect(link).toHaveAttribute("href", home);
      await link.click();
      await expect(page).toHaveURL((url) => url.pathname === home);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    });
  }

  // Under /zh-hk/ the same page turns Chinese once its scripts run, and its texts change then (languages.spec.ts).
  test("nothing moves while /no-such-page and its fonts arrive, the header's language switch included", async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto("/no-such-page", { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    await page.locator("html[data-interactive]").waitFor({ state: "attached" });
    // A face that has just arrived is laid out in the next frame, where a shift it causes is recorded.
    await framesDrawn(page);
    expect(await layoutShifts(page)).toEqual([]);
  });

  // The big "404" is centred: if the fallback's digits were a different width from Playfair's, a late
  // Playfair would move them sideways.
  test("the big 404 stands in the same place whether or not Playfair Display has arrived", async ({ page }) => {
    const digits = () =>
      page.getByText("404", { exact: true }).evaluate((code) => {
        const range = document.createRange();
        range.selectNodeContents(code);
        const { x, y, height } = range.getBoundingClientRect();
        return [Math.round(x), Math.round(y), Math.round(height)];
      });
    const [withoutFace, withFace] = await withoutAndWithFont(page, serifFont, "/no-such-page", digits);
    expect(withFace).toEqual(withoutFace);
  });
});
