/*
 * What the hospitality homes add: the restaurant's menu tabs by course, the hotel's room booking
 * with its date checks and a request that reaches the outbox, and the cafe's table booking posted
 * without JavaScript. Dates are chosen from the real day, which the server checks against, with
 * the browser's clock fixed at noon of that day.
 */
import { test, expect, type Page } from "./support/fixtures";
import { marker, outboxMessageWith } from "./support/outbox";

const BOOKING_SENT = "Thank you, your booking request has been sent. We will confirm it by email within a day.";

test.use({ timezoneId: "UTC" });

const TODAY = new Date().toISOString().slice(0, 10);
/** The ISO day `days` after today (UTC, as the browser's time zone is set). */
const dayFromToday = (days: number): string => new Date(Date.parse(`${TODAY}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const fixClockAtNoon = (page: Page) => page.clock.setFixedTime(new Date(`${TODAY}T12:00:00Z`));

test("the restaurant's menu switches course by click and by arrow keys", async ({ page }) => {
  await page.goto("/litho/home-restaurant");
  const menu = page.getByRole("region", { name: "Five courses, one fire" });
  await menu.scrollIntoViewIfNeeded();
  const tab = (name: string) => menu.getByRole("tab", { name });

  await expect(tab("Starters")).toHaveAttribute("aria-selected", "true");
  await expect(menu.getByText("Charred octopus")).toBeVisible();

  await tab("Dessert").click();
  await expect(tab("Dessert")).toHaveAttribute("aria-selected", "true");
  await expect(menu.getByText("Burnt Basque cheesecake")).toBeVisible();
  await expect(menu.getByText("Charred octopus")).toBeHidden();

  await page.keyboard.press("ArrowRight");
  await expect(tab("Drinks")).toBeFocused();
  await expect(menu.getByText("House negroni")).toBeVisible();
  await expect(menu.getByText("Burnt Basque cheesecake")).toBeHidden();
  await page.keyboard.press("ArrowRight");
  await expect(tab("Starters")).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(tab("Dessert")).toBeFocused();
  await expect(menu.getByText("Sticky toffee pudding")).toBeVisible();
});

test("the hotel's room booking refuses past and reversed dates, then sends the request", async ({ page }) => {
  await fixClockAtNoon(page);
  await page.goto("/litho/home-hotel-resort");
  const booking = page.getByRole("region", { name: "Check availability" });
  await booking.scrollIntoViewIfNeeded();
  await expect(booking.locator('form[action="/api/contact"][novalidate]')).toBeAttached();

  const checkIn = booking.getByLabel("Check-in");
  const checkOut = booking.getByLabel("Check-out");
  await expect(checkIn).toHaveAttribute("min", TODAY);

  const word = marker("roombooking");
  await booking.getByRole("textbox", { name: "Name" }).fill(`Ann ${word}`);
  await booking.getByRole("textbox", { name: "Email" }).fill("ann@example.com");
  await checkIn.fill(dayFromToday(-1));
  await checkOut.fill(dayFromToday(-3));
  await booking.getByLabel("Guests").selectOption("2");
  await booking.getByLabel("Room").selectOption("Ocean Suite");
  await booking.getByRole("button", { name: "Request booking" }).click();
  await expect(booking.getByText("Check-in cannot be in the past.")).toBeVisible();
  await expect(booking.getByText("Check-out must be at least one night after check-in.")).toBeVisible();
  await expect(checkOut).toHaveAttribute("aria-invalid", "true");

  await checkIn.fill(dayFromToday(30));
  await checkOut.fill(dayFromToday(33));
  await booking.getByRole("button", { name: "Request booking" }).click();
  await expect(booking.getByRole("status")).toHaveText(BOOKING_SENT);
  await expect(booking.getByRole("textbox", { name: "Name" })).toHaveValue("");
  const mail = await expect.poll(() => outboxMessageWith(word), { message: "the request in TEST_OUTBOX_DIR" });
  await mail.toContain("Subject: Room booking request from Ann");
  await mail.toContain("Stay: 3 nights");
  await mail.toContain("Ocean Suite");
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  const fillTableBooking = async (page: Page, name: string, date: string) => {
    const booking = page.getByRole("region", { name: "Save a table for brunch" });
    await booking.getByRole("textbox", { name: "Name" }).fill(name);
    await booking.getByRole("textbox", { name: "Email" }).fill("ann@example.com");
    await booking.getByRole("textbox", { name: "Phone" }).fill("+44 117 496 0718");
    await booking.getByLabel("Date").fill(date);
    await booking.getByLabel("Time").fill("10:30");
    await booking.getByLabel("Party size").selectOption("4");
    await booking.getByRole("button", { name: "Reserve a table" }).click();
  };

  test("the cafe's table booking is answered back on the page, refused for a past day and sent for a later one", async ({ page }) => {
    await page.goto("/litho/home-cafe");
    await fillTableBooking(page, "Ann Lee", dayFromToday(-2));
    await expect(page).toHaveURL(/\/litho\/home-cafe\?form=table-booking&sent=0&error=invalid&fields=date#table-booking-invalid$/);
    await expect(page.getByText("Some of the details could not be accepted, so your message was not sent.")).toBeVisible();

    const word = marker("tablebooking");
    await page.goto("/litho/home-cafe");
    await fillTableBooking(page, `Ann ${word}`, dayFromToday(14));
    await expect(page).toHaveURL(/\/litho\/home-cafe\?form=table-booking&sent=1#table-booking-sent$/);
    await expect(page.getByText(BOOKING_SENT)).toBeVisible();
    await expect.poll(() => outboxMessageWith(word), { message: "the request in TEST_OUTBOX_DIR" }).toContain("Party size: 4");
  });
});
