import { SHIPPING_OPTION_IDS, type ShipmentOption } from '@sns/contract';
import type { AppContext } from '../../context';
import type { ShippingOption } from '../../providers/print';
import { asPrintError } from './print-provider-errors';
import { getOwnMergedBook } from './read-merged-books';

type ShippingId = (typeof SHIPPING_OPTION_IDS)[number];

/** The options' names as a parent reads them. */
const NAMES: Record<ShippingId, string> = {
  MAIL: 'Mail (no tracking)',
  PRIORITY_MAIL: 'Priority mail',
  GROUND_HD: 'Ground, home delivery',
  GROUND_BUS: 'Ground, business address',
  GROUND: 'Ground',
  EXPEDITED: 'Expedited',
  EXPRESS: 'Express',
};

/**
 * Our estimate for the default country (the US) before the parent gives an address: prices in
 * cents and days to arrive at the latest, near what the printer charges for one book
 * (shared facts of issue 15: ~$6 standard, ~$11 express, ~11 days).
 */
const DEFAULTS: Record<ShippingId, { cents: number; days: number }> = {
  MAIL: { cents: 499, days: 14 },
  PRIORITY_MAIL: { cents: 799, days: 9 },
  GROUND_HD: { cents: 749, days: 11 },
  GROUND_BUS: { cents: 699, days: 11 },
  GROUND: { cents: 699, days: 11 },
  EXPEDITED: { cents: 1499, days: 6 },
  EXPRESS: { cents: 2499, days: 4 },
};
const DEFAULT_PAGES = 24;
const DAY_MS = 24 * 3600 * 1000;

/** The levels of our estimate before there is an address (the printer may offer more). */
const DEFAULT_LEVELS: readonly ShippingId[] = [
  'MAIL',
  'PRIORITY_MAIL',
  'GROUND',
  'EXPEDITED',
  'EXPRESS',
];

/** GET /api/getShipmentPrices without a query: our default options. */
export function defaultShipmentOptions(): ShipmentOption[] {
  return DEFAULT_LEVELS.map((id) => ({
    id,
    name: NAMES[id],
    price: DEFAULTS[id].cents / 100,
    currency: 'USD',
    estimatedDays: DEFAULTS[id].days,
    tracked: id !== 'MAIL',
    minDeliveryDate: null,
    maxDeliveryDate: null,
    source: 'default',
  }));
}

/**
 * GET /api/getShipmentPrices?country=…: the printer's own options and delivery windows for that
 * address, priced for the merged book's pages and `quantity` copies (one unless said) — the
 * parent's own book only (403 otherwise).
 */
export async function providerShipmentOptions(
  ctx: AppContext,
  userId: string,
  query: {
    country: string;
    state?: string;
    postcode?: string;
    mergedBookId?: string;
    quantity?: number;
  },
  now = new Date(),
): Promise<ShipmentOption[]> {
  const pageCount = query.mergedBookId
    ? (await getOwnMergedBook(ctx, userId, query.mergedBookId)).pageCount
    : DEFAULT_PAGES;
  let options: ShippingOption[];
  try {
    options = await ctx.print.shippingOptions({
      pageCount,
      // Priced for the copies ordered, as the checkout charges shipping (issue 29).
      quantity: query.quantity ?? 1,
      address: {
        countryCode: query.country,
        ...(query.state ? { stateCode: query.state.toUpperCase() } : {}),
        ...(query.postcode ? { postcode: query.postcode } : {}),
      },
    });
  } catch (error) {
    throw asPrintError(error);
  }
  return options
    .filter((o): o is ShippingOption & { level: ShippingId } =>
      (SHIPPING_OPTION_IDS as readonly string[]).includes(o.level),
    )
    .map((o) => ({
      id: o.level,
      name: NAMES[o.level],
      price: o.costCents / 100,
      currency: o.currency.toUpperCase(),
      estimatedDays: daysUntil(o.maxDeliveryDate, now) ?? DEFAULTS[o.level].days,
      tracked: o.traceable && o.level !== 'MAIL',
      minDeliveryDate: o.minDeliveryDate,
      maxDeliveryDate: o.maxDeliveryDate,
      source: 'provider' as const,
    }));
}

function daysUntil(date: string | null, now: Date) {
  if (!date) return undefined;
  const at = Date.parse(`${date.slice(0, 10)}T23:59:59Z`);
  return Number.isNaN(at) ? undefined : Math.max(1, Math.ceil((at - now.getTime()) / DAY_MS));
}
