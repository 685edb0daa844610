/**
 * What the types of the office hours cannot say (data/site/en/company.json; the translation check
 * keeps every other language's hours the same): days are weekday names,
 * times are 24-hour HH:MM with closing after opening, holidays are real calendar dates.
 */
import { minutesOf, weekdays } from "../../lib/opening-hours";
import { DEFAULT_LANGUAGE } from "../../lib/i18n/languages";
import { isObject } from "./json-value";

export const COMPANY_FILE = `site/${DEFAULT_LANGUAGE.code}/company.json`;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const isCalendarDate = (text: string): boolean => DATE.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

const periodProblems = (period: unknown, index: number): string[] => {
  if (!isObject(period)) return [];
  const where = `hours.weekly[${index}]`;
  const problems = listOf(period.days)
    .filter((day) => typeof day === "string" && !(weekdays as readonly string[]).includes(day))
    .map((day) => `${where}.days: "${day}" is not a weekday; use ${weekdays.join(", ")}`);
  for (const key of ["opens", "closes"]) {
    const time = period[key];
    if (typeof time === "string" && !TIME.test(time))
      problems.push(`${where}.${key} is "${time}"; write a 24-hour time such as 09:30 or 18:00`);
  }
  const { opens, closes } = period;
  if (
    typeof opens === "string" &&
    typeof closes === "string" &&
    TIME.test(opens) &&
    TIME.test(closes) &&
    minutesOf(closes) <= minutesOf(opens)
  ) {
    problems.push(`${where}: closes (${closes}) is not after opens (${opens})`);
  }
  return problems;
};

export const openingHoursProblems = (content: unknown): string[] => {
  const hours = isObject(content) && isObject(content.hours) ? content.hours : {};
  const problems = [
    ...listOf(hours.weekly).flatMap(periodProblems),
    ...listOf(hours.holidays).flatMap((holiday, index) =>
      isObject(holiday) && typeof holiday.date === "string" && !isCalendarDate(holiday.date)
        ? [`hours.holidays[${index}].date is "${holiday.date}"; write a calendar date as YYYY-MM-DD`]
        : [],
    ),
  ];
  return problems.map((problem) => `data/${COMPANY_FILE}: ${problem}`);
};
