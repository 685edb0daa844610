/*
 * The template's own forms on a demo page: the business home's call-back request (schema
 * contact-phone) against the real /api/contact, with JavaScript and without.
 */
import { test, expect, type Page } from "./support/fixtures";
import { marker, outboxMessageWith } from "./support/outbox";

const HOME = "/litho/home-business";
const SUCCESS = "Your message has been sent successfully!";

const callBack = (page: Page) => page.getByRole("region", { name: "Talk to an advisor this week" });

/** Until the page has hydrated a click makes a plain post; hydration shows as `novalidate`. */
const hydratedCallBack = async (page: Page) => {
  const form = callBack(page);
  await form.scrollIntoViewIfNeeded();
  await expect(form.locator('form[action="/api/contact"][novalidate]')).toBeAttached();
  return form;
};

test.describe("call-back form on the business home", () => {
  test("yup and the schemas stay off the first load and arrive when the form is first checked", async ({ page }) => {
    const ruleChunks: string[] = [];
    page.on("request", (request) => {
      if (/\/form-validation-[0-9a-f]+\.js$/.test(request.url())) ruleChunks.push(request.url());
    });
    await page.goto(HOME);
    await page.waitForLoadState("networkidle");
    expect(ruleChunks, "the form's rules were fetched with the first screen").toEqual([]);
    const form = await hydratedCallBack(page);
    await form.getByRole("textbox", { name: "Email" }).fill("ann@");
    await expect.poll(() => ruleChunks.length).toBe(1);
  });

  test("errors show under a field only once it was touched, and a valid request is sent and the form cleared", async ({ page }) => {
    await page.goto(HOME);
    const form = await hydratedCallBack(page);

    const email = form.getByRole("textbox", { name: "Email" });
    await email.fill("ann@");
    await expect(form.getByText("Invalid email.")).toHaveCount(0);
    await email.blur();
    await expect(form.getByText("Invalid email.")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    // Untouched fields stay quiet until a submit touches them all.
    await expect(form.getByText("Field is required.")).toHaveCount(0);
    await form.getByRole("button", { name: "Request a call" }).click();
    await expect(form.getByText("Field is required.")).toHaveCount(2);

    const word = marker("callback");
    await form.getByRole("textbox", { name: "Name" }).fill(`Ann ${word}`);
    await email.fill("ann@example.com");
    await form.getByRole("textbox", { name: "Phone" }).fill("(555) 123-4567");
    await form.getByRole("button", { name: "Request a call" }).click();
    await expect(form.getByRole("status")).toHaveText(SUCCESS);
    await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("");
    await expect.poll(() => outboxMessageWith(word), { message: "the request in TEST_OUTBOX_DIR" }).toContain("(555) 123-4567");
  });

  test("a refused send keeps what was typed and says what to do", async ({ page }) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ status: "error", message: "The message could not be sent." }),
      }),
    );
    await page.goto(HOME);
    const form = await hydratedCallBack(page);
    await form.getByRole("textbox", { name: "Name" }).fill("Ann Lee");
    await form.getByRole("textbox", { name: "Email" }).fill("ann@example.com");
    await form.getByRole("textbox", { name: "Phone" }).fill("555.123.4567");
    await form.getByRole("button", { name: "Request a call" }).click();
    await expect(form.getByRole("alert")).toContainText("Everything you typed is still here");
    await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("Ann Lee");
    await expect(form.getByRole("textbox", { name: "Phone" })).toHaveValue("555.123.4567");
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("the plain post is answered back on the page with the success message", async ({ page }) => {
      await page.goto(HOME);
      const form = callBack(page);
      const word = marker("plaincallback");
      await form.getByRole("textbox", { name: "Name" }).fill(`Ann ${word}`);
      await form.getByRole("textbox", { name: "Email" }).fill("ann@example.com");
      await form.getByRole("textbox", { name: "Phone" }).fill("555 123 4567");
      await form.getByRole("button", { name: "Request a call" }).click();
      await expect(page).toHaveURL(/\/litho\/home-business\?form=contact-phone&sent=1#contact-phone-sent$/);
      await expect(page.getByText(SUCCESS)).toBeVisible();
      await expect.poll(() => outboxMessageWith(word), { message: "the request in TEST_OUTBOX_DIR" }).toBeDefined();
    });
  });
});
