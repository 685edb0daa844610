/*
 * The demo shop's checkout: the order summary is the cart's (lines, subtotal, shipping, total), an
 * empty cart sends the shopper back to the shop, the form names each wrong field, and a valid form is
 * answered with the honest demo confirmation without sending anything. Without JavaScript the page
 * says that the cart needs it and a plain post comes back with the same sentence.
 */
import { expect, test, type Page } from "./support/fixtures";

const CHECKOUT = "/litho/shop/checkout";
const CART_KEY = "litho-demo:cart:v1";
const DEMO = "Your order details look fine, but this is a demo: nothing was charged, no order was placed and nothing was stored.";

interface Line {
  product: string;
  name: string;
  price: number;
  quantity: number;
  colour?: string;
}

const seedCart = async (page: Page, lines: Line[]) => {
  const stored = lines.map((line) => ({
    ...line,
    key: [line.product, line.colour ?? "", ""].join("|"),
    size: null,
    image: null,
    link: "/litho/shop/single-product",
  }));
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [CART_KEY, JSON.stringify(stored)] as const);
};

const hydratedForm = async (page: Page) => {
  const form = page.locator('form[action="/api/demo-form"]');
  await form.scrollIntoViewIfNeeded();
  await expect(page.locator('form[action="/api/demo-form"][novalidate]')).toBeAttached();
  return form;
};

const field = (page: Page, name: string) => page.getByRole("main").getByRole("textbox", { name, exact: true });

const fillValid = async (page: Page) => {
  await field(page, "Full name").fill("Mei Chan");
  await field(page, "Email").fill("mei@example.com");
  await field(page, "Phone").fill("+852 2345 6789");
  await field(page, "Street address").fill("18 Des Voeux Road Central");
  await field(page, "Town or city").fill("Hong Kong");
  await field(page, "Postcode").fill("999077");
  await page.getByRole("main").getByRole("combobox", { name: "Country" }).selectOption("Hong Kong");
  await field(page, "Name on card").fill("Mei Chan");
  await field(page, "Card number").fill("4242 4242 4242 4242");
  await field(page, "Expiry (MM/YY)").fill("08/29");
  await field(page, "Security code (CVC)").fill("123");
};

