import { z } from 'zod';
import {
  PRINT_JOB_STATUSES,
  SHIPPING_LEVELS,
  type AddressField,
  type AddressWarning,
  type KnownPrintJobStatus,
  type PartialAddress,
  type PrintOrder,
  type PrintQuote,
  type ShippingAddress,
  type ShippingLevel,
  type ShippingOption,
} from './types';

/**
 * Lulu's JSON as its OpenAPI spec (openapi_public.yml) names it, read leniently: fields we do
 * not use pass, numbers may come as strings, and a list the spec shows as one object is taken
 * either way. Only what we act on is required.
 */

const text = z.union([z.string(), z.number()]).transform(String);
const maybeText = text.nullish().transform((v) => v ?? null);
/** A decimal string such as "12.34" (the spec's money), as a number of cents. */
export function decimalToCents(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(String(value).trim());
  if (!match) throw new Error(`Not a decimal amount: ${String(value)}`);
  const [, sign, whole, fraction = ''] = match;
  const digits = `${fraction}000`;
  let cents = Number(whole) * 100 + Number(digits.slice(0, 2));
  if (Number(digits[2]) >= 5) cents += 1;
  return sign ? -cents : cents;
}

const moneyObject = z
  .object({ total_cost_excl_tax: maybeText, total_tax: maybeText, total_cost_incl_tax: maybeText })
  .partial()
  .passthrough();

const oneOrMany = <T extends z.ZodTypeAny>(item: T) =>
  z
    .union([z.array(item), item])
    .nullish()
    .transform((v) => (v === null || v === undefined ? [] : Array.isArray(v) ? v : [v]));

const warningSchema = z
  .object({ type: maybeText, code: maybeText, path: maybeText, message: maybeText })
  .partial()
  .passthrough();

const suggestedAddressSchema = z
  .object({
    country_code: maybeText,
    state_code: maybeText,
    postcode: maybeText,
    city: maybeText,
    street1: maybeText,
    street2: maybeText,
  })
  .partial()
  .passthrough();

export const costCalculationSchema = z
  .object({
    currency: z.string(),
    line_item_costs: z.array(moneyObject).default([]),
    shipping_cost: moneyObject.nullish(),
    fulfillment_cost: moneyObject.nullish(),
    total_cost_excl_tax: maybeText,
    total_cost_incl_tax: maybeText,
    total_tax: maybeText,
    shipping_address: z
      .object({
        warnings: oneOrMany(warningSchema),
        suggested_address: suggestedAddressSchema.nullish(),
      })
      .passthrough()
      .nullish(),
  })
  .passthrough();

export const shippingOptionsSchema = z.array(
  z
    .object({
      level: z.string(),
      cost_excl_tax: maybeText,
      currency: z.string().nullish(),
      min_dispatch_date: maybeText,
      max_dispatch_date: maybeText,
      min_delivery_date: maybeText,
      max_delivery_date: maybeText,
      traceable: z.boolean().nullish(),
    })
    .passthrough(),
);

export const validationSchema = z
  .object({
    id: text,
    status: z.string().nullish(),
    page_count: z.union([z.number(), z.string()]).nullish(),
    errors: z.array(z.unknown()).nullish(),
  })
  .passthrough();

export const coverDimensionsSchema = z
  .object({ width: z.union([z.string(), z.number()]), height: z.union([z.string(), z.number()]) })
  .passthrough();

const trackingUrls = z
  .union([z.array(z.string()), z.string()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? [] : Array.isArray(v) ? v : [v]));

const statusMessages = z
  .object({
    error: maybeText,
    info: maybeText,
    tracking_id: maybeText,
    tracking_urls: trackingUrls,
    url: trackingUrls,
    carrier_name: maybeText,
    printable_normalization: z
      .record(z.string(), z.array(z.unknown()).nullish())
      .nullish()
      .catch(null),
  })
  .partial()
  .passthrough();

const lineItemSchema = z
  .object({
    status: z
      .object({ name: z.string().nullish(), messages: statusMessages.nullish() })
      .passthrough()
      .nullish(),
    tracking_id: maybeText,
    tracking_urls: trackingUrls,
    carrier_name: maybeText,
  })
  .passthrough();

