/*
 * The demo shop as a shopper uses it: a product added on its page shows in the header's count on
 * every page, and in the shopping cart, whose quantity counters recompute the line and order
 * totals, which survives a reload and loses a removed line; the gallery's lightbox by keyboard;
 * the grid's categories, sorting, colour filter and pages; and the pages without JavaScript.
 */
import { expect, test, type Page } from "./support/fixtures";

const PRODUCT = "/litho/shop/single-product";
const CART = "/litho/shop/shopping-cart";
const WIDE = "/litho/shop/shop-wide";
const LEFT = "/litho/shop/left-sidebar";

const cartButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Cart/ });
const cardNames = (page: Page) => page.getByRole("main").getByRole("article").getByRole("heading").allTextContents();
const prices = async (page: Page) =>
  (await page.getByRole("main").getByRole("article").locator("p:has(span) > span:last-child").allTextContents()).map((text) =>
    Number(text.replace(/[^0-9.]/g, "")),
  );

test.describe("the shop's cart", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("adds a product, counts it in the header everywhere, recomputes totals, survives a reload and removes a line", async ({ page }) => {
    await page.goto(PRODUCT);
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");
    const buy = page.getByRole("form", { name: "Buy Leather city tote" });
    await buy.getByRole("radio", { name: "Black" }).check();
    await buy.getByRole("button", { name: "Increase quantity of Leather city tote" }).click();
    await expect(buy.getByRole("spinbutton", { name: "Quantity of Leather city tote" })).toHaveValue("2");
    await buy.getByRole("button", { name: "Add to cart" }).click();
    await expect(buy.getByRole("status")).toContainText("Added 2 × Leather city tote to your cart.");
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 2 items");

    // The count is the same on another demo page with a cart.
    await page.goto(WIDE);
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 2 items");

    await page.goto(CART);
    const line = page.getByRole("row", { name: /Leather city tote/ });
    await expect(line).toContainText("Colour: Black");
    await expect(line.getByRole("cell").nth(3)).toHaveText("$378.00");
    await expect(page.getByTestId("cart-subtotal")).toHaveText("$378.00");
    await expect(page.getByTestId("cart-total")).toHaveText("$378.00");

    await line.getByRole("button", { name: "Decrease quantity of Leather city tote" }).click();
    await expect(line.getByRole("cell").nth(3)).toHaveText("$189.00");
    await expect(page.getByTestId("cart-subtotal")).toHaveText("$189.00");
    await expect(page.getByTestId("cart-total")).toHaveText("$189.00");
    await line.getByRole("button", { name: "Decrease quantity of Leather city tote" }).click();
    await expect(line.getByRole("spinbutton")).toHaveValue("0");
    await expect(line.getByRole("button", { name: "Decrease quantity of Leather city tote" })).toBeDisabled();
    await expect(page.getByTestId("cart-total")).toHaveText("$0.00");
    await line.getByRole("button", { name: "Increase quantity of Leather city tote" }).click();
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");

    await page.reload();
    await page.locator("html[data-interactive]").waitFor({ state: "attached" });
    await expect(page.getByRole("row", { name: /Leather city tote/ }).getByRole("spinbutton")).toHaveValue("1");
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");

    await page.getByRole("button", { name: "Apply coupon" }).click();
    await expect(page.getByText("Enter a coupon code first.")).toBeVisible();
    await page.getByRole("textbox", { name: "Coupon code" }).fill("GOLD10");
    await page.getByRole("button", { name: "Apply coupon" }).click();
    await expect(page.getByText("The coupon code “GOLD10” is not valid: this demo shop has no coupons.")).toBeVisible();

    await page.getByRole("button", { name: "Remove Leather city tote from the cart" }).click();
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");
    await cartButton(page).click();
    await expect(page.getByRole("region", { name: "Cart preview" })).toContainText("Your cart is empty.");
  });

  test("follows another tab", async ({ page, context }) => {
    await page.goto(CART);
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    const other = await context.newPage();
    await other.goto(PRODUCT);
    await other.locator("html[data-interactive]").waitFor({ state: "attached" });
    await other.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByRole("row", { name: /Leather city tote/ })).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
  });
});

