/**
 * Whether the office is open, worked out in Hong Kong time whatever the visitor's own zone: the
 * weekly hours and the holidays (data/site/en/company.json), and the next time it opens.
 */
import { dateTimeFormat } from "./intl-formats";

export const weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

export type Weekday = (typeof weekdays)[number];

export interface OpeningHours {
  weekly: readonly { days: readonly string[]; opens: string; closes: string }[];
  holidays: readonly { date: string; name: string }[];
}

/** A day and time on the office's clock: the date as YYYY-MM-DD and minutes since midnight. */
interface OfficeClock {
  date: string;
  weekday: Weekday;
  minutes: number;
}

export type OpeningStatus =
  | { state: "open"; closes: string }
  | { state: "closed"; holiday?: string; next?: { date: string; weekday: Weekday; opens: string; daysAhead: number } };

const HONG_KONG = "Asia/Hong_Kong";
const DAY_MS = 86_400_000;
/** How far ahead to look for the next opening: beyond a fortnight, the office is not "opening soon". */
const LOOKAHEAD_DAYS = 14;

const clockParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: HONG_KONG,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  weekday: "long",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

export const officeClock = (at: Date): OfficeClock => {
  const parts = Object.fromEntries(clockParts.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: parts.weekday.toLowerCase() as Weekday,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
};

export const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

const hoursOn = (hours: OpeningHours, weekday: Weekday) => hours.weekly.find((entry) => entry.days.includes(weekday));

const holidayOn = (hours: OpeningHours, date: string) => hours.holidays.find((holiday) => holiday.date === date);

export const openingStatus = (hours: OpeningHours, now: Date): OpeningStatus => {
  const today = officeClock(now);
  const holiday = holidayOn(hours, today.date)?.name;
  const todays = holiday ? undefined : hoursOn(hours, today.weekday);
  if (todays && today.minutes >= minutesOf(todays.opens) && today.minutes < minutesOf(todays.closes)) {
    return { state: "open", closes: todays.closes };
  }
  for (let daysAhead = 0; daysAhead <= LOOKAHEAD_DAYS; daysAhead += 1) {
    // Noon on the office's clock keeps each step on the intended calendar day.
    const day = officeClock(new Date(Date.parse(`${today.date}T12:00:00+08:00`) + daysAhead * DAY_MS));
    if (holidayOn(hours, day.date)) continue;
    const entry = hoursOn(hours, day.weekday);
    if (!entry || (daysAhead === 0 && today.minutes >= minutesOf(entry.opens))) continue;
    return { state: "closed", holiday, next: { date: day.date, weekday: day.weekday, opens: entry.opens, daysAhead } };
  }
  return { state: "closed", holiday };
};

/** A time of day on the office's clock ("09:30") worded for a language: "9:30 am", "上午9:30". */
export const formatOfficeTime = (time: string, locale: string): string => {
  const [hours, minutes] = time.split(":").map(Number);
  return dateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(
    new Date(Date.UTC(2000, 0, 1, hours, minutes)),
  );
};

/** A weekday worded for a language: "Monday", "星期一". */
export const formatWeekday = (weekday: Weekday, locale: string): string =>
  // 3 January 2000 was a Monday.
  dateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2000, 0, 3 + weekdays.indexOf(weekday))));
