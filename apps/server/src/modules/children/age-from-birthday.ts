import { MAX_AGE, MIN_AGE } from '@sns/contract';

/** No child's birthday is earlier; PostgreSQL also has no year 0 to store. */
const EARLIEST_YEAR = 1900;

/**
 * Whether a YYYY-MM-DD string is a day of the calendar: `Date.parse` rolls 2021-02-29 and
 * 2020-04-31 over into March and May, and PostgreSQL's `date` refuses them, so they are checked
 * here rather than failing as they are stored.
 */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return (
    y >= EARLIEST_YEAR &&
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === m - 1 &&
    date.getUTCDate() === d
  );
}

/**
 * A child's age in whole years on `today` (UTC calendar date), from a YYYY-MM-DD birthday,
 * clamped to the story's range 1–15: a baby gets the stories of a one-year-old, and a child past
 * fifteen keeps the oldest stories. A birthday on 29 February counts from 1 March in other years.
 * Returns undefined for a birthday after `today`.
 */
export function ageFromBirthday(birthday: string, today: Date): number | undefined {
  const [y = 0, m = 0, d = 0] = birthday.split('-').map(Number);
  const ty = today.getUTCFullYear();
  const tm = today.getUTCMonth() + 1;
  const td = today.getUTCDate();
  if (y > ty || (y === ty && (m > tm || (m === tm && d > td)))) return undefined;
  const hadBirthday = tm > m || (tm === m && td >= d);
  const years = ty - y - (hadBirthday ? 0 : 1);
  return Math.min(MAX_AGE, Math.max(MIN_AGE, years));
}
