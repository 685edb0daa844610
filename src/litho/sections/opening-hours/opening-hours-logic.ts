/*
 * Opening hours as data writes them (runs of days, periods as "HH:MM–HH:MM") and as a visitor
 * reads them ("Monday – Thursday", "12:00 – 15:00 · 18:00 – 23:00", today's row marked).
 */

export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const DAY_NAMES: Readonly<Record<Weekday, string>> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

export interface OpeningRow {
  readonly from: string;
  readonly to?: string | null;
  readonly hours?: readonly string[] | null;
}

const PERIOD = /^([01]\d|2[0-3]):([0-5]\d)\s*[–-]\s*([01]\d|2[0-4]):([0-5]\d)$/;

const isWeekday = (value: string): value is Weekday => (WEEKDAYS as readonly string[]).includes(value);

/** The days a row covers, as indexes into WEEKDAYS; a mistake in the data fails the build with a message. */
export const rowDays = (row: OpeningRow): number[] => {
  const to = row.to ?? row.from;
  if (!isWeekday(row.from) || !isWeekday(to)) {
    throw new Error(`opening-hours section: days must be ${WEEKDAYS.join(", ")}; found "${row.from}"${row.to ? ` to "${row.to}"` : ""}`);
  }
  const start = WEEKDAYS.indexOf(row.from);
  const end = WEEKDAYS.indexOf(to);
  if (end < start) throw new Error(`opening-hours section: "${row.from}" to "${to}" runs backwards; rows go Monday to Sunday`);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
};

/** "Monday", or "Monday – Thursday" for a run. */
export const dayRangeLabel = (row: OpeningRow): string => {
  const days = rowDays(row);
  const first = DAY_NAMES[WEEKDAYS[days[0]]];
  return days.length === 1 ? first : `${first} – ${DAY_NAMES[WEEKDAYS[days[days.length - 1]]]}`;
};

/** Each period written with spaced dashes, "Closed" when there are none. */
export const hoursLabels = (row: OpeningRow): string[] => {
  if (!row.hours || row.hours.length === 0) return ["Closed"];
  return row.hours.map((period) => {
    const match = PERIOD.exec(period.trim());
    if (!match) throw new Error(`opening-hours section: period "${period}" is not HH:MM–HH:MM`);
    return `${match[1]}:${match[2]} – ${match[3]}:${match[4]}`;
  });
};

/** Monday 0 … Sunday 6, from a Date's Sunday-first day number. */
export const weekdayIndex = (date: Date): number => (date.getDay() + 6) % 7;

/** The row that holds the given day, or -1 when no row does. */
export const rowForDay = (rows: readonly OpeningRow[], day: number): number => rows.findIndex((row) => rowDays(row).includes(day));
