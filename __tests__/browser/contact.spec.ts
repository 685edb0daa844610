import { test, expect, type Page } from "./support/fixtures";

const fillValid = async (page: Page) => {
  await page.getByLabel("Name", { exact: true }).fill("Chan Tai Man");
  await page.getByLabel("Email", { exact: true }).fill("tai.man@example.com");
  await page.getByLabel(/Phone/).fill("+852 9123 4567");
  await page.getByLabel("Message", { exact: true }).fill("I would like a quote for two 1 kg bars, collected in Sheung Wan.");
};

test.describe("contact page", () => {
  test("shows the office, the map link and a form with the specified fields", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await expect(page.getByText("Sheung Wan, Hong Kong").first()).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
    await expect(page.getByLabel(/Phone/)).toHaveAttribute("type", "tel");
    await expect(page.getByLabel(/Phone/)).toHaveAttribute("placeholder", "Mobile no");
    await expect(page.getByLabel("Message", { exact: true })).toHaveAttribute("rows", "6");
  });

  test("a product's Contact Us opens the form with the comment started for that product, still editable", async ({ page }) => {
    await page.goto("/products");
    await page.locator("#our-services").getByRole("link", { name: "Contact Us" }).nth(2).click();
    await expect(page).toHaveURL(/\/contact\?product=1kg#contact-form-title$/);
    const message = page.getByLabel("Message", { exact: true });
    await expect(message).toHaveValue("I would like a price for the 1kg Gold Plate. Quantity: ");
    await expect(page.getByRole("heading", { name: "Send us a message" })).toBeInViewport();
    await message.press("End");
    await message.pressSequentially("2 bars");
    await expect(message).toHaveValue("I would like a price for the 1kg Gold Plate. Quantity: 2 bars");
    // A key no product has leaves the comment empty.
    await page.goto("/contact?product=platinum");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");
  });

  test("says whether the office is open now, in Hong Kong time, with holidays from data", async ({ page }) => {
    // 10:00 on a Wednesday in Hong Kong, from a clock that reads 02:00 UTC.
    await page.clock.install({ time: new Date("2026-11-25T02:00:00Z") });
    await page.goto("/contact");
    const hours = page.getByRole("definition").filter({ hasText: "Monday to Friday" });
    await expect(hours).toContainText("Open now, until 6:00 pm");
    await expect(hours).toContainText("Holiday dates shown are samples");
    await expect(page.getByRole("link", { name: "+852 6123 8800" })).toHaveAttribute("href", "https://wa.me/85261238800");
    await expect(page.getByRole("heading", { name: "Book an appointment" })).toBeVisible();

    await page.clock.setSystemTime(new Date("2026-12-25T03:00:00Z"));
    await page.reload();
    // Christmas Day, then the Saturday holiday and a Sunday.
    await expect(hours).toContainText("Closed today for Christmas Day We open Monday at 9:30 am.");
  });

  test("'View on google map' glides to the map, which loads only on request and only when Google answers", async ({
    page,
    blockedRequests,
  }) => {
    await page.goto("/contact");
    await page.getByRole("link", { name: "View on google map" }).click();
    const map = page.locator("#office-map");
    await expect(map.getByRole("img")).toBeInViewport();
    expect(blockedRequests.some((url) => url.includes("google"))).toBe(false);
    await map.getByRole("button", { name: "Show the interactive map" }).click();
    // The test's network blocks every other site, as an offline visitor's would: the drawing and the link stay.
    await expect(map.getByRole("status")).toHaveText(/could not be loaded: you may be offline/);
    await expect(map.getByRole("img")).toBeVisible();
    await expect(map.getByRole("link", { name: /in Google Maps/ })).toBeVisible();
    await expect(map.locator("iframe")).toHaveCount(0);

    await page.route("https://maps.google.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Map</title><p>Map</p>" }),
    );
    await map.getByRole("button", { name: "Try again" }).click();
    await expect(map.locator("iframe")).toHaveAttribute("src", /maps\.google\.com\/maps\?q=22\.2869,114\.1504/);
  });

  test("a refused submit marks the fields and names them above the button, sending nothing", async ({ page }) => {
    let posted = false;
    await page.route("**/api/contact", (route) => {
      posted = true;
      return route.fulfill({ json: { status: "success" } });
    });
    await page.goto("/contact");
    await page.getByLabel("Email", { exact: true }).fill("not-an-address");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Please check: Name, Email, Message.")).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(/Phone/)).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
    expect(posted).toBe(false);
  });

  test("a successful send resets the form and thanks the visitor for 5 seconds", async ({ page }) => {
    let body: Record<string, unknown> = {};
    let answer = () => undefined as void;
    // The answer waits until the test has seen the form waiting for it.
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/api/contact", async (route) => {
      body = route.request().postDataJSON();
      await answered;
      await route.fulfill({ json: { status: "success" } });
    });
    await page.goto("/contact");
    await fillValid(page);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("button", { name: "Sending…" })).toBeDisabled();
    answer();
    await expect(page.getByText("Your message has been sent successfully!")).toBeVisible();
    expect(body).toMatchObject({ name: "Chan Tai Man", email: "tai.man@example.com", phone: "+852 9123 4567", formId: "contact" });
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");
    await expect(page.getByText("Your message has been sent successfully!")).toBeHidden({ timeout: 7000 });
  });

  test("a failed send keeps every value and offers the e-mail address", async ({ page }) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 502,
        json: { status: "error", error: "not-sent", message: "Our mail server did not answer, so your message was not sent." },
      }),
    );
    await page.goto("/contact");
    await fillValid(page);
    await page.getByRole("button", { name: "Send message" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Our mail server did not answer");
    await expect(alert.getByRole("link", { name: "enquiries@harbourgold.hk" })).toHaveAttribute("href", "mailto:enquiries@harbourgold.hk");
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Chan Tai Man");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("tai.man@example.com");
    await expect(page.getByLabel(/Phone/)).toHaveValue("+852 9123 4567");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue(/two 1 kg bars/);
  });
});
