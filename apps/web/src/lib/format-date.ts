import { formatLocale } from './i18n/language-store';
/**
 * docs/product.md#profile-modal: timestamps in en-US long format with hour and minute, e.g.
 * "November 22, 2025 at 11:25 AM". Returns '' for a missing or unreadable value.
 */
export function formatLongDateTime(value: string | null | undefined, timeZone?: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(formatLocale(), { dateStyle: 'long', timeStyle: 'short', timeZone });
}
