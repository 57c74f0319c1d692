import { currentLanguage, formatLocale } from '../../../lib/i18n/language-store';

/**
 * Countries the shipping form offers, by name (the printer ships to these and more; the ones a
 * parent is most likely to pick first). Codes are ISO 3166-1 alpha-2, as printAddressSchema takes.
 */
export const PRINT_COUNTRIES: { value: string; label: string }[] = [
  ['US', 'United States'],
  ['CA', 'Canada'],
  ['GB', 'United Kingdom'],
  ['IE', 'Ireland'],
  ['AU', 'Australia'],
  ['NZ', 'New Zealand'],
  ['AT', 'Austria'],
  ['BE', 'Belgium'],
  ['BR', 'Brazil'],
  ['CL', 'Chile'],
  ['DK', 'Denmark'],
  ['FI', 'Finland'],
  ['FR', 'France'],
  ['DE', 'Germany'],
  ['IT', 'Italy'],
  ['JP', 'Japan'],
  ['MX', 'Mexico'],
  ['NL', 'Netherlands'],
  ['NO', 'Norway'],
  ['PL', 'Poland'],
  ['PT', 'Portugal'],
  ['SG', 'Singapore'],
  ['ES', 'Spain'],
  ['SE', 'Sweden'],
  ['CH', 'Switzerland'],
].map(([value, label]) => ({ value: value as string, label: label as string }));

/**
 * The countries in the page's language: the English names above as written, another language's
 * from the browser's own list of country names, in that language's order.
 */
export function printCountries(): { value: string; label: string }[] {
  if (currentLanguage() === 'en') return PRINT_COUNTRIES;
  const names = new Intl.DisplayNames([formatLocale()], { type: 'region' });
  return PRINT_COUNTRIES.map(({ value, label }) => ({
    value,
    label: names.of(value) ?? label,
  })).sort((a, b) => a.label.localeCompare(b.label, formatLocale()));
}
