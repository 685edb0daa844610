import prices from "../../data/site/prices.json";
import { test, expect } from "./support/fixtures";

const SET_AT = Date.parse(prices.asAt);
const HOUR = 3_600_000;

test.describe("the reference price panel", () => {
  test("shows the kilobar in the unit the visitor picks, with the time the prices were set", async ({ page }) => {
    await page.clock.install({ time: SET_AT + HOUR });
    await page.goto("/products");
    const panel = page.locator("#reference-prices");
    await expect(panel.getByText("25 Nov 2026, 10:30 am")).toBeVisible();
    const kilobar = panel.getByRole("row", { name: /1 kg gold plate/ });
    // Every unit is in the markup; innerText reads only the one shown.
    await expect(kilobar.getByRole("cell").first()).toHaveText("HK$37,661", { useInnerText: true });
    await panel.getByRole("radio", { name: "HK$ per kilo" }).check();
    await expect(kilobar.getByRole("cell")).toHaveText(["HK$1,006,200", "HK$1,015,800"], { useInnerText: true });
    // The radios are a group the keyboard walks with the arrows.
    await page.keyboard.press("ArrowRight");
    await expect(panel.getByRole("radio", { name: "US$ per troy ounce" })).toBeChecked();
    await expect(kilobar.getByRole("cell").first()).toHaveText(/^US\$4,02\d\.\d\d$/, { useInnerText: true });
    await expect(panel.getByText(/Indicative prices/)).toBeVisible();
    await expect(panel.getByRole("alert")).toHaveCount(0);
  });

  test("says the prices are out of date once they are older than the sheet allows", async ({ page }) => {
    await page.clock.install({ time: SET_AT + (prices.staleAfterHours + 1) * HOUR });
    await page.goto("/");
    const panel = page.locator("#reference-prices");
    await expect(panel.getByRole("alert")).toHaveText(/These prices are out of date/);
    await expect(panel.getByText(/Indicative prices/)).toHaveCount(0);
  });
});

test.describe("the gold converter", () => {
  test("converts by keyboard and keeps a weight it cannot read", async ({ page }) => {
    await page.goto("/products#gold-converter");
    const converter = page.locator("#gold-converter");
    const weight = converter.getByLabel("Weight");
    await weight.fill("5");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(converter.getByLabel("Fineness")).toBeFocused();
    await converter.getByLabel("Fineness").selectOption("916");
    const results = converter.locator("dl").first();
    await expect(results.getByText("Gram (g)").locator("xpath=following-sibling::dd")).toHaveText("187.145");
    await expect(results.getByText("Fine gold it contains").locator("xpath=following-sibling::dd")).toHaveText("171.4248 g");

    await weight.fill("5 taels");
    await expect(weight).toHaveValue("5 taels");
    await expect(converter.getByRole("alert")).toHaveText("Enter a weight greater than 0, for example 2.5.");
    await expect(weight).toHaveAttribute("aria-invalid", "true");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("shows the table of common weights in place of the calculator", async ({ page }) => {
      await page.goto("/products");
      const converter = page.locator("#gold-converter");
      // Playwright's text and role queries skip <noscript>, whose content shows here: found by its tag.
      const note = converter.locator("noscript p");
      await expect(note).toBeVisible();
      await expect(note).toHaveText(/^The calculator needs JavaScript\./);
      await expect(converter.getByLabel("Weight")).toBeHidden();
      await expect(converter.getByRole("row", { name: /1 kg/ })).toContainText("HK$1,006,200");
      // The price panel's unit switch is plain HTML and CSS.
      await page.locator("#reference-prices").getByRole("radio", { name: "HK$ per gram" }).check();
      await expect(
        page
          .locator("#reference-prices")
          .getByRole("row", { name: /1 kg gold plate/ })
          .getByRole("cell")
          .first(),
      ).toHaveText("HK$1,006.20", { useInnerText: true });
    });
  });
});
