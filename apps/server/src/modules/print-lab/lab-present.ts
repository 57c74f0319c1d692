import type { LuluAddress } from './address-rules';
import { addressSuggestion } from './address-rules';
import type { PrintJobRequest, PricedItem } from './lab-requests';
import { LINE_ITEM_STATUS, STATUS_MESSAGES, type LabStatus } from './lab-statuses';
import {
  costBreakdown,
  decimal,
  estimatedDates,
  levelsFor,
  rateText,
  SHIPPING_LEVELS,
  type LabShippingLevel,
} from './price-table';

/** Builds the JSON the lab answers, in the shapes of Lulu's spec (openapi_public.yml). */

export type JobJson = Record<string, unknown> & {
  status: { name: string; message: string; changed: string };
  line_items: LineItemJson[];
  shipping_address: LuluAddress;
  shipping_level: string;
};
export type LineItemJson = Record<string, unknown> & {
  status: { name: string; messages: Record<string, unknown> };
};

const CURRENCY = 'USD';
const money = (excl: number, tax: number, rate: number) => ({
  tax_rate: rateText(rate),
  total_cost_excl_tax: decimal(excl),
  total_cost_incl_tax: decimal(excl + tax),
  total_tax: decimal(tax),
});

/** A cost summary: per line, shipping, the fulfilment fee (also as a fee) and totals. */
export function costsJson(
  items: readonly { pageCount: number; quantity: number }[],
  countryCode: string,
  level: LabShippingLevel,
) {
  const cost = costBreakdown({ items, countryCode, level });
  const rate = cost.rateBasisPoints;
  const fee = money(cost.fee, cost.tax.fee, rate);
  return {
    currency: CURRENCY,
    line_item_costs: cost.lines.map((line) => ({
      cost_excl_discounts: decimal(line.unit),
      cost_excl_tax: decimal(line.unit),
      discounts: [],
      quantity: line.quantity,
      tax_rate: rateText(rate),
      total_cost_excl_discounts: decimal(line.total),
      total_cost_excl_tax: decimal(line.total),
      total_cost_incl_tax: decimal(line.total + line.tax),
      total_tax: decimal(line.tax),
    })),
    shipping_cost: money(cost.shipping, cost.tax.shipping, rate),
    fulfillment_cost: fee,
    fees: [{ currency: CURRENCY, fee_type: 'FULFILLMENT_FEE', sku: 'FULFILLMENT_FEE', ...fee }],
    total_cost_excl_tax: decimal(cost.totalExclTax),
    total_cost_incl_tax: decimal(cost.total),
    total_discount_amount: '0.00',
    total_tax: decimal(cost.totalTax),
  };
}

/** The address as given (codes upper-cased), with the lab's warning and suggestion if any. */
export function addressJson(address: LuluAddress) {
  const normalized: LuluAddress = { ...address };
  for (const key of ['country_code', 'state_code'])
    if (typeof normalized[key] === 'string')
      normalized[key] = (normalized[key] as string).trim().toUpperCase();
  const suggestion = addressSuggestion(address);
  return suggestion ? { ...normalized, ...suggestion } : normalized;
}

export function costCalculationJson(
  items: PricedItem[],
  address: LuluAddress,
  level: LabShippingLevel,
) {
  const country = String(address.country_code).trim().toUpperCase();
  return { ...costsJson(items, country, level), shipping_address: addressJson(address) };
}

export function shippingOptionsJson(items: PricedItem[], country: string, now: Date) {
  const copies = items.reduce((sum, item) => sum + item.quantity, 0);
  return levelsFor(country).map((level, index) => {
    const dates = estimatedDates(level, country, now);
    const row = SHIPPING_LEVELS[level];
    const costs = costsJson(
      [{ pageCount: items[0]?.pageCount ?? 24, quantity: copies }],
      country,
      level,
    );
    return {
      id: index + 1,
      level,
      cost_excl_tax: costs.shipping_cost.total_cost_excl_tax,
      currency: CURRENCY,
      min_dispatch_date: dates.dispatchMin,
      max_dispatch_date: dates.dispatchMax,
      min_delivery_date: dates.arrivalMin,
      max_delivery_date: dates.arrivalMax,
      total_days_min: dates.totalDaysMin,
      total_days_max: dates.totalDaysMax,
      transit_time: row.transitDays[1],
      traceable: row.traceable,
      postbox_ok: level === 'MAIL' || level === 'PRIORITY_MAIL',
      home_only: false,
      business_only: false,
      shipping_buffer: 0,
    };
  });
}

