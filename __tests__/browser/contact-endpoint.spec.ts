/*
 * The contact form against the real /api/contact of the served site. The test server has no
 * SMTP_URL, so accepted messages land as .eml files in TEST_OUTBOX_DIR (see playwright.config.ts).
 */
import { test, expect, type Page } from "./support/fixtures";
import { marker, outboxMessageWith } from "./support/outbox";

const SUCCESS = "Your message has been sent successfully!";
const TRADER_EMAIL = "enquiries@harbourgold.hk";

const fillForm = async (page: Page, comment: string) => {
  await page.getByLabel("Name", { exact: true }).fill("Chan Tai Man");
  await page.getByLabel("Email", { exact: true }).fill("tai.man@example.com");
  await page.getByLabel(/Phone/).fill("+852 9123 4567");
  await page.getByLabel("Message", { exact: true }).fill(comment);
};

test.describe("contact form and the real endpoint", () => {
  test("a message sent with JavaScript reaches the outbox and the visitor is thanked", async ({ page }) => {
    const word = marker("withscript");
    await page.goto("/contact");
    // Hydrated: formik has taken over (it sets novalidate), so the click sends JSON, not a plain post.
    await expect(page.locator('form[action="/api/contact"][novalidate]')).toBeAttached();
    await fillForm(page, `Please call me about gold bars. Reference ${word}`);
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/contact"));
    await page.getByRole("button", { name: "Send message" }).click();
    expect((await answer).status()).toBe(200);
    await expect(page.locator('form[action="/api/contact"]').getByRole("status")).toHaveText(SUCCESS);
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");

    await expect.poll(() => outboxMessageWith(word), { message: "the message in TEST_OUTBOX_DIR" }).toBeDefined();
    const mail = outboxMessageWith(word) ?? "";
    expect(mail).toMatch(/^Reply-To: Chan Tai Man <tai\.man@example\.com>$/m);
    expect(mail).toMatch(/^Subject: Website enquiry from Chan Tai Man$/m);
  });

  test("a page opened from a plain post's answer shows the outcome, then forgets it", async ({ page }) => {
    await page.goto("/contact?form=contact&sent=0&error=not-sent#contact-not-sent");
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Our mail server did not answer, so your message was not sent.");
    await expect(alert.getByRole("link", { name: TRADER_EMAIL })).toHaveAttribute("href", `mailto:${TRADER_EMAIL}`);
    // The address bar loses the outcome, so a reload shows a fresh form.
    await expect(page).toHaveURL(/\/contact$/);
    await page.reload();
    await expect(page.getByRole("alert")).toBeEmpty();
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a filled form posts to the endpoint and comes back to /contact with the success message", async ({ page }) => {
    const word = marker("noscript");
    await page.goto("/contact");
    await fillForm(page, `Sent from a browser without JavaScript. Reference ${word}`);
    await page.getByRole("button", { name: "Send message" }).click();

    await page.waitForURL(/\/contact\?form=contact&sent=1#contact-sent$/);
    const success = page.getByText(SUCCESS);
    await expect(success).toBeVisible();
    await expect(success).toBeInViewport();
    await expect(page.getByText("Our mail server did not answer")).toBeHidden();
    await expect.poll(() => outboxMessageWith(word), { message: "the message in TEST_OUTBOX_DIR" }).toBeDefined();
  });

  test("a refused post comes back with the same words the script shows, and only those", async ({ page }) => {
    await page.goto("/contact?form=contact&sent=0&error=too-many#contact-too-many");
    await expect(page.getByText(/Several messages were sent from here in a short time/)).toBeVisible();
    await expect(page.getByText(TRADER_EMAIL, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(SUCCESS)).toBeHidden();
    await expect(page.getByText("Our mail server did not answer")).toBeHidden();

    // Without an outcome in the fragment, none of the answers shows.
    await page.goto("/contact");
    await expect(page.getByText(SUCCESS)).toBeHidden();
    await expect(page.getByText(/Several messages were sent/)).toBeHidden();
  });
});
