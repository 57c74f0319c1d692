import { PRINT_SHIPPING_COUNTRIES } from '@sns/contract';
import { addressProblems, type LuluAddress } from './address-rules';
import { CASEWRAP_PAGES } from './cover-dimensions';
import { parsePodPackage, type PodPackage } from './pod-package';
import { levelsFor, type LabShippingLevel } from './price-table';

/**
 * The lab reads requests as Lulu documents them and refuses them as a Django REST API does:
 * 400 with `{field: ['message']}`, nested for objects and lists (the spec's BadRequest).
 */
export type FieldErrors = { [field: string]: string[] | FieldErrors | (FieldErrors | null)[] };

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

const REQUIRED = ['This field is required.'];
const COST_ADDRESS_FIELDS = ['street1', 'city', 'country_code', 'postcode', 'phone_number'];
/** The spec's print-job shipping_address: also a name and an e-mail. */
const JOB_ADDRESS_FIELDS = ['name', ...COST_ADDRESS_FIELDS, 'email'];

const record = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const int = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;

function checkCurrency(body: Record<string, unknown>, errors: FieldErrors) {
  if (body.currency !== undefined && str(body.currency).toUpperCase() !== 'USD')
    errors.currency = ['The print lab prices in USD only.'];
}

function parsePackage(value: unknown): { pkg?: PodPackage; error?: string[] } {
  if (!str(value)) return { error: REQUIRED };
  const pkg = parsePodPackage(str(value));
  if (!pkg) return { error: ['Not a valid pod_package_id.'] };
  if (pkg.binding !== 'CW') return { error: ['The print lab prints casewrap (CW) books only.'] };
  return { pkg };
}

function positiveInt(value: unknown, max: number): number | undefined {
  const n = int(value);
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
}

export interface PricedItem {
  pageCount: number;
  quantity: number;
  pkg: PodPackage;
}

/** `line_items[{page_count, pod_package_id, quantity}]` of shipping options and cost calculations. */
function parsePricedItems(value: unknown, errors: FieldErrors): PricedItem[] {
  if (!Array.isArray(value) || value.length === 0) {
    errors.line_items = Array.isArray(value) ? ['At least one line item is required.'] : REQUIRED;
    return [];
  }
  const itemErrors: (FieldErrors | null)[] = [];
  const items: PricedItem[] = [];
  for (const raw of value) {
    const item = record(raw) ?? {};
    const problems: FieldErrors = {};
    const pageCount = positiveInt(item.page_count, 10_000);
    if (pageCount === undefined) problems.page_count = ['A whole number of pages is required.'];
    else if (pageCount < CASEWRAP_PAGES.min || pageCount > CASEWRAP_PAGES.max)
      problems.page_count = [
        `A casewrap book has ${CASEWRAP_PAGES.min} to ${CASEWRAP_PAGES.max} pages.`,
      ];
    const quantity = positiveInt(item.quantity, 10_000);
    if (quantity === undefined) problems.quantity = ['A quantity from 1 to 10000 is required.'];
    const { pkg, error } = parsePackage(item.pod_package_id);
    if (error) problems.pod_package_id = error;
    itemErrors.push(Object.keys(problems).length ? problems : null);
    if (pkg && pageCount !== undefined && quantity !== undefined && !Object.keys(problems).length)
      items.push({ pageCount, quantity, pkg });
  }
  if (itemErrors.some(Boolean)) errors.line_items = itemErrors;
  return items;
}

function addressErrors(
  address: LuluAddress,
  fields: readonly string[],
  options: { taxId?: boolean } = {},
): FieldErrors | undefined {
  const problems = addressProblems(address, fields, options);
  if (!problems.length) return undefined;
  return Object.fromEntries(problems.map((p) => [p.field, [p.message]]));
}

function parseLevel(
  value: unknown,
  country: string,
  field: string,
  errors: FieldErrors,
): LabShippingLevel | undefined {
  const level = str(value).toUpperCase();
  if (!level) {
    errors[field] = REQUIRED;
    return undefined;
  }
  if (country && !(levelsFor(country) as string[]).includes(level)) {
    errors[field] = [`"${level}" is not a shipping level the print lab offers to ${country}.`];
    return undefined;
  }
  return level as LabShippingLevel;
}

export interface ShippingOptionsRequest {
  items: PricedItem[];
  country: string;
}

export function parseShippingOptionsRequest(body: unknown): Parsed<ShippingOptionsRequest> {
  const errors: FieldErrors = {};
  const input = record(body) ?? {};
  checkCurrency(input, errors);
  const items = parsePricedItems(input.line_items, errors);
  const address = record(input.shipping_address);
  const country = str(address?.country ?? address?.country_code).toUpperCase();
  if (!address) errors.shipping_address = REQUIRED;
  else if (!/^[A-Z]{2}$/.test(country))
    errors.shipping_address = { country: ['A two-letter ISO 3166 country code is required.'] };
  else if (!PRINT_SHIPPING_COUNTRIES.has(country))
    errors.shipping_address = { country: [`"${country}" is not a valid choice.`] };
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { items, country } };
}

