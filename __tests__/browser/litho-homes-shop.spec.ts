/*
 * The furniture and fashion shop homes as a shopper uses them: a piece added from a home's new-in
 * tiles goes into the demo shop's one cart, so the header's count rises on this and every demo
 * page and the piece is in the shopping cart; and the furniture sale's countdown, on now and then
 * ended, with the browser's clock set.
 */
import { expect, test, type Page } from "./support/fixtures";

const FURNITURE = "/litho/home-furniture-shop";
const FASHION = "/litho/home-fashion-shop";
const CART = "/litho/shop/shopping-cart";
// The winter sale ends at 23:59 in UTC−05:00 on 11 January 2027 (data/litho/pages/home-furniture-shop.json).
const SALE_END_UTC = Date.parse("2027-01-12T04:59:00Z");

const cartButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Cart/ });
const hydrated = (page: Page) => page.locator("html[data-interactive]").waitFor({ state: "attached" });

test.describe("the shop homes' add to cart", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("adds from each home to the one cart: the header counts it on every page and the cart lists it", async ({ page }) => {
    await page.goto(FURNITURE);
    await hydrated(page);
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");
    const chair = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Wren lounge chair" }) });
    await chair.getByRole("button", { name: /^Add to cart ?: Wren lounge chair$/ }).click();
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
    await expect(chair.getByRole("status")).toContainText("1 in your cart");
    await chair.getByRole("button", { name: /^Add to cart ?: Wren lounge chair$/ }).click();
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 2 items");
    await expect(chair.getByRole("status")).toContainText("2 in your cart");

    await page.goto(FASHION);
    await hydrated(page);
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 2 items");
    await page.getByRole("button", { name: /^Add to cart ?: Merino crew tee$/ }).click();
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 3 items");

    await page.goto(CART);
    await hydrated(page);
    await expect(page.getByRole("row", { name: /Wren lounge chair/ }).getByRole("spinbutton")).toHaveValue("2");
    await expect(page.getByRole("row", { name: /Merino crew tee/ }).getByRole("spinbutton")).toHaveValue("1");
    // 2 × $740 + $68.
    await expect(page.getByTestId("cart-subtotal")).toHaveText("$1548.00");
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 3 items");
  });
});

test.describe("the furniture sale", () => {
  const sale = (page: Page) => page.locator("#sale");

  test("counts down while the sale is on, then says it has ended", async ({ page }) => {
    await page.clock.install({ time: new Date(SALE_END_UTC - (2 * 24 * 3600 + 60) * 1000) });
    await page.goto(FURNITURE);
    await sale(page).scrollIntoViewIfNeeded();
    await expect(sale(page).getByText("Winter sale · on now")).toBeVisible();
    await expect(sale(page).getByRole("link", { name: "Shop the sale" })).toBeVisible();
    await expect(sale(page).getByText(/The sale ends: Monday 11 January 2027/)).toBeVisible();

    await page.clock.fastForward((2 * 24 * 3600 + 65) * 1000);
    await expect(sale(page).getByRole("status")).toContainText("The winter sale has ended");
    await expect(sale(page).getByText("Winter sale · ended")).toBeVisible();
    await expect(sale(page).getByText("Winter sale · on now")).toHaveCount(0);
    await expect(sale(page).getByRole("link", { name: "Shop the sale" })).toHaveCount(0);
    await expect(sale(page).getByRole("link", { name: "Shop the full collection" })).toBeVisible();
  });
});
