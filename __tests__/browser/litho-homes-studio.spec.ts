/*
 * What the studio and clinic homes add: the dentist's appointment form, whose time is one of the
 * practice's slots, refusing an empty or past request with a message under each field and sending
 * a complete one (with and without JavaScript). Dates are chosen from the real day, which the
 * server checks against, with the browser's clock fixed at noon of that day.
 */
import { test, expect, type Page } from "./support/fixtures";
import { marker, outboxMessageWith } from "./support/outbox";

const BOOKING_SENT = "Thank you, your booking request has been sent. We will confirm it by email within a day.";
const SLOTS = ["07:30", "08:15", "09:00", "09:45", "10:30", "11:15", "13:00", "13:45", "14:30", "15:15", "16:00", "18:30"];

test.use({ timezoneId: "UTC" });

const TODAY = new Date().toISOString().slice(0, 10);
const dayFromToday = (days: number): string => new Date(Date.parse(`${TODAY}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const appointment = (page: Page) => page.getByRole("region", { name: "Book your visit" });

test("the dentist's appointment form offers the practice's slots, names every missing detail and sends a complete request", async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date(`${TODAY}T12:00:00Z`));
  await page.goto("/litho/home-dentist");
  const form = appointment(page);
  await form.scrollIntoViewIfNeeded();

  const time = form.getByLabel("Time");
  await expect(time.locator("option:not([value=''])")).toHaveText(SLOTS);

  await form.getByRole("button", { name: "Request appointment" }).click();
  await expect(form.getByText("Please enter your name.")).toBeVisible();
  await expect(form.getByText("Please enter your email address.")).toBeVisible();
  await expect(form.getByText("Please enter a phone number we can call about your booking.")).toBeVisible();
  await expect(form.getByText("Please choose a treatment.")).toBeVisible();
  await expect(form.getByText("Please choose a date.")).toBeVisible();
  await expect(form.getByText("Please choose a time.")).toBeVisible();
  await expect(time).toHaveAttribute("aria-invalid", "true");

  const word = marker("dentalvisit");
  await form.getByRole("textbox", { name: "Name" }).fill(`Sam ${word}`);
  await form.getByRole("textbox", { name: "Email" }).fill("sam@example.com");
  await form.getByRole("textbox", { name: "Phone" }).fill("+1 512 555 0199");
  await form.getByLabel("Treatment").selectOption("Implant consultation");
  await form.getByLabel("Date").fill(dayFromToday(-1));
  await time.selectOption("09:45");
  await form.getByRole("button", { name: "Request appointment" }).click();
  await expect(form.getByText("Please choose today or a later date.")).toBeVisible();
  await expect(form.getByText("Please enter your name.")).toBeHidden();

  await form.getByLabel("Date").fill(dayFromToday(7));
  await form.getByRole("button", { name: "Request appointment" }).click();
  await expect(form.getByRole("status")).toHaveText(BOOKING_SENT);
  await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("");
  const mail = await expect.poll(() => outboxMessageWith(word), { message: "the request in TEST_OUTBOX_DIR" });
  await mail.toContain("Subject: Appointment request from Sam");
  await mail.toContain("Implant consultation");
  await mail.toMatch(/Time:\s+09:45/);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the dentist's appointment form posts its chosen slot and is answered back on the page", async ({ page }) => {
    const word = marker("dentalplain");
    await page.goto("/litho/home-dentist");
    const form = appointment(page);
    await form.getByRole("textbox", { name: "Name" }).fill(`Ann ${word}`);
    await form.getByRole("textbox", { name: "Email" }).fill("ann@example.com");
    await form.getByRole("textbox", { name: "Phone" }).fill("+1 512 555 0123");
    await form.getByLabel("Treatment").selectOption("Scale and polish");
    await form.getByLabel("Date").fill(dayFromToday(10));
    await form.getByLabel("Time").selectOption("18:30");
    await form.getByRole("button", { name: "Request appointment" }).click();
    await expect(page).toHaveURL(/\/litho\/home-dentist\?form=appointment&sent=1#appointment-sent$/);
    await expect(page.getByText(BOOKING_SENT)).toBeVisible();
    await expect.poll(() => outboxMessageWith(word), { message: "the request in TEST_OUTBOX_DIR" }).toMatch(/Time:\s+18:30/);
  });
});
