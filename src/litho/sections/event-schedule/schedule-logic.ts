const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date written out ("2027-05-12" → "Wednesday 12 May"), by hand so the build and every
 * browser print the same words whatever their time zone; the text itself when it is not a date.
 */
export const formatDay = (isoDate: string): string => {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match.map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${day} ${MONTHS[month - 1]}`;
};

/** "09:30" sorts before "10:00"; times written as "9:30" are padded so they sort too. */
const sortKey = (time: string): string => time.padStart(5, "0");

/** A day's sessions in time order, whatever order the document lists them in. */
export const sessionsInOrder = <T extends { readonly start: string }>(sessions: readonly T[]): T[] =>
  [...sessions].sort((a, b) => sortKey(a.start).localeCompare(sortKey(b.start)));

const KINDS = new Set(["talk", "keynote", "workshop", "panel", "break"]);

/** Data names a kind; anything unknown is a talk. */
export const sessionKind = (kind: string | null | undefined): string => (kind && KINDS.has(kind) ? kind : "talk");