test.describe("the product gallery", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("opens in a lightbox by keyboard, moves with the arrows and closes on Escape", async ({ page }) => {
    await page.goto(PRODUCT);
    const enlarge = page.getByRole("button", { name: /^Enlarge the picture: Leather city tote, view 1 of 3/ });
    await enlarge.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("img", { name: "Leather city tote, view 1 of 3" })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(dialog.locator(".yarl__slide_current").getByRole("img")).toHaveAccessibleName("Leather city tote, view 2 of 3");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: /^Enlarge the picture: Leather city tote, view 2 of 3/ })).toBeVisible();
  });
});

test.describe("the product grids", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("pages are real pages, categories have addresses, and sorting and colours narrow the view", async ({ page }) => {
    await page.goto(WIDE);
    await expect(page.getByText("Showing 1–8 of 16 products")).toBeVisible();
    const first = await cardNames(page);
    expect(first).toHaveLength(8);
    await page.getByRole("navigation", { name: "Pages of products" }).getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(new RegExp(`${WIDE}/2#products$`));
    await expect(page.getByText("Showing 9–16 of 16 products")).toBeVisible();
    const second = await cardNames(page);
    expect(second.filter((name) => first.includes(name))).toEqual([]);

    await page.goto(LEFT);
    const categories = page.getByRole("complementary", { name: "Shop filters" });
    await categories.getByRole("link", { name: /^Beauty/ }).click();
    await expect(page).toHaveURL(new RegExp(`${LEFT}/category/beauty#products$`));
    await expect(page).toHaveTitle(/Beauty/);
    await expect(page.getByText("Showing 1–3 of 3 products")).toBeVisible();

    await page.getByRole("combobox", { name: "Sort products" }).selectOption("price-asc");
    await expect(page).toHaveURL(/\?sort=price-asc/);
    const sorted = await prices(page);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
    expect(sorted).toHaveLength(3);

    await categories.getByRole("link", { name: /^All products/ }).click();
    await expect(page).toHaveURL(new RegExp(`${LEFT}\\?sort=price-asc#products$`));
    await categories.getByRole("radio", { name: "Gold", exact: true }).check();
    await expect(page.getByText(/^Showing (1–\d of \d products|the only matching product)$/)).toBeVisible();
    const gold = await cardNames(page);
    expect(gold).toContain("Aviator sunglasses");
    expect(gold).not.toContain("Leather city tote");
    await page.reload();
    await page.locator("html[data-interactive]").waitFor({ state: "attached" });
    expect(await cardNames(page)).toEqual(gold);
  });
});

test.describe("the shop's addresses", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a category page is titled by the category's name, not its address", async ({ page }) => {
    await page.goto(`${LEFT}/category/fashion`);
    await expect(page).toHaveTitle(/: Shoes and clothing \|/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test("the shop's pages show their content and say the cart needs JavaScript", async ({ page }) => {
    await page.goto(PRODUCT);
    await expect(page.getByRole("heading", { name: "Leather city tote", level: 2 })).toBeVisible();
    await expect(page.getByText("Adding to the cart needs JavaScript.")).toBeVisible();
    await page.goto(CART);
    await expect(page.getByText(/The cart needs JavaScript/)).toBeVisible();
    // No script will ever read the cart here, so nothing may promise that it is loading.
    await expect(page.getByText("Loading your cart…")).toBeHidden();
    await page.goto(LEFT);
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(9);
    await page.getByRole("complementary", { name: "Shop filters" }).getByRole("link", { name: /^Home/ }).click();
    await expect(page).toHaveURL(new RegExp(`${LEFT}/category/home#products$`));
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(3);
  });
});