/** A new print job (without its id, which the database gives it): CREATED, being validated. */
export function newJobJson(request: PrintJobRequest, now: Date): JobJson {
  const at = now.toISOString();
  const address = addressJson(request.address);
  const country = String(address.country_code);
  const dates = estimatedDates(request.level, country, now);
  return {
    external_id: request.externalId,
    contact_email: request.contactEmail,
    production_delay: request.productionDelay,
    production_due_time: null,
    date_created: at,
    date_modified: at,
    shipping_level: request.level,
    shipping_option_level: request.level,
    shipping_address: address,
    tax_country: country,
    order_id: null,
    status: { name: 'CREATED', message: STATUS_MESSAGES.CREATED, changed: at },
    estimated_shipping_dates: {
      dispatch_min: dates.dispatchMin,
      dispatch_max: dates.dispatchMax,
      arrival_min: dates.arrivalMin,
      arrival_max: dates.arrivalMax,
    },
    costs: null,
    line_items: request.items.map((item) => ({
      external_id: item.externalId,
      title: item.title,
      quantity: item.quantity,
      page_count: null,
      pod_package_id: item.podPackageId,
      printable_id: null,
      printable_normalization: {
        pod_package_id: item.podPackageId,
        interior: { source_url: item.interiorUrl, page_count: null },
        cover: { source_url: item.coverUrl },
      },
      status: { name: 'CREATED', messages: { info: 'Line-item is currently being validated' } },
      tracking_id: null,
      tracking_urls: [],
      carrier_name: null,
    })),
  };
}

export interface StatusExtras {
  /** Why a job was rejected or failed. */
  error?: string;
  /** Per line item, the file check's messages (REJECTED by the file check). */
  normalization?: { interior: string[]; cover: string[] }[];
  /** Per line item, the interior's page count once the files passed. */
  pageCounts?: number[];
  tracking?: { id: string | null; urls: string[]; carrier: string };
}

/** The job after a status change, with everything that comes with that status. */
export function jobWithStatus(
  job: JobJson,
  status: LabStatus,
  now: Date,
  extras: StatusExtras = {},
): JobJson {
  const at = now.toISOString();
  const message = extras.error
    ? `${STATUS_MESSAGES[status]}: ${extras.error}`
    : STATUS_MESSAGES[status];
  const next: JobJson = {
    ...job,
    date_modified: at,
    status: { name: status, message, changed: at },
    line_items: job.line_items.map((item, index) => {
      const messages: Record<string, unknown> = { timestamp: at };
      if (extras.error) messages.error = extras.error;
      const normalization = extras.normalization?.[index];
      if (normalization) messages.printable_normalization = normalization;
      const pageCount = extras.pageCounts?.[index];
      const tracking = extras.tracking;
      if (tracking) {
        messages.tracking_id = tracking.id;
        messages.tracking_urls = tracking.urls;
        messages.carrier_name = tracking.carrier;
      }
      return {
        ...item,
        ...(pageCount === undefined
          ? {}
          : {
              page_count: pageCount,
              printable_normalization: {
                ...(item.printable_normalization as Record<string, unknown>),
                interior: {
                  ...((item.printable_normalization as Record<string, Record<string, unknown>>)
                    .interior ?? {}),
                  page_count: pageCount,
                },
              },
            }),
        ...(tracking
          ? {
              tracking_id: tracking.id,
              tracking_urls: tracking.urls,
              carrier_name: tracking.carrier,
            }
          : {}),
        status: { name: LINE_ITEM_STATUS[status], messages },
      };
    }),
  };
  if (status === 'PRODUCTION_DELAYED') {
    const delay = Number(job.production_delay ?? 60);
    next.production_due_time = new Date(now.getTime() + delay * 60_000).toISOString();
    const pages = next.line_items.map((item) => ({
      pageCount: Number(item.page_count ?? 0),
      quantity: Number(item.quantity),
    }));
    next.costs = costsJson(
      pages,
      String(job.shipping_address.country_code),
      job.shipping_level as LabShippingLevel,
    );
  }
  return next;
}

/** The job as the API answers it: with its id, and ids for its line items. */
export function presentJob(
  id: number,
  job: JobJson,
): JobJson & { id: number; line_items: (LineItemJson & { id: number })[] } {
  return {
    id,
    ...job,
    line_items: job.line_items.map((item, index) => ({ id: id * 100 + index + 1, ...item })),
  };
}
