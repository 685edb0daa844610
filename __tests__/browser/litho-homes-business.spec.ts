/*
 * The application, finance, consulting and corporate homes as a visitor meets what they add: the app's
 * screens switching in the phone frame, its store buttons reached by keyboard, the client case
 * studies with their figures and links (cards on the finance home, alternating rows on the
 * consulting home), and phones never scrolling sideways.
 */
import { test, expect, type Page } from "./support/fixtures";

const APPLICATION = "/litho/home-application";
const FINANCE = "/litho/home-finance";
const CONSULTING = "/litho/home-consulting";
const CORPORATE = "/litho/home-corporate";

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.describe("business homes at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the app tour puts the chosen feature's screen in the phone frame", async ({ page }) => {
    await page.goto(APPLICATION);
    const tour = region(page, "Four screens you will open every day");
    await tour.scrollIntoViewIfNeeded();
    // Only the screen on show is exposed; the others wait hidden in the frame.
    const shown = tour.getByRole("img");
    await expect(shown).toHaveCount(1);
    await expect(shown).toHaveAccessibleName(/^The Today screen/);

    const insights = tour.getByRole("button", { name: "Insights, not guilt" });
    await insights.click();
    await expect(insights).toHaveAttribute("aria-pressed", "true");
    await expect(shown).toHaveAccessibleName(/^The Insights screen/);
    await expect(tour.getByRole("button", { name: "Today at a glance" })).toHaveAttribute("aria-pressed", "false");
    // The new screen has faded in over the old one.
    await expect.poll(() => shown.evaluate((image) => getComputedStyle(image.closest("[aria-hidden]")!).opacity)).toBe("1");
    await expect(shown).toBeInViewport();
  });

  test("the store buttons follow the features in keyboard order and open the stores in a new tab", async ({ page }) => {
    await page.goto(APPLICATION);
    const tour = region(page, "Four screens you will open every day");
    const last = tour.getByRole("button", { name: "Focus sessions" });
    await last.focus();
    await page.keyboard.press("Enter");
    await expect(tour.getByRole("img")).toHaveAccessibleName(/^The Focus screen/);

    await page.keyboard.press("Tab");
    const appStore = tour.getByRole("link", { name: "Download on the App Store" });
    await expect(appStore).toBeFocused();
    await expect(appStore).toHaveAttribute("href", "https://apps.apple.com/");
    await expect(appStore).toHaveAttribute("target", "_blank");
    // The focus ring is drawn around the badge.
    expect(await appStore.evaluate((link) => getComputedStyle(link).outlineStyle)).toBe("solid");
    await page.keyboard.press("Tab");
    await expect(tour.getByRole("link", { name: "Get it on Google Play" })).toBeFocused();

    // The closing band offers the same two stores.
    const band = region(page, "Start tomorrow with a plan");
    await expect(band.getByRole("list", { name: "Get the app" }).getByRole("link")).toHaveText([
      "Download on the App Store",
      "Get it on Google Play",
    ]);
  });

  test("the finance case studies show each challenge, its result as a figure and a link to the story", async ({ page }) => {
    await page.goto(FINANCE);
    const cases = region(page, "What good advice changed for our clients");
    await cases.scrollIntoViewIfNeeded();
    const articles = cases.getByRole("article");
    await expect(articles).toHaveCount(3);
    await expect(articles.getByRole("heading", { level: 3 })).toHaveText([
      "Selling a family firm without losing its people",
      "Refinancing $60m of debt in six weeks",
      "A retirement income built to last thirty years",
    ]);
    const second = articles.nth(1);
    await expect(second.getByRole("definition").last()).toHaveText("1.8 pts lower interest rate");
    const link = second.getByRole("link", { name: /^Read the case study ?: Refinancing \$60m of debt in six weeks$/ });
    await expect(link).toHaveAttribute("href", "/litho/page/our-services");
    for (const image of await articles.locator("img[src]").all()) {
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveJSProperty("complete", true);
    }
    // Three cards side by side.
    const tops = await articles.evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
  });

  test("the consulting case studies run as rows whose photographs take turns on each side", async ({ page }) => {
    await page.goto(CONSULTING);
    const cases = region(page, "The challenge, the decision and what it delivered");
    await cases.scrollIntoViewIfNeeded();
    const articles = cases.getByRole("article");
    await expect(articles).toHaveCount(3);
    const sides = await articles.evaluateAll((nodes) =>
      nodes.map((node) => {
        const image = node.querySelector("img")!.getBoundingClientRect();
        const title = node.querySelector("h3")!.getBoundingClientRect();
        return image.left < title.left ? "image-left" : "image-right";
      }),
    );
    expect(sides).toEqual(["image-left", "image-right", "image-left"]);
    await expect(
      articles.first().getByRole("link", { name: /^Read the story ?: Trains back on time without a single new carriage$/ }),
    ).toHaveAttribute("href", "/litho/page/our-process");
  });
});

test.describe("business homes at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const home of [APPLICATION, FINANCE, CONSULTING, CORPORATE]) {
    test(`${home} does not scroll sideways`, async ({ page }) => {
      await page.goto(home);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  }
});
