/*
 * The event, gym and travel homes as a visitor meets what they add: the conference countdown
 * before and after its opening with the browser's clock set, the agenda's days switched from the
 * keyboard, and the class timetable as a grid on a desktop and one list per day on a phone.
 */
import { expect, test, viewports, type Page } from "./support/fixtures";

const CONFERENCE = "/litho/home-events-conference";
const GYM = "/litho/home-gym-fitness";
// Doors open at 08:30 in UTC+01:00 (data/litho/pages/home-events-conference.json): 07:30 UTC.
const OPENING_UTC = Date.parse("2027-05-12T07:30:00Z");

const tickets = (page: Page) => page.getByRole("region", { name: "Doors open on 12 May. Save £120 until then." });
/** The countdown's figures (hidden from screen readers, which get the date instead). */
const figures = (page: Page) => tickets(page).locator("ol > li > span:first-child");

test.describe("the conference countdown", () => {
  test("counts down to the opening, then says the summit is under way and stops selling tickets", async ({ page }) => {
    // Three days, two hours, one minute and ten seconds before the doors open.
    await page.clock.install({ time: new Date(OPENING_UTC - ((3 * 24 + 2) * 3600 + 70) * 1000) });
    await page.goto(CONFERENCE);
    await tickets(page).scrollIntoViewIfNeeded();
    await expect(figures(page)).toHaveText(["03", "02", "01", /^(0\d|10)$/]);
    await expect(tickets(page).getByText("Doors open: Wednesday 12 May 2027, 08:30 (UTC+01:00)")).toBeVisible();
    await expect(tickets(page).getByRole("link", { name: "Buy an early-bird pass" })).toBeVisible();

    // Past the opening by a few seconds, however long the page took to load.
    await page.clock.fastForward(((3 * 24 + 2) * 3600 + 75) * 1000);
    await expect(tickets(page).getByRole("status")).toContainText("The summit is under way");
    await expect(figures(page)).toHaveCount(0);
    await expect(tickets(page).getByRole("link", { name: "Watch past talks" })).toBeVisible();
    await expect(tickets(page).getByRole("link", { name: "Buy an early-bird pass" })).toHaveCount(0);
  });

  test("shows the after-the-opening state to a visitor who comes later", async ({ page }) => {
    await page.clock.install({ time: new Date(OPENING_UTC + 2 * 24 * 3600_000) });
    await page.goto(CONFERENCE);
    await tickets(page).scrollIntoViewIfNeeded();
    await expect(tickets(page).getByRole("status")).toContainText("Talks are recorded and published within a week");
    await expect(figures(page)).toHaveCount(0);
  });
});

test("the agenda switches days from the keyboard", async ({ page }) => {
  await page.goto(CONFERENCE);
  const schedule = page.getByRole("region", { name: "Two days, three rooms, one programme" });
  const day1 = schedule.getByRole("tab", { name: "Day 1" });
  const day2 = schedule.getByRole("tab", { name: "Day 2" });
  await expect(day1).toHaveAttribute("aria-selected", "true");
  await expect(schedule.getByText("The roadmap is a hypothesis")).toBeVisible();
  await expect(schedule.getByText("Small releases, big outcomes")).toBeHidden();

  await day1.focus();
  await page.keyboard.press("ArrowRight");
  await expect(day2).toBeFocused();
  await expect(day2).toHaveAttribute("aria-selected", "true");
  await expect(schedule.getByRole("tabpanel", { name: "Day 2" }).getByText("Thursday 13 May")).toBeVisible();
  await expect(schedule.getByText("Small releases, big outcomes")).toBeVisible();
  await expect(schedule.getByText("The roadmap is a hypothesis")).toBeHidden();

  await page.keyboard.press("Home");
  await expect(day1).toBeFocused();
  await expect(schedule.getByText("The roadmap is a hypothesis")).toBeVisible();
});

test.describe("the class timetable", () => {
  test("is a grid of start times by days on a desktop", async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto(GYM);
    const timetable = page.getByRole("region", { name: "This week's classes" });
    const grid = timetable.getByRole("table", { name: "This week's classes" });
    await expect(grid).toBeVisible();
    await expect(grid.getByRole("columnheader")).toHaveText([
      "Start time",
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
    ]);
    await expect(
      grid
        .getByRole("row", { name: /^06:30/ })
        .getByRole("cell")
        .first(),
    ).toContainText("Barbell Basics");
    await expect(timetable.getByRole("heading", { name: "Monday", level: 3 })).toBeHidden();
  });

  test("becomes one list per day on a phone, without scrolling sideways", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto(GYM);
    const timetable = page.getByRole("region", { name: "This week's classes" });
    await expect(timetable.getByRole("table")).toBeHidden();
    const monday = timetable.getByRole("region", { name: "Monday" });
    await monday.scrollIntoViewIfNeeded();
    await expect(monday.getByRole("heading", { name: "Monday", level: 3 })).toBeVisible();
    await expect(monday.getByRole("listitem").first()).toContainText("Barbell Basics06:30 – 07:15Marcus Reid");
    await expect(timetable.getByRole("region", { name: "Saturday" }).getByRole("listitem")).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  });
});
