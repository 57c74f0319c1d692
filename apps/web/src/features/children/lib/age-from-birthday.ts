import { MAX_AGE, MIN_AGE } from '@sns/contract';

/**
 * A child's age in whole years on `today`'s UTC date, from a YYYY-MM-DD birthday, clamped to the
 * stories' 1–15 — the same sum the server makes when it saves a profile with a birthday
 * (docs/decisions/016), so the builder shows the age the stories will use. A birthday on
 * 29 February counts from 1 March in other years. Undefined for a birthday still to come or a
 * string that is not a day of the calendar.
 */
export function ageFromBirthday(birthday: string, today: Date): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return undefined;
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  const ty = today.getUTCFullYear();
  const tm = today.getUTCMonth() + 1;
  const td = today.getUTCDate();
  if (y > ty || (y === ty && (m > tm || (m === tm && d > td)))) return undefined;
  const hadBirthday = tm > m || (tm === m && td >= d);
  return Math.min(MAX_AGE, Math.max(MIN_AGE, ty - y - (hadBirthday ? 0 : 1)));
}

/** Today's date as YYYY-MM-DD (UTC), the latest day a birthday input accepts. */
export function isoDay(today: Date): string {
  return today.toISOString().slice(0, 10);
}
