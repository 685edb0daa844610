import { test, expect } from "./support/fixtures";

test("the questions on /products open and close by keyboard, and the sale is told step by step", async ({ page }) => {
  await page.goto("/products");
  const faq = page.locator("#faq");
  const question = faq.locator("summary", { hasText: "How do I sell gold to you?" });
  const steps = faq.getByRole("listitem");
  await expect(steps.first()).toBeHidden();
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(faq.locator("details").nth(2)).toHaveAttribute("open", "");
  await expect(steps).toHaveCount(5);
  await expect(steps.first()).toBeVisible();
  await page.keyboard.press("Space");
  await expect(steps.first()).toBeHidden();
  // The others stay as they were.
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(faq.getByText("It is the fineness: 999.9 parts in 1,000")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the questions still open", async ({ page }) => {
    await page.goto("/products");
    await page.locator("#faq summary", { hasText: "How are Hong Kong gold prices made up?" }).click();
    await expect(page.getByText("Gold is priced worldwide in US dollars per troy ounce")).toBeVisible();
  });
});