export const printJobSchema = z
  .object({
    id: text,
    external_id: maybeText,
    status: z.object({ name: z.string(), message: maybeText, changed: maybeText }).passthrough(),
    production_due_time: maybeText,
    shipping_level: maybeText,
    date_created: maybeText,
    estimated_shipping_dates: z
      .object({
        dispatch_min: maybeText,
        dispatch_max: maybeText,
        arrival_min: maybeText,
        arrival_max: maybeText,
      })
      .partial()
      .passthrough()
      .nullish(),
    line_items: z.array(lineItemSchema).default([]),
  })
  .passthrough();

export const printJobListSchema = z
  .object({ count: z.number().nullish(), results: z.array(printJobSchema) })
  .passthrough();

export const jobStatusSchema = z.object({ name: z.string() }).passthrough();

export const tokenSchema = z
  .object({ access_token: z.string().min(1), expires_in: z.coerce.number().positive() })
  .passthrough();

export const webhookListSchema = z
  .object({
    results: z.array(
      z.object({
        id: text,
        url: z.string(),
        is_active: z.boolean().nullish(),
        topics: z.array(z.string()).nullish(),
      }),
    ),
  })
  .passthrough();

export const webhookDeliverySchema = z
  .object({ topic: z.string(), data: z.unknown() })
  .passthrough();

/** Our field names ↔ Lulu's (snake case, as in the spec's shipping_address). */
const ADDRESS_FIELDS: Record<AddressField, string> = {
  name: 'name',
  street1: 'street1',
  street2: 'street2',
  city: 'city',
  stateCode: 'state_code',
  postcode: 'postcode',
  countryCode: 'country_code',
  phoneNumber: 'phone_number',
  email: 'email',
  recipientTaxId: 'recipient_tax_id',
};

export function addressFieldOf(luluField: string): AddressField | null {
  const found = Object.entries(ADDRESS_FIELDS).find(([, lulu]) => lulu === luluField);
  return found ? (found[0] as AddressField) : null;
}

export function toLuluAddress(address: ShippingAddress): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [ours, lulu] of Object.entries(ADDRESS_FIELDS)) {
    const value = address[ours as AddressField];
    if (value !== undefined && value !== '') out[lulu] = value;
  }
  return out;
}

/**
 * The shipping-options call's address: its schema names the country `country` and the state
 * `state`, while its own example sends `state_code`; both are sent.
 */
export function toShippingOptionsAddress(address: PartialAddress): Record<string, string> {
  const { countryCode, stateCode, ...rest } = address;
  const out = toLuluAddress({ ...rest, countryCode } as ShippingAddress);
  delete out.country_code;
  out.country = countryCode;
  if (stateCode) {
    out.state_code = stateCode;
    out.state = stateCode;
  }
  return out;
}

const isoDate = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : value;

export function fromShippingOptions(
  options: z.infer<typeof shippingOptionsSchema>,
  fallbackCurrency: string,
): ShippingOption[] {
  return options
    .filter((o): o is typeof o & { level: ShippingLevel } =>
      (SHIPPING_LEVELS as readonly string[]).includes(o.level),
    )
    .map((o) => ({
      level: o.level,
      costCents: decimalToCents(o.cost_excl_tax),
      currency: o.currency ?? fallbackCurrency,
      minDispatchDate: isoDate(o.min_dispatch_date ?? null),
      maxDispatchDate: isoDate(o.max_dispatch_date ?? null),
      minDeliveryDate: isoDate(o.min_delivery_date ?? null),
      maxDeliveryDate: isoDate(o.max_delivery_date ?? null),
      traceable: o.traceable ?? false,
    }));
}

