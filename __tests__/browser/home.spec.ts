import { test, expect, type Locator } from "./support/fixtures";

const activities = [
  { tab: "Industry", title: "Industry events", target: "/industry-events" },
  { tab: "CSR", title: "Responsible sourcing", target: "/csr-initiatives" },
  { tab: "Education", title: "Gold made understandable", target: "/educational-outreach" },
  { tab: "Research", title: "Market research", target: "/market-research" },
  { tab: "Innovation", title: "Technology and assay", target: "/technology-innovation" },
];

test("the hero leads to /about and its arrow scrolls to the activities", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Get started now" })).toHaveAttribute("href", "/about");
  // The arrow nudges a few times to draw the eye; a visitor can click it mid-nudge.
  await page.getByRole("link", { name: "Scroll down to our activities" }).click({ force: true });
  await expect(page.getByRole("heading", { name: "Our activities" })).toBeInViewport();
});

test("the activities tabs show one panel at a time", async ({ page }) => {
  await page.goto("/");
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveText(activities.map((a) => a.tab));
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");

  for (const [index, activity] of activities.entries()) {
    await tabs.nth(index).click();
    await expect(tabs.nth(index)).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel");
    await expect(panel).toHaveCount(1);
    await expect(panel.getByRole("heading", { level: 3 })).toHaveText(activity.title);
    await expect(panel.getByRole("img")).toBeVisible();
    await expect(panel.getByRole("link")).toHaveAttribute("href", activity.target);
  }

  // Keyboard: arrows move between tabs and wrap around.
  await tabs.last().focus();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  await expect(tabs.first()).toBeFocused();
  await page.keyboard.press("End");
  await expect(tabs.last()).toHaveAttribute("aria-selected", "true");
});

test("an activity button leads to the not-found page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("tab", { name: "Research" }).click();
  await page.getByRole("tabpanel").getByRole("link").click();
  await expect(page).toHaveURL(/\/market-research$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("This page could not be found!");
});

const imageLeftOfHeading = async (product: Locator): Promise<boolean | null> => {
  const image = await product.getByRole("img").boundingBox();
  const heading = await product.getByRole("heading").boundingBox();
  return image && heading ? image.x < heading.x : null;
};

test("our services lists the four products with alternating sides and contact buttons", async ({ page }) => {
  for (const path of ["/", "/products"]) {
    await page.goto(path);
    const services = page.locator("#our-services");
    const products = services.getByRole("article");
    await expect(products.getByRole("heading", { level: 3 })).toHaveText([
      "1 Gram Gold Plate",
      "500g Gold Plate",
      "1kg Gold Plate",
      "Gold Jewelry",
    ]);
    await expect(services.getByRole("link", { name: "Contact Us" })).toHaveCount(4);
    // Each leads to the contact form with its product named, so the comment can start with it.
    const links = services.getByRole("link", { name: "Contact Us" });
    for (const [index, product] of ["1g", "500g", "1kg", "jewelry"].entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", `/contact?product=${product}#contact-form-title`);
    }
    await expect(products.nth(0)).toContainText("99.99% (24 Karat)");
    await expect(products.nth(1)).toContainText("Approx. 120 × 55 × 9 mm");
    await expect(products.nth(2)).toContainText("Approx. 117 × 53 × 8.5 mm");
    // Alternating sides: the image of the second product sits to the right of its text. Polled, because
    // gatsby-plugin-image swaps in its client-rendered image once its own chunk has loaded.
    await expect.poll(() => imageLeftOfHeading(products.nth(0))).toBe(true);
    await expect.poll(() => imageLeftOfHeading(products.nth(1))).toBe(false);
  }
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("every activity and every menu item is readable", async ({ page }) => {
    await page.goto("/");
    for (const activity of activities) {
      await expect(page.getByRole("heading", { name: activity.title })).toBeVisible();
    }
    await expect(page.getByText("Pure gold, weighed to the gram")).toBeVisible();
    await expect(page.getByRole("heading", { name: "1kg Gold Plate" })).toBeVisible();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 812 } });
    test("the menu shows without its toggle", async ({ page }) => {
      await page.goto("/about");
      await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact Us" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    });
  });
});
