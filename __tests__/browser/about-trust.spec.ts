import { test, expect } from "./support/fixtures";

test("the about page shows the trust block from data, marked as samples, with a way to check the membership", async ({ page }) => {
  await page.goto("/about");
  const trust = page.locator("#trust");
  await expect(trust.getByRole("heading", { level: 2 })).toHaveText("Checked, numbered and on record");
  await expect(trust.getByText(/^Sample details:/)).toBeVisible();
  await expect(trust.getByRole("link", { name: "Check the member list at cgse.com.hk" })).toHaveAttribute(
    "href",
    "https://www.cgse.com.hk/",
  );
  const bars = trust.getByRole("table", { name: "What comes with each bar" });
  await expect(bars.getByRole("rowheader")).toHaveText(["1 g gold plate", "500 g gold plate", "1 kg gold plate"]);
  await expect(trust.getByText(/never ask for payment to a personal account/)).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("each bar reads as a card with every detail labelled, and nothing overflows", async ({ page }) => {
    await page.goto("/about");
    const kilobar = page.locator("#trust").getByRole("row", { name: /1 kg gold plate/ });
    const fineness = kilobar.getByRole("cell", { name: "999.9" });
    await expect(fineness).toBeVisible();
    // The column's name stands before each value, since the table's head is out of sight.
    expect(await fineness.evaluate((cell) => getComputedStyle(cell, "::before").content)).toBe('"Fineness: "');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
