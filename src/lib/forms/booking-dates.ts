/*
 * Calendar dates of the booking forms. A booking names days, not instants, so dates travel as
 * "YYYY-MM-DD" (what <input type="date"> posts) and are compared as text, which orders them.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const pad = (value: number): string => String(value).padStart(2, "0");

/** A real day of the calendar written as YYYY-MM-DD (so 2026-02-30 is refused). */
export const isIsoDate = (value: string): boolean => {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** A time of day as HH:MM, 24-hour clock. */
export const isIsoTime = (value: string): boolean => ISO_TIME.test(value);

/** The day `date` falls on where this code runs: the visitor's own calendar in a browser. */
export const localIsoDate = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The UTC offset of the last places on Earth to start a new day (Baker Island, UTC−12). */
const LATEST_OFFSET_HOURS = -12;

/**
 * The earliest day that is still today somewhere. The server does not know the visitor's time
 * zone, so it refuses only a day that is over everywhere: a visitor whose calendar is behind
 * the server's is never told that their today has passed.
 */
export const earliestIsoDateAnywhere = (now: Date): string => {
  const shifted = new Date(now.getTime() + LATEST_OFFSET_HOURS * 3_600_000);
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
};

/** Whole nights from one day to another (negative when the second comes first). */
export const nightsBetween = (from: string, to: string): number => {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  return Math.round((end - start) / 86_400_000);
};