export interface CostCalculationRequest {
  items: PricedItem[];
  address: LuluAddress;
  level: LabShippingLevel;
}

export function parseCostCalculationRequest(body: unknown): Parsed<CostCalculationRequest> {
  const errors: FieldErrors = {};
  const input = record(body) ?? {};
  checkCurrency(input, errors);
  const items = parsePricedItems(input.line_items, errors);
  const address = record(input.shipping_address);
  if (!address) errors.shipping_address = REQUIRED;
  else {
    const problems = addressErrors(address, COST_ADDRESS_FIELDS);
    if (problems) errors.shipping_address = problems;
  }
  const country = str(address?.country_code).toUpperCase();
  const level = parseLevel(input.shipping_option, country, 'shipping_option', errors);
  if (Object.keys(errors).length || !address || !level) return { ok: false, errors };
  return { ok: true, value: { items, address, level } };
}

export interface JobLineItem {
  externalId: string | null;
  title: string;
  quantity: number;
  pkg: PodPackage;
  podPackageId: string;
  interiorUrl: string;
  coverUrl: string;
}

export interface PrintJobRequest {
  externalId: string | null;
  contactEmail: string;
  level: LabShippingLevel;
  productionDelay: number;
  address: LuluAddress;
  items: JobLineItem[];
}

/** A source given as `{source_url}` or, in the spec's shorthand, as the URL itself. */
const sourceUrl = (value: unknown) =>
  typeof value === 'string' ? value : str(record(value)?.source_url);

export function parsePrintJobRequest(body: unknown): Parsed<PrintJobRequest> {
  const errors: FieldErrors = {};
  const input = record(body) ?? {};
  const contactEmail = str(input.contact_email);
  if (!contactEmail) errors.contact_email = REQUIRED;
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contactEmail))
    errors.contact_email = ['Enter a valid email address.'];
  const externalId = str(input.external_id) || null;
  if (externalId && externalId.length > 255)
    errors.external_id = ['Ensure this field has no more than 255 characters.'];

  const delayInput = input.production_delay ?? 60;
  const productionDelay = int(delayInput);
  if (
    typeof productionDelay !== 'number' ||
    !Number.isInteger(productionDelay) ||
    productionDelay < 60 ||
    productionDelay > 2880
  )
    errors.production_delay = ['Ensure this value is a whole number from 60 to 2880.'];

  const address = record(input.shipping_address);
  if (!address) errors.shipping_address = REQUIRED;
  else {
    const problems = addressErrors(address, JOB_ADDRESS_FIELDS, { taxId: true });
    if (problems) errors.shipping_address = problems;
  }
  const country = str(address?.country_code).toUpperCase();
  const level = parseLevel(input.shipping_level, country, 'shipping_level', errors);

  const rawItems = input.line_items ?? input.items;
  const items: JobLineItem[] = [];
  if (!Array.isArray(rawItems) || rawItems.length === 0) errors.line_items = REQUIRED;
  else {
    const itemErrors: (FieldErrors | null)[] = [];
    for (const raw of rawItems) {
      const item = record(raw) ?? {};
      const normalization = record(item.printable_normalization) ?? {};
      const problems: FieldErrors = {};
      const title = str(item.title);
      if (!title) problems.title = REQUIRED;
      else if (title.length > 255)
        problems.title = ['Ensure this field has no more than 255 characters.'];
      const quantity = positiveInt(item.quantity, 10_000);
      if (quantity === undefined) problems.quantity = ['A quantity from 1 to 10000 is required.'];
      const podPackageId = str(normalization.pod_package_id ?? item.pod_package_id);
      const { pkg, error } = parsePackage(podPackageId);
      if (error) problems.pod_package_id = error;
      const interiorUrl = sourceUrl(normalization.interior ?? item.interior);
      const coverUrl = sourceUrl(normalization.cover ?? item.cover);
      if (!interiorUrl) problems.interior = { source_url: REQUIRED };
      if (!coverUrl) problems.cover = { source_url: REQUIRED };
      itemErrors.push(Object.keys(problems).length ? problems : null);
      if (pkg && quantity !== undefined && !Object.keys(problems).length)
        items.push({
          externalId: str(item.external_id) || null,
          title,
          quantity,
          pkg,
          podPackageId,
          interiorUrl,
          coverUrl,
        });
    }
    if (itemErrors.some(Boolean)) errors.line_items = itemErrors;
  }
  if (Object.keys(errors).length || !address || !level || typeof productionDelay !== 'number')
    return { ok: false, errors };
  return {
    ok: true,
    value: { externalId, contactEmail, level, productionDelay, address, items },
  };
}
