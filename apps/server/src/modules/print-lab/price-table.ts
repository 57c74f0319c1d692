/**
 * The print lab's prices (docs/decisions/024): a small fixed table, so every answer can be
 * worked out by hand. All amounts are US cents; the lab prices in USD only.
 */

/** Per copy of a casewrap book: a base plus every interior page. */
export const PRINT_PRICE = { baseCents: 650, perPageCents: 9 } as const;
/** Per job, as Lulu's fulfilment fee. */
export const FULFILLMENT_FEE_CENTS = 75;

export type LabShippingLevel =
  'MAIL' | 'PRIORITY_MAIL' | 'GROUND_HD' | 'GROUND_BUS' | 'GROUND' | 'EXPEDITED' | 'EXPRESS';

/** Domestic (US) price of the first copy, each further copy, and business days in transit. */
export const SHIPPING_LEVELS: Record<
  LabShippingLevel,
  { firstCents: number; extraCents: number; transitDays: [number, number]; traceable: boolean }
> = {
  MAIL: { firstCents: 499, extraCents: 100, transitDays: [5, 10], traceable: false },
  PRIORITY_MAIL: { firstCents: 799, extraCents: 150, transitDays: [3, 6], traceable: true },
  // The spec's two ground services beside GROUND: to a home, and to a business address.
  GROUND_HD: { firstCents: 749, extraCents: 125, transitDays: [3, 5], traceable: true },
  GROUND_BUS: { firstCents: 699, extraCents: 125, transitDays: [2, 4], traceable: true },
  GROUND: { firstCents: 699, extraCents: 125, transitDays: [3, 5], traceable: true },
  EXPEDITED: { firstCents: 1499, extraCents: 200, transitDays: [2, 3], traceable: true },
  EXPRESS: { firstCents: 2499, extraCents: 300, transitDays: [1, 2], traceable: true },
};

type Zone = 'domestic' | 'north_america' | 'europe' | 'world';

/** Shipping abroad costs a percentage of the domestic price and takes days more. The ground levels are US only. */
const ZONES: Record<Zone, { percent: number; extraDays: number }> = {
  domestic: { percent: 100, extraDays: 0 },
  north_america: { percent: 150, extraDays: 2 },
  europe: { percent: 180, extraDays: 3 },
  world: { percent: 220, extraDays: 5 },
};

const EUROPE = new Set(
  'AT BE BG CH CY CZ DE DK EE ES FI FR GB GR HR HU IE IS IT LI LT LU LV MT NL NO PL PT RO SE SI SK'.split(
    ' ',
  ),
);
const EU = new Set([...EUROPE].filter((c) => !['CH', 'GB', 'IS', 'LI', 'NO'].includes(c)));

export function zoneOf(countryCode: string): Zone {
  if (countryCode === 'US') return 'domestic';
  if (countryCode === 'CA' || countryCode === 'MX') return 'north_america';
  if (EUROPE.has(countryCode)) return 'europe';
  return 'world';
}

/** Tax in basis points (600 = 6 %) on books, shipping and fees alike; 0 where not listed. */
export function taxBasisPoints(countryCode: string): number {
  if (countryCode === 'US') return 600;
  if (countryCode === 'CA') return 500;
  if (countryCode === 'AU') return 1000;
  if (EU.has(countryCode)) return 700;
  return 0;
}

export function levelsFor(countryCode: string): LabShippingLevel[] {
  const levels = Object.keys(SHIPPING_LEVELS) as LabShippingLevel[];
  return zoneOf(countryCode) === 'domestic'
    ? levels
    : levels.filter((l) => !l.startsWith('GROUND'));
}

export function unitPriceCents(pageCount: number): number {
  return PRINT_PRICE.baseCents + PRINT_PRICE.perPageCents * pageCount;
}

export function shippingCents(
  level: LabShippingLevel,
  countryCode: string,
  quantity: number,
): number {
  const row = SHIPPING_LEVELS[level];
  const domestic = row.firstCents + row.extraCents * (quantity - 1);
  return Math.round((domestic * ZONES[zoneOf(countryCode)].percent) / 100);
}

const taxOf = (cents: number, basisPoints: number) => Math.round((cents * basisPoints) / 10_000);

/** Every figure of a cost calculation, in cents: each line, shipping for all copies, fee, tax. */
export function costBreakdown(request: {
  items: readonly { pageCount: number; quantity: number }[];
  countryCode: string;
  level: LabShippingLevel;
}) {
  const rate = taxBasisPoints(request.countryCode);
  const lines = request.items.map(({ pageCount, quantity }) => {
    const unit = unitPriceCents(pageCount);
    const total = unit * quantity;
    return { unit, quantity, total, tax: taxOf(total, rate) };
  });
  const copies = request.items.reduce((sum, item) => sum + item.quantity, 0);
  const shipping = shippingCents(request.level, request.countryCode, copies);
  const fee = FULFILLMENT_FEE_CENTS;
  const tax = { shipping: taxOf(shipping, rate), fee: taxOf(fee, rate) };
  const lineTotal = lines.reduce((sum, line) => sum + line.total, 0);
  const totalExclTax = lineTotal + shipping + fee;
  const totalTax = lines.reduce((sum, line) => sum + line.tax, 0) + tax.shipping + tax.fee;
  return {
    rateBasisPoints: rate,
    lines,
    shipping,
    fee,
    tax,
    totalExclTax,
    totalTax,
    total: totalExclTax + totalTax,
  };
}

/** Cents as Lulu's decimal strings, e.g. 866 → "8.66". */
export const decimal = (cents: number) => (cents / 100).toFixed(2);
/** Basis points as Lulu's tax rates, e.g. 600 → "0.060000". */
export const rateText = (basisPoints: number) => (basisPoints / 10_000).toFixed(6);

/** The lab prints a casewrap book in this many business days before it ships. */
export const PRODUCTION_DAYS: [number, number] = [3, 5];

/** Adds business days (Monday–Friday) to a date, in UTC. */
export function addBusinessDays(from: Date, days: number): Date {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const day = date.getUTCDay();
    if (day !== 0 && day !== 6) left -= 1;
  }
  return date;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** When a job made now would ship and arrive, as ISO dates. */
export function estimatedDates(level: LabShippingLevel, countryCode: string, now: Date) {
  const transit = SHIPPING_LEVELS[level].transitDays;
  const extra = ZONES[zoneOf(countryCode)].extraDays;
  const dispatchMin = addBusinessDays(now, PRODUCTION_DAYS[0]);
  const dispatchMax = addBusinessDays(now, PRODUCTION_DAYS[1]);
  return {
    dispatchMin: isoDay(dispatchMin),
    dispatchMax: isoDay(dispatchMax),
    arrivalMin: isoDay(addBusinessDays(dispatchMin, transit[0] + extra)),
    arrivalMax: isoDay(addBusinessDays(dispatchMax, transit[1] + extra)),
    totalDaysMin: PRODUCTION_DAYS[0] + transit[0] + extra,
    totalDaysMax: PRODUCTION_DAYS[1] + transit[1] + extra,
  };
}
