import { axeViolations, settle, violationSummaries } from "./support/accessibility";
import { comingDemoRoutes, expect, test, viewports } from "./support/fixtures";

/**
 * The demo search results page and the /litho/ index, on the production build: results with
 * links for ?q=, the no-results message, the required-field message, the page without
 * JavaScript, and the index as the checklist of every demo route.
 */

const RESULTS = "/litho/page/search-result";

test.describe("search results page", () => {
  test("?q= lists matching results, each with its kind and a link", async ({ page }) => {
    await page.goto(`${RESULTS}?q=portfolio`);
    const results = page.getByRole("list", { name: "Search results for portfolio" });
    await expect(results).toBeVisible();
    await expect(page.getByRole("main").getByRole("status")).toContainText(/\d+ results? for “portfolio”/);
    const links = results.getByRole("link");
    expect(await links.count()).toBeGreaterThan(0);
    for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")))) {
      expect(href).toMatch(/^\/litho\//);
    }
    // A result opens its page.
    const first = links.first();
    const target = await first.getAttribute("href");
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
  });

  test("a new search from the page's form updates the address and the results", async ({ page }) => {
    await page.goto(`${RESULTS}?q=portfolio`);
    const field = page.getByRole("main").getByRole("searchbox", { name: "Search the demo" });
    await expect(field).toHaveValue("portfolio");
    await field.fill("travel");
    await field.press("Enter");
    await expect(page).toHaveURL(/\?q=travel$/);
    await expect(page.getByRole("list", { name: "Search results for travel" })).toBeVisible();
  });

  test("a nonsense term says that nothing matches and offers other searches", async ({ page }) => {
    await page.goto(`${RESULTS}?q=qwxzzyv`);
    await expect(page.getByRole("heading", { name: "No results for “qwxzzyv”" })).toBeVisible();
    await page.getByRole("link", { name: "portfolio", exact: true }).click();
    await expect(page.getByRole("list", { name: "Search results for portfolio" })).toBeVisible();
  });

  test("an empty submit shows 'Field is required.' under the field", async ({ page }) => {
    await page.goto(RESULTS);
    await expect(page.getByText("Field is required.")).toHaveCount(0);
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("Field is required.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("searchbox", { name: "Search the demo" })).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(new RegExp(`${RESULTS}$`));
  });

  // The integrity spec scans the page as built (no query); the states only scripts reach are scanned here.
  for (const viewport of [viewports.desktop, viewports.phone]) {
    test(`results and no-results states pass axe at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const [query, ready] of [
        ["portfolio", page.getByRole("list", { name: "Search results for portfolio" })],
        ["qwxzzyv", page.getByRole("heading", { name: "No results for “qwxzzyv”" })],
      ] as const) {
        await page.goto(`${RESULTS}?q=${query}`);
        await expect(ready).toBeVisible();
        // Scanned as a visitor reads it, not mid-fade (a half-faded breadcrumb read as low contrast).
        await settle(page);
        expect(violationSummaries(await axeViolations(page))).toEqual([]);
      }
    });
  }

  test("the page is noindex", async ({ page }) => {
    await page.goto(RESULTS);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form is a GET to the page, and the page explains and offers popular pages", async ({ page }) => {
      await page.goto(`${RESULTS}?q=portfolio`);
      const form = page.getByRole("main").getByRole("search");
      await expect(form).toHaveAttribute("method", "get");
      await expect(form).toHaveAttribute("action", RESULTS);
      await expect(page.getByText(/Search results appear once JavaScript runs/)).toBeVisible();
      await expect(page.getByRole("heading", { name: "Popular pages" })).toBeVisible();
      await page.getByRole("main").getByRole("searchbox", { name: "Search the demo" }).fill("travel");
      await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
      await expect(page).toHaveURL(/\?q=travel$/);
    });
  });
});

test.describe("demo index", () => {
  test("lists every group with counts and links every route to its page", async ({ page }) => {
    await page.goto("/litho");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Every Litho demo");
    const groups = [
      "Home pages",
      "Inner pages",
      "Portfolio",
      "Elements",
      "Headers",
      "Footers",
      "Page titles",
      "Modal popups",
      "Icons & animation",
      "Blog",
      "Blog post types",
      "Shop",
    ];
    for (const name of groups) {
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }

    // A built route is a link to its page.
    const portfolio = page.getByRole("region", { name: "Portfolio" });
    await expect(portfolio.getByText(/of 38 ready/)).toBeVisible();
    const built = portfolio.getByRole("link", { name: /Classic two column/ });
    await expect(built).toHaveAttribute("href", "/litho/portfolio/portfolio-classic-two-column");

    // Blog post types link to their first post.
    await expect(page.getByRole("region", { name: "Blog post types" }).getByRole("link", { name: /Standard post/ })).toHaveAttribute(
      "href",
      /^\/litho\/blog-types\/blog-standard-post\/\d+$/,
    );

    // Every route of the catalogue is built: each card is a link to its page, and nothing is marked coming.
    expect(comingDemoRoutes()).toEqual([]);
    const cards = page.locator("main section[id] li");
    expect(await cards.count()).toBeGreaterThanOrEqual(228);
    await expect(page.locator("main section[id] li:not(:has(a))")).toHaveCount(0);
    // (Two routes are themselves named "Coming soon": the template's coming-soon pages.)
    await expect(page.locator("main dt", { hasText: "Coming soon" })).toHaveCount(0);
    await expect(page.getByText(/on their way/)).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Elements" }).getByRole("link", { name: /Parallax scrolling/ })).toHaveAttribute(
      "href",
      "/litho/elements/parallax-scrolling",
    );

    await built.click();
    await expect(page).toHaveURL(/portfolio-classic-two-column$/);
  });

  test("the hero's search goes to the results page", async ({ page }) => {
    await page.goto("/litho");
    await page.getByRole("main").getByRole("searchbox", { name: "Search the demo" }).fill("portfolio");
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/litho\/page\/search-result\?q=portfolio$/);
    await expect(page.getByRole("list", { name: "Search results for portfolio" })).toBeVisible();
  });

  test("the index is noindex and fits a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/litho");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
