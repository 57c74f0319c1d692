/**
 * The print lab's address checks (docs/decisions/024), on Lulu's field names. They follow what
 * Lulu's spec and help pages say a carrier needs: a phone number, a state for the countries
 * that have them on labels, postcodes in the local pattern, Latin characters only.
 */

import { PRINT_SHIPPING_COUNTRIES, PRINT_STATE_REQUIRED, taxIdProblem } from '@sns/contract';

export type LuluAddress = Record<string, unknown>;

export interface AddressProblem {
  /** Lulu's name of the field, e.g. `phone_number`. */
  field: string;
  message: string;
}

/** The spec's phone pattern (shipping_address.phone_number). */
export const PHONE_PATTERN = /^\+?[\d\s\-./()]{8,20}$/;

const US_STATES =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY AS GU MP PR VI UM AA AE AP';
const STATES: Record<string, Set<string>> = {
  US: new Set(US_STATES.split(' ')),
  CA: new Set('AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(' ')),
  AU: new Set('ACT NSW NT QLD SA TAS VIC WA'.split(' ')),
};
/** The 36 countries whose addresses need a valid state_code (the spec's shipping options). */
export const STATE_REQUIRED: ReadonlySet<string> = new Set(PRINT_STATE_REQUIRED);

const POSTCODES: Record<string, { pattern: RegExp; name: string }> = {
  US: { pattern: /^\d{5}(-\d{4})?$/, name: 'ZIP code, e.g. 20540 or 20540-0001' },
  CA: { pattern: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i, name: 'postal code, e.g. K1A 0B1' },
  GB: { pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, name: 'postcode, e.g. LS22 6LL' },
};

/**
 * Letters of the Latin script (with their accents), digits, ASCII punctuation and spaces: what a
 * carrier's label can print. Cyrillic, Greek, CJK, emoji and the like are refused.
 */
const LATIN_ONLY = /^[\p{Script=Latin}\p{M}0-9 \t!-/:-@[-`{-~’‘“”–—°ºª]*$/u;
const TEXT_FIELDS = [
  'name',
  'organization',
  'street1',
  'street2',
  'city',
  'state_code',
  'postcode',
];

const required = 'This field is required.';
const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Everything wrong with an address, in field order. `fields` are the ones that must be present:
 * a cost calculation needs street, city, country, postcode and phone; a print job also a name and
 * an e-mail, and (`taxId`) the recipient's tax id where the spec requires one.
 */
export function addressProblems(
  address: LuluAddress,
  fields: readonly string[],
  options: { taxId?: boolean } = {},
): AddressProblem[] {
  const problems: AddressProblem[] = [];
  const add = (field: string, message: string) => {
    if (!problems.some((p) => p.field === field)) problems.push({ field, message });
  };
  for (const field of fields) if (!str(address[field])) add(field, required);

  const country = str(address.country_code).toUpperCase();
  if (country && !/^[A-Z]{2}$/.test(country))
    add('country_code', 'Enter a two-letter ISO 3166 country code.');
  else if (country && !PRINT_SHIPPING_COUNTRIES.has(country))
    add('country_code', `"${country}" is not a valid choice.`);

  const email = str(address.email);
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    add('email', 'Enter a valid email address.');

  if (options.taxId) {
    const taxId = taxIdProblem(country, str(address.recipient_tax_id));
    if (taxId) add('recipient_tax_id', `${taxId}.`);
  }

  const phone = str(address.phone_number);
  if (phone && !PHONE_PATTERN.test(phone))
    add('phone_number', 'Enter a valid phone number: 8 to 20 digits, spaces or + - . / ( ).');

  const state = str(address.state_code).toUpperCase();
  if (STATE_REQUIRED.has(country) && !state)
    add('state_code', `A state code is required for addresses in ${country}.`);
  const states = STATES[country];
  if (state && states && !states.has(state))
    add('state_code', `${state} is not a state code of ${country}.`);
  if (state && !states && !/^[A-Z0-9]{1,3}$/.test(state))
    add('state_code', 'Enter a 2 or 3 letter state code.');

  const postcode = str(address.postcode);
  const rule = POSTCODES[country];
  if (postcode && rule && !rule.pattern.test(postcode))
    add('postcode', `Enter a valid ${rule.name}.`);

  for (const field of TEXT_FIELDS) {
    const value = address[field];
    if (typeof value === 'string' && !LATIN_ONLY.test(value))
      add(field, 'Only Latin characters can be printed on a shipping label.');
  }
  return problems;
}

/** The lab's one "magic" address: this street gets a warning and a corrected suggestion. */
export const WARNING_STREET = '1 Warning Way';
export const SUGGESTED_STREET = '1 Warning Way NW';

/**
 * A warning with a suggested address, as Lulu's address validation gives one (code REPLACED,
 * `street1: old -> new`), when street1 is exactly "1 Warning Way" (any case); the suggestion
 * itself passes without a warning.
 */
export function addressSuggestion(address: LuluAddress) {
  const street = str(address.street1);
  if (street.toLowerCase() !== WARNING_STREET.toLowerCase()) return undefined;
  return {
    warnings: [
      {
        type: 'validation_warning',
        path: 'external',
        code: 'REPLACED',
        message: `street1: ${street} -> ${SUGGESTED_STREET}`,
      },
    ],
    suggested_address: {
      country_code: str(address.country_code).toUpperCase(),
      state_code: str(address.state_code).toUpperCase() || null,
      postcode: str(address.postcode),
      city: str(address.city),
      street1: SUGGESTED_STREET,
      street2: str(address.street2) || null,
    },
  };
}