export function fromCostCalculation(cost: z.infer<typeof costCalculationSchema>): PrintQuote {
  const lineCents = cost.line_item_costs.reduce(
    (sum, line) => sum + decimalToCents(line.total_cost_excl_tax),
    0,
  );
  const shippingCents = decimalToCents(cost.shipping_cost?.total_cost_excl_tax);
  const feesCents = decimalToCents(cost.fulfillment_cost?.total_cost_excl_tax);
  const warnings: AddressWarning[] = (cost.shipping_address?.warnings ?? []).map((w) => ({
    code: w.code ?? 'WARNING',
    message: w.message ?? '',
    field: addressFieldOf(/^(\w+):/.exec(w.message ?? '')?.[1] ?? ''),
  }));
  const suggested = cost.shipping_address?.suggested_address;
  let suggestedAddress: Partial<ShippingAddress> | null = null;
  if (suggested) {
    suggestedAddress = {};
    for (const [lulu, value] of Object.entries(suggested)) {
      const field = addressFieldOf(lulu);
      if (field && typeof value === 'string' && value !== '') suggestedAddress[field] = value;
    }
  }
  return {
    currency: cost.currency,
    lineCents,
    shippingCents,
    feesCents,
    taxCents: decimalToCents(cost.total_tax),
    totalExclTaxCents: cost.total_cost_excl_tax
      ? decimalToCents(cost.total_cost_excl_tax)
      : lineCents + shippingCents + feesCents,
    totalCents: decimalToCents(cost.total_cost_incl_tax),
    warnings,
    // A suggestion matters only with a warning: Lulu may echo the address back unchanged.
    suggestedAddress: warnings.length > 0 ? suggestedAddress : null,
  };
}

const KNOWN = new Set<string>(PRINT_JOB_STATUSES);

export function fromPrintJob(job: z.infer<typeof printJobSchema>): PrintOrder {
  const tracked = job.line_items
    .map((item) => {
      const messages = item.status?.messages;
      const urls = item.tracking_urls.length
        ? item.tracking_urls
        : (messages?.tracking_urls ?? messages?.url ?? []);
      return {
        id: item.tracking_id ?? messages?.tracking_id ?? null,
        urls,
        carrier: item.carrier_name ?? messages?.carrier_name ?? null,
      };
    })
    .find((t) => t.id !== null || t.urls.length > 0 || t.carrier !== null);
  const problems = job.line_items.flatMap((item) => {
    const messages = item.status?.messages;
    const normalization = Object.values(messages?.printable_normalization ?? {}).flatMap((list) =>
      (list ?? []).map((m) => (typeof m === 'string' ? m : JSON.stringify(m))),
    );
    return [...(messages?.error ? [messages.error] : []), ...normalization];
  });
  const name = job.status.name;
  const dates = job.estimated_shipping_dates;
  return {
    providerId: job.id,
    orderId: job.external_id ?? null,
    status: KNOWN.has(name) ? (name as KnownPrintJobStatus) : 'unknown',
    providerStatus: name,
    statusMessage: job.status.message ?? null,
    statusChangedAt: job.status.changed ?? null,
    productionDueAt: job.production_due_time ?? null,
    shippingLevel: job.shipping_level ?? null,
    tracking: tracked ?? null,
    estimatedDispatch: {
      min: isoDate(dates?.dispatch_min ?? null),
      max: isoDate(dates?.dispatch_max ?? null),
    },
    estimatedDelivery: {
      min: isoDate(dates?.arrival_min ?? null),
      max: isoDate(dates?.arrival_max ?? null),
    },
    problems,
    createdAt: job.date_created ?? null,
  };
}

/**
 * The first field error in a 400 body, however it nests: Django REST style
 * `{shipping_address: {phone_number: ['…']}}`, a list of strings, or `{path, message}` items.
 */
export function firstFieldError(body: unknown): { path: string[]; message: string } | undefined {
  const walk = (node: unknown, path: string[]): { path: string[]; message: string } | undefined => {
    if (typeof node === 'string') return { path, message: node };
    if (Array.isArray(node)) {
      for (const item of node) {
        const found = walk(item, path);
        if (found) return found;
      }
      return undefined;
    }
    if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (typeof record.message === 'string') {
        const where = typeof record.path === 'string' ? record.path.split('.') : [];
        return { path: [...path, ...where], message: record.message };
      }
      for (const [key, value] of Object.entries(record)) {
        const found = walk(value, key === 'detail' || key === 'errors' ? path : [...path, key]);
        if (found) return found;
      }
    }
    return undefined;
  };
  return walk(body, []);
}
