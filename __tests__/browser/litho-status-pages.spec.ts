/*
 * The demo's 404 and maintenance pages as a visitor meets them: what they say, the 404's ways on
 * (home, search, popular pages), the maintenance countdown before and after its planned end with
 * the browser's clock set, the sign-up for the return, accessibility at both widths, and motion
 * kept to wide screens that allow it.
 */
import { axeViolations, violationSummaries } from "./support/accessibility";
import { expect, test, viewports, type Page } from "./support/fixtures";
import { marker, outboxMessageWith } from "./support/outbox";

const NOT_FOUND = "/litho/page/error-404";
const MAINTENANCE = "/litho/page/maintenance";
const BACK = "We should be back any minute";
// The planned end in data/litho/pages/maintenance.json: 22:00 in Hong Kong, 14:00 UTC.
const END_UTC = "2027-03-31T14:00:00Z";

/** Every console error and uncaught exception of the page, to assert there were none. */
const collectErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
};

const notice = (page: Page) => page.getByRole("region", { name: "We are making things even better" });
/** The countdown's figures (hidden from screen readers, which get the date instead). */
const figures = (page: Page) => notice(page).locator("ol > li > span:first-child");

test.describe("the demo's 404 page", () => {
  test("says the page could not be found and leads back home", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(NOT_FOUND);
    await expect(page).toHaveTitle(/Page not found/);
    const region = page.getByRole("region", { name: "This page could not be found!" });
    await expect(region.getByText("404", { exact: true })).toBeVisible();
    await expect(region.getByText("Ooops! Page not found")).toBeVisible();
    await expect(region.getByText(/may have moved, changed its name or never existed/)).toBeVisible();
    await region.getByRole("link", { name: "Back to homepage" }).click();
    await expect(page).toHaveURL(/\/litho$/);
    expect(errors).toEqual([]);
  });

  test("offers popular pages that exist", async ({ page }) => {
    await page.goto(NOT_FOUND);
    const popular = page.getByRole("navigation", { name: "Popular pages" }).getByRole("link");
    await expect(popular).toHaveCount(6);
    for (const href of await popular.evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
    }
    await popular.filter({ hasText: "Portfolio slider" }).click();
    await expect(page).toHaveURL(/\/litho\/portfolio\/portfolio-slider$/);
  });

  test("its search, used from the keyboard, opens the results page with the results", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(NOT_FOUND);
    const field = page.getByRole("main").getByRole("searchbox", { name: "Search the demo" });
    // Reached by Tab from the top of the page, like any visitor without a mouse.
    for (let presses = 0; presses < 40 && !(await field.evaluate((element) => element === document.activeElement)); presses += 1) {
      await page.keyboard.press("Tab");
    }
    await expect(field).toBeFocused();
    await page.keyboard.type("portfolio");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/litho\/page\/search-result\?q=portfolio$/);
    await expect(page.getByRole("list", { name: "Search results for portfolio" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("an empty search stays on the page with the required-field message", async ({ page }) => {
    await page.goto(NOT_FOUND);
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("main").getByText("Field is required.")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${NOT_FOUND}$`));
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the search is a plain GET to the results page", async ({ page }) => {
      await page.goto(NOT_FOUND);
      await page.getByRole("main").getByRole("searchbox", { name: "Search the demo" }).fill("travel");
      await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
      await expect(page).toHaveURL(/\/litho\/page\/search-result\?q=travel$/);
    });
  });
});

test.describe("the demo's maintenance page", () => {
  // No console check under a set clock: a clock in another year than the build's redraws the
  // footer's copyright year at hydration. The page's own check is the real-clock visit below.
  test("counts down to the planned end, then says the site should be back any minute", async ({ page }) => {
    // Two days, three hours and five minutes before the end; the clock runs on while the page loads.
    await page.clock.install({ time: new Date("2027-03-29T10:55:00Z") });
    await page.goto(MAINTENANCE);
    await expect(page).toHaveTitle(/Under maintenance/);
    await expect(notice(page).getByText("Scheduled maintenance")).toBeVisible();
    await expect(figures(page)).toHaveText(["02", "03", /^0[45]$/, /^\d\d$/]);
    await expect(notice(page).getByText("Planned end: Wednesday 31 March 2027, 22:00 (UTC+08:00)")).toBeVisible();
    await expect(notice(page).getByText(BACK)).toHaveCount(0);

    await page.clock.fastForward("51:06:00");
    await expect(notice(page).getByText(BACK)).toBeVisible();
    await expect(figures(page)).toHaveCount(0);
  });

  test("a visitor who arrives after the planned end sees the 'back any minute' notice", async ({ page }) => {
    await page.clock.install({ time: new Date(Date.parse(END_UTC) + 3 * 3600_000) });
    await page.goto(MAINTENANCE);
    await expect(notice(page).getByRole("status").filter({ hasText: BACK })).toBeVisible();
    await expect(figures(page)).toHaveCount(0);
  });

  test("takes an e-mail address for the return, and gives the contact lines and social links", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(MAINTENANCE);
    const region = notice(page);
    await expect(region.getByRole("heading", { level: 3, name: "Get an e-mail as soon as we are back" })).toBeVisible();
    await expect(region.getByRole("link", { name: "support@domain.com" })).toHaveAttribute("href", "mailto:support@domain.com");
    await expect(region.getByRole("link", { name: "+44 (0) 123 456 7890" })).toHaveAttribute("href", "tel:+441234567890");
    await expect(region.getByRole("list", { name: "Social media" }).getByRole("link")).toHaveCount(5);

    const address = `${marker("back")}@example.com`;
    await region.getByRole("textbox", { name: "Email address" }).fill(address);
    await region.getByRole("button", { name: "Notify me" }).click();
    await expect(region.getByText("Your message has been sent successfully subscribed to our email list!")).toBeVisible();
    await expect.poll(() => outboxMessageWith(address), { message: "the sign-up in TEST_OUTBOX_DIR" }).toBeTruthy();
    expect(errors).toEqual([]);
  });
});

test.describe("the subscribe form's script", () => {
  const FORM_SCRIPT = /\/litho-subscribe-form-[0-9a-f]+\.js$/;

  test("is not part of the first load: it comes when the visitor reaches for the form", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (FORM_SCRIPT.test(new URL(request.url()).pathname)) scripts.push(request.url());
    });
    await page.goto(MAINTENANCE);
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([]);
    await notice(page).getByRole("textbox", { name: "Email address" }).focus();
    await expect.poll(() => scripts.length).toBe(1);
  });

  test("a sign-up typed and sent before the script arrives is sent once it has, without leaving the page", async ({ page }) => {
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route(FORM_SCRIPT, async (route) => {
      await arrived;
      await route.continue();
    });
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/subscribe")) posts.push(request.method());
    });
    await page.goto(MAINTENANCE);
    const region = notice(page);
    const address = `${marker("early")}@example.com`;
    await region.getByRole("textbox", { name: "Email address" }).fill(address);
    await region.getByRole("button", { name: "Notify me" }).click();
    await expect(page).toHaveURL(new RegExp(`${MAINTENANCE}$`));
    expect(posts).toEqual([]);

    release();
    await expect(region.locator("form").getByRole("status")).toHaveText(
      "Your message has been sent successfully subscribed to our email list!",
    );
    await expect(region.getByRole("textbox", { name: "Email address" })).toHaveValue("");
    await expect.poll(() => outboxMessageWith(address), { message: "the sign-up in TEST_OUTBOX_DIR" }).toBeTruthy();
    expect(posts).toEqual(["POST"]);
    await expect(page).toHaveURL(new RegExp(`${MAINTENANCE}$`));
  });
});

// Both pages as built are scanned with every other page (integrity.spec.ts); the state after the end is this page's own.
for (const viewport of [viewports.desktop, viewports.phone]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("the maintenance page after its end passes axe", async ({ page }) => {
      await page.clock.install({ time: new Date(Date.parse(END_UTC) + 60_000) });
      await page.goto(MAINTENANCE);
      await expect(notice(page).getByText(BACK)).toBeVisible();
      expect(violationSummaries(await axeViolations(page))).toEqual([]);
    });
  });
}

test.describe("motion", () => {
  const animationOf = (page: Page, path: string) =>
    page.goto(path).then(() => page.getByText("404", { exact: true }).evaluate((element) => getComputedStyle(element).animationName));

  test("the 404 catches the light on wide screens", async ({ page }) => {
    expect(await animationOf(page, NOT_FOUND)).not.toBe("none");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: viewports.phone });
    test("it stays still", async ({ page }) => {
      expect(await animationOf(page, NOT_FOUND)).toBe("none");
    });
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("it stays still", async ({ page }) => {
      expect(await animationOf(page, NOT_FOUND)).toBe("none");
    });
  });
});
