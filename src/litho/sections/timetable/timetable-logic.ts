export interface TimetableClass {
  readonly day: string;
  readonly start: string;
  readonly end?: string | null;
  readonly title: string;
}

/** "6:30" and "06:30" are the same time; padded, times sort as text. */
const timeKey = (time: string): string => time.trim().padStart(5, "0");

export interface TimetableRow<T extends TimetableClass> {
  start: string;
  /** One cell per day of the week in the section's order: the classes starting then (often none). */
  cells: T[][];
}

/**
 * The grid of a week: one row per distinct start time (earliest first), one cell per day in the
 * given order. Classes on a day that is not among the columns are left out.
 */
export const timetableRows = <T extends TimetableClass>(days: readonly string[], classes: readonly T[]): TimetableRow<T>[] => {
  const columns = new Map(days.map((day, index) => [day, index]));
  const rows = new Map<string, T[][]>();
  for (const item of classes) {
    const column = columns.get(item.day);
    if (column === undefined) continue;
    const key = timeKey(item.start);
    const cells = rows.get(key) ?? days.map(() => []);
    cells[column].push(item);
    rows.set(key, cells);
  }
  return [...rows.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([start, cells]) => ({ start, cells }));
};

/** The phone layout: each day in order with its classes by start time; days without classes are left out. */
export const timetableByDay = <T extends TimetableClass>(
  days: readonly string[],
  classes: readonly T[],
): Array<{ day: string; classes: T[] }> =>
  days
    .map((day) => ({
      day,
      classes: classes.filter((item) => item.day === day).sort((a, b) => timeKey(a.start).localeCompare(timeKey(b.start))),
    }))
    .filter((group) => group.classes.length > 0);

const CATEGORIES = new Set(["strength", "cardio", "mobility", "combat", "mind"]);

/** Data names a category; anything unknown counts as strength. */
export const classCategory = (category: string | null | undefined): string =>
  category && CATEGORIES.has(category) ? category : "strength";