test.describe("the checkout", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("an empty cart says so and leads back to the shop", async ({ page }) => {
    await page.goto(CHECKOUT);
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Return to the shop" })).toHaveAttribute("href", "/litho/shop/shop-wide");
    await expect(page.getByRole("main").getByRole("button", { name: "Check my order (demo)" })).toHaveCount(0);
  });

  test("while JavaScript runs, neither an empty nor a filled checkout says the cart needs it", async ({ page }) => {
    await page.goto(CHECKOUT);
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await expect(page.getByText(/needs JavaScript/)).toBeHidden();
    await seedCart(page, [{ product: "roll-top-backpack", name: "Roll-top backpack", price: 115, quantity: 1 }]);
    await page.goto(CHECKOUT);
    await expect(page.getByRole("heading", { name: "Your order" })).toBeVisible();
    await expect(page.getByText(/needs JavaScript/)).toBeHidden();
    // On a desktop the order stands beside the form, on its right.
    const order = await page.getByTestId("checkout-total").boundingBox();
    const name = await page.getByRole("main").getByRole("textbox", { name: "Full name", exact: true }).boundingBox();
    expect(order && name && order.x > name.x + name.width).toBe(true);
  });

  test("the summary is the cart's: lines, subtotal, shipping under the threshold and total", async ({ page }) => {
    await seedCart(page, [{ product: "roll-top-backpack", name: "Roll-top backpack", price: 115, quantity: 1, colour: "Olive" }]);
    await page.goto(CHECKOUT);
    const summary = page.getByTestId("order-summary");
    await expect(summary.getByRole("listitem")).toHaveCount(1);
    await expect(summary.getByRole("listitem").first()).toContainText("Roll-top backpack × 1");
    await expect(summary.getByRole("listitem").first()).toContainText("Colour: Olive");
    await expect(page.getByTestId("checkout-subtotal")).toHaveText("$115.00");
    await expect(page.getByTestId("checkout-shipping")).toHaveText("$12.00");
    await expect(page.getByTestId("checkout-total")).toHaveText("$127.00");
  });

  test("the summary follows the cart page's totals, free shipping from $150", async ({ page }) => {
    await seedCart(page, [
      { product: "leather-city-tote", name: "Leather city tote", price: 189, quantity: 2, colour: "Black" },
      { product: "trail-runner", name: "Trail runner", price: 112, quantity: 1 },
    ]);
    await page.goto("/litho/shop/shopping-cart");
    const cartTotal = await page.getByTestId("cart-total").textContent();
    await page.goto(CHECKOUT);
    const summary = page.getByTestId("order-summary");
    await expect(summary.getByRole("listitem")).toHaveCount(2);
    await expect(summary.getByRole("listitem").nth(0)).toContainText("$378.00");
    await expect(summary.getByRole("listitem").nth(1)).toContainText("$112.00");
    await expect(page.getByTestId("checkout-subtotal")).toHaveText("$490.00");
    await expect(page.getByTestId("checkout-shipping")).toHaveText("Free");
    await expect(page.getByTestId("checkout-total")).toHaveText("$490.00");
    expect(cartTotal).toBe("$490.00");
  });

  test("the form names what is wrong, then confirms honestly as a demo and sends nothing", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-11-26T10:00:00+08:00"));
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await seedCart(page, [{ product: "trail-runner", name: "Trail runner", price: 112, quantity: 2 }]);
    await page.goto(CHECKOUT);
    const form = await hydratedForm(page);
    const send = form.getByRole("button", { name: "Check my order (demo)" });
    await send.click();
    await expect(form.getByText("Please enter your name.")).toBeVisible();
    await expect(form.getByText("Please enter the street and house number.")).toBeVisible();
    await expect(form.getByText("Please choose a country.")).toBeVisible();
    await expect(form.getByText("Please enter a card number.")).toBeVisible();
    await expect(form.getByText("Please enter the security code.")).toBeVisible();
    await expect(field(page, "Full name")).toHaveAttribute("aria-invalid", "true");

    await fillValid(page);
    await field(page, "Card number").fill("4242 4242 4242 4241");
    await field(page, "Expiry (MM/YY)").fill("10/26");
    await field(page, "Security code (CVC)").fill("12");
    await send.click();
    await expect(form.getByText(/Please enter a card number of 13 to 19 digits that passes the card check/)).toBeVisible();
    await expect(form.getByText("This card has expired: please enter a later expiry date.")).toBeVisible();
    await expect(form.getByText("Please enter the 3 or 4 digits of the security code.")).toBeVisible();
    await expect(page.getByText(DEMO)).toHaveCount(0);
    // What was typed stays.
    await expect(field(page, "Street address")).toHaveValue("18 Des Voeux Road Central");

    await field(page, "Card number").fill("4242 4242 4242 4242");
    await field(page, "Expiry (MM/YY)").fill("11/26");
    await field(page, "Security code (CVC)").fill("123");
    await send.click();
    await expect(page.getByRole("heading", { name: "Demo order checked" })).toBeFocused();
    await expect(page.getByText(DEMO)).toBeVisible();
    await expect(page.getByRole("main")).toContainText("mei@example.com");
    await expect(page.getByRole("main")).not.toContainText(/payment (was )?(successful|received|accepted)|order (is )?confirmed/i);
    await expect(page.getByRole("heading", { name: "Your order (not placed)" })).toBeVisible();
    await expect(page.getByTestId("checkout-total")).toHaveText("$224.00");
    expect(posts, "the demo checkout sent something").toEqual([]);
    // No order was placed: the cart is still there.
    expect(await page.evaluate((key) => window.localStorage.getItem(key), CART_KEY)).toContain("trail-runner");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test("the order and its total come before the form and its button", async ({ page }) => {
      await seedCart(page, [{ product: "roll-top-backpack", name: "Roll-top backpack", price: 115, quantity: 1 }]);
      await page.goto(CHECKOUT);
      const total = page.getByTestId("checkout-total");
      const button = page.getByRole("main").getByRole("button", { name: "Check my order (demo)" });
      await expect(total).toBeVisible();
      const totalBox = await total.boundingBox();
      const buttonBox = await button.boundingBox();
      expect(totalBox && buttonBox && totalBox.y + totalBox.height < buttonBox.y).toBe(true);
    });
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("the page says the cart needs JavaScript, and a plain post comes back with the same demo message", async ({ page }) => {
      await page.goto(CHECKOUT);
      await expect(page.getByText("The cart needs JavaScript: it is kept in this browser.")).toBeVisible();
      await expect(page.getByText(/needs JavaScript to be read, so the order cannot be listed here/)).toBeVisible();
      await fillValid(page);
      await page.getByRole("main").getByRole("button", { name: "Check my order (demo)" }).click();
      await expect(page).toHaveURL(/\/litho\/shop\/checkout\?form=checkout&sent=1#checkout-sent$/);
      await expect(page.getByText(DEMO)).toBeVisible();
    });
  });
});
