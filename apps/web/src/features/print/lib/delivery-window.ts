import { formatLocale } from '../../../lib/i18n/language-store';
/** A YYYY-MM-DD date as "December 3" (read in UTC: the date is a day, not an instant). */
function day(date: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return '';
  return parsed.toLocaleDateString(formatLocale(), {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * The printer's delivery estimate in words: "December 3 – December 8", one date when both are
 * the same or one is missing, '' when there is none yet.
 */
export function formatDeliveryWindow(window: { min: string | null; max: string | null }): string {
  const min = window.min ? day(window.min) : '';
  const max = window.max ? day(window.max) : '';
  if (min && max && min !== max) return `${min} – ${max}`;
  return min || max;
}
