/**
 * @jest-environment node
 *
 * The office's open-now status in Hong Kong time (UTC+8, no daylight saving), whatever zone the
 * visitor's clock is in: weekly hours, holidays and the hours around midnight.
 */
import company from "../../data/site/en/company.json";
import { formatOfficeTime, formatWeekday, officeClock, openingStatus, type OpeningHours } from "../../src/lib/opening-hours";

const hours: OpeningHours = {
  weekly: [{ days: ["monday", "tuesday", "wednesday", "thursday", "friday"], opens: "09:30", closes: "18:00" }],
  holidays: [
    { date: "2026-12-25", name: "Christmas Day" },
    { date: "2026-12-28", name: "a test holiday" },
  ],
};

/** An instant given as Hong Kong wall-clock time. */
const hk = (wallClock: string) => new Date(`${wallClock}+08:00`);

test("the office clock is Hong Kong's, also for an instant given in UTC", () => {
  // 20:30 UTC on Thursday is 04:30 on Friday in Hong Kong.
  expect(officeClock(new Date("2026-11-26T20:30:00Z"))).toEqual({ date: "2026-11-27", weekday: "friday", minutes: 270 });
});

test("open from the opening minute until the minute before closing", () => {
  expect(openingStatus(hours, hk("2026-11-25T09:30:00"))).toEqual({ state: "open", closes: "18:00" });
  expect(openingStatus(hours, hk("2026-11-25T17:59:00"))).toEqual({ state: "open", closes: "18:00" });
  expect(openingStatus(hours, hk("2026-11-25T18:00:00"))).toMatchObject({ state: "closed", next: { date: "2026-11-26", daysAhead: 1 } });
});

test("before opening, it opens later today", () => {
  expect(openingStatus(hours, hk("2026-11-25T09:29:00"))).toEqual({
    state: "closed",
    holiday: undefined,
    next: { date: "2026-11-25", weekday: "wednesday", opens: "09:30", daysAhead: 0 },
  });
});

test("around midnight: just before, it opens tomorrow; just after, later today", () => {
  expect(openingStatus(hours, hk("2026-11-26T23:59:00"))).toMatchObject({ next: { date: "2026-11-27", daysAhead: 1 } });
  expect(openingStatus(hours, hk("2026-11-27T00:01:00"))).toMatchObject({ next: { date: "2026-11-27", daysAhead: 0 } });
});

test("from Friday evening over the weekend, it opens on Monday", () => {
  for (const moment of ["2026-11-27T18:30:00", "2026-11-28T11:00:00", "2026-11-29T23:00:00"]) {
    expect(openingStatus(hours, hk(moment))).toMatchObject({ state: "closed", next: { date: "2026-11-30", weekday: "monday" } });
  }
});

test("on a public holiday it is closed all day, says why and skips later holidays", () => {
  expect(openingStatus(hours, hk("2026-12-25T11:00:00"))).toEqual({
    state: "closed",
    holiday: "Christmas Day",
    // Saturday, Sunday, then Monday the 28th is a holiday too.
    next: { date: "2026-12-29", weekday: "tuesday", opens: "09:30", daysAhead: 4 },
  });
});

test("with no opening in the next fortnight, it names none", () => {
  expect(openingStatus({ weekly: [], holidays: [] }, hk("2026-11-25T10:00:00"))).toEqual({ state: "closed", holiday: undefined });
});

test("the real data gives an open weekday and a closed holiday", () => {
  expect(openingStatus(company.hours, hk("2026-11-25T10:00:00")).state).toBe("open");
  expect(openingStatus(company.hours, hk("2026-12-25T10:00:00"))).toMatchObject({ holiday: "Christmas Day" });
});

test("times and weekdays in the page's language", () => {
  expect(formatOfficeTime("09:30", "en-HK")).toBe("9:30 am");
  expect(formatOfficeTime("18:00", "zh-HK")).toBe("下午6:00");
  expect(formatWeekday("monday", "en-HK")).toBe("Monday");
  expect(formatWeekday("sunday", "zh-HK")).toBe("星期日");
});
