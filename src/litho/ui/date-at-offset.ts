const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

const OFFSET = /([+-])(\d{2}):?(\d{2})$/;

const twoDigits = (value: number): string => String(value).padStart(2, "0");

/**
 * An ISO 8601 moment written out at the offset the data gives it ("2027-03-31T22:00:00+08:00" →
 * "Wednesday 31 March 2027, 22:00 (UTC+08:00)"). Built by hand rather than with Intl, so the build
 * and every browser print the same words whatever their time zone (no hydration mismatch); null
 * when the text is not a moment with an offset (or Z).
 */
export const formatAtOffset = (iso: string): string | null => {
  const moment = Date.parse(iso);
  const offset = iso.endsWith("Z") ? ["", "+", "00", "00"] : OFFSET.exec(iso);
  if (Number.isNaN(moment) || !offset) return null;
  const [, sign, hours, minutes] = offset;
  const offsetMs = (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
  // The UTC fields of the shifted moment are the wall-clock fields at that offset.
  const wall = new Date(moment + offsetMs);
  const date = `${WEEKDAYS[wall.getUTCDay()]} ${wall.getUTCDate()} ${MONTHS[wall.getUTCMonth()]} ${wall.getUTCFullYear()}`;
  return `${date}, ${twoDigits(wall.getUTCHours())}:${twoDigits(wall.getUTCMinutes())} (UTC${sign}${hours}:${minutes})`;
};
