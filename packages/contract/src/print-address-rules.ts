/**
 * What the printer's spec (Lulu's openapi_public.yml, 2026) asks of a shipping address beyond its
 * fields, shared by the address form, the API and the print lab: where it ships, where a state code
 * is needed, and the recipient's tax id for Brazil, Chile and Mexico.
 */

/**
 * Where printed books can be sent: every ISO 3166-1 alpha-2 country and territory but the
 * uninhabited ones (AQ, BV, HM). The printer's spec has no list of its own; the printer still
 * names the shipping levels it offers for each address.
 */
export const PRINT_SHIPPING_COUNTRIES: ReadonlySet<string> = new Set(
  (
    'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS ' +
    'BT BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE ' +
    'EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK ' +
    'HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB ' +
    'LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY ' +
    'MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO ' +
    'RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK ' +
    'TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
  ).split(' '),
);

/** The spec's "Countries that require valid state code" (shipping options), all 36. */
export const PRINT_STATE_REQUIRED = [
  'AE', 'AS', 'AU', 'BR', 'CA', 'CN', 'CO', 'CR', 'KY', 'ES', 'FM', 'HK', 'HN', 'ID', 'IN', 'IQ',
  'IT', 'JM', 'JP', 'KN', 'KR', 'MX', 'MH', 'MP', 'NR', 'PW', 'PG', 'PF', 'RU', 'SV', 'SO', 'TW',
  'UM', 'US', 'VE', 'VI',
] as const; // prettier-ignore

/** A state code: the subdivision part of ISO 3166-2, 1 to 3 letters or digits. */
export const PRINT_STATE_CODE_PATTERN = /^[A-Z0-9]{1,3}$/;

/**
 * The spec: "recipient_tax_id is required for shipping addresses to Brazil, Chile, and Mexico …
 * (CPF/CNPJ for Brazil, RUT for Chile, and RFC for Mexico)", given with or without separators.
 */
export const PRINT_TAX_ID_REQUIRED = ['BR', 'CL', 'MX'] as const;
export const PRINT_TAX_ID_NAMES: Record<(typeof PRINT_TAX_ID_REQUIRED)[number], string> = {
  BR: 'CPF or CNPJ',
  CL: 'RUT',
  MX: 'RFC',
};

export const needsTaxId = (countryCode: string): countryCode is 'BR' | 'CL' | 'MX' =>
  (PRINT_TAX_ID_REQUIRED as readonly string[]).includes(countryCode);

/** The spec's compact form: separators (dots, dashes, slashes, spaces) dropped, upper case. */
export const compactTaxId = (value: string) => value.replace(/[.\-/\s]/g, '').toUpperCase();

const digits = (value: string) => [...value].map(Number);

function validCpf(id: string) {
  if (!/^\d{11}$/.test(id) || /^(\d)\1{10}$/.test(id)) return false;
  const d = digits(id);
  const check = (n: number) => {
    const sum = d.slice(0, n).reduce((s, x, i) => s + x * (n + 1 - i), 0);
    return ((sum * 10) % 11) % 10;
  };
  return check(9) === d[9] && check(10) === d[10];
}

function validCnpj(id: string) {
  if (!/^\d{14}$/.test(id) || /^(\d)\1{13}$/.test(id)) return false;
  const d = digits(id);
  const check = (n: number) => {
    const weights =
      n === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const rest = d.slice(0, n).reduce((s, x, i) => s + x * (weights[i] ?? 0), 0) % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return check(12) === d[12] && check(13) === d[13];
}

function validRut(id: string) {
  const match = /^(\d{7,8})([\dK])$/.exec(id);
  if (!match) return false;
  const body = match[1] as string;
  let sum = 0;
  let factor = 2;
  for (let i = body.length - 1; i >= 0; i -= 1) {
    sum += Number(body[i]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const dv = 11 - (sum % 11);
  const expected = dv === 11 ? '0' : dv === 10 ? 'K' : String(dv);
  return match[2] === expected;
}

/** An RFC: 3 (company) or 4 (person) letters, the date YYMMDD, and a 3-character homoclave. */
function validRfc(id: string) {
  const match = /^[A-ZÑ&]{3,4}(\d{2})(\d{2})(\d{2})[A-Z\d]{3}$/.exec(id);
  if (!match) return false;
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

/** Why a recipient tax id is not right for the country, or undefined when it is (or not needed). */
export function taxIdProblem(countryCode: string, value: string | undefined): string | undefined {
  if (!needsTaxId(countryCode)) return undefined;
  const name = PRINT_TAX_ID_NAMES[countryCode];
  const id = compactTaxId(value ?? '');
  if (!id)
    return `Enter the recipient's tax ID (${name}): the printer needs it to ship to ${countryCode}`;
  const valid =
    countryCode === 'BR'
      ? validCpf(id) || validCnpj(id)
      : countryCode === 'CL'
        ? validRut(id)
        : validRfc(id);
  return valid ? undefined : `Enter a valid ${name} for the recipient`;
}