test.describe("a product page", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("counts in its summary the reviews it lists", async ({ page }) => {
    for (const slug of ["leather-city-tote", "trail-runner", "daily-skin-set"]) {
      await page.goto(`${PRODUCT}/${slug}`);
      const summary = await page.getByText(/out of 5 \(\d+ reviews?\)/).textContent();
      const count = Number(/\((\d+) review/.exec(summary ?? "")?.[1]);
      await page.getByRole("tab", { name: `Reviews (${count})` }).click();
      await expect(page.getByRole("tabpanel").getByRole("listitem")).toHaveCount(count);
      expect(count).toBeGreaterThan(0);
    }
  });

  test("shows the picture of the colour chosen, and a thumbnail chooses its colour", async ({ page }) => {
    await page.goto(`${PRODUCT}/trail-runner`);
    const buy = page.getByRole("form", { name: "Buy Trail runner" });
    const colours = buy.getByRole("group", { name: /^Colour/ }).getByRole("radio");
    await expect(colours).toHaveCount(3);
    await colours.nth(1).check();
    await expect(page.getByRole("button", { name: /^Enlarge the picture: Trail runner, view 2 of 3/ })).toBeVisible();
    const third = (await colours.nth(2).getAttribute("value")) as string;
    await page.getByRole("button", { name: `Show the ${third} colourway` }).click();
    await expect(colours.nth(2)).toBeChecked();
    await expect(buy.getByText(`Colour: ${third}`)).toBeVisible();
    await expect(page.getByRole("button", { name: /^Enlarge the picture: Trail runner, view 3 of 3/ })).toBeVisible();
  });

  test("suggests related products, each leading to its own page", async ({ page }) => {
    await page.goto(`${PRODUCT}/trail-runner`);
    const related = page.getByRole("region", { name: "You may also like" });
    const cards = related.getByRole("article");
    await expect(cards).toHaveCount(4);
    await expect(related.getByRole("link", { name: "Trail runner" })).toHaveCount(0);
    // The other shoe comes first: pieces of the same category lead.
    await expect(cards.first().getByRole("heading")).toHaveText("Court classic sneaker");
    await cards.first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/litho\/shop\/single-product\/court-classic$/);
  });
});

test("on a phone, a row of tabs too wide to fit fades at the edge where more tabs wait", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${PRODUCT}/trail-runner`);
  const row = page.getByRole("tablist", { name: "About Trail runner" });
  await row.scrollIntoViewIfNeeded();
  const fades = () =>
    row.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        overflows: element.scrollWidth > element.clientWidth,
        start: style.getPropertyValue("--tabs-fade-start"),
        end: style.getPropertyValue("--tabs-fade-end"),
      };
    });
  expect(await fades()).toEqual({ overflows: true, start: "0px", end: "48px" });
  await row.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect.poll(fades).toEqual({ overflows: true, start: "48px", end: "0px" });
});

test("the wide shop spreads its four columns wider than the standard container", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(WIDE);
  const grid = await page.getByRole("main").getByRole("article").first().locator("xpath=ancestor::ul[1]").boundingBox();
  expect(grid?.width).toBeGreaterThan(1250);
  await page.goto(LEFT);
  const standard = await page.getByRole("main").locator("section#products > div").first().boundingBox();
  expect(standard?.width).toBeLessThanOrEqual(1200);
});

test("while JavaScript runs, the cart never says it needs JavaScript", async ({ page }) => {
  await page.goto(CART);
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await expect(page.getByText(/needs JavaScript/)).toBeHidden();
});

test("every product card opens that product's own page, which sells that product", async ({ page }) => {
  await page.goto(WIDE);
  await page
    .getByRole("main")
    .getByRole("link", { name: /Trail runner/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/litho\/shop\/single-product\/trail-runner$/);
  await expect(page).toHaveTitle(/^Trail runner \|/);
  await expect(page.getByRole("form", { name: "Buy Trail runner" })).toBeVisible();
});
