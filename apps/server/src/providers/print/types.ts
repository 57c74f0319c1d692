/**
 * The print provider in our own words (docs/decisions/024). The Lulu adapter maps these to and
 * from Lulu's JSON; nothing outside `providers/print` sees a Lulu field name.
 */

/** How a parcel travels, fastest last. MAIL may have no tracking at all. */
export const SHIPPING_LEVELS = [
  'MAIL',
  'PRIORITY_MAIL',
  'GROUND_HD',
  'GROUND_BUS',
  'GROUND',
  'EXPEDITED',
  'EXPRESS',
] as const;
export type ShippingLevel = (typeof SHIPPING_LEVELS)[number];

/** Where the books go. Codes are ISO 3166 (country) and ISO 3166-2 subdivision (state). */
export interface ShippingAddress {
  name: string;
  street1: string;
  street2?: string;
  city: string;
  /** Required for the 36 countries the spec lists (US, CA, AU, MX, IT, ES, JP, IN, BR…). */
  stateCode?: string;
  postcode: string;
  countryCode: string;
  /** Carriers need one: `^\+?[\d\s\-./()]{8,20}$`. */
  phoneNumber: string;
  email?: string;
  /** The spec's recipient_tax_id: CPF/CNPJ (Brazil), RUT (Chile), RFC (Mexico); required there. */
  recipientTaxId?: string;
}

/** The fields an address check can name. */
export type AddressField = keyof ShippingAddress;

/** What the provider is asked to price: one book, printed `quantity` times. */
export interface PrintItem {
  pageCount: number;
  quantity: number;
}

export interface ShippingOption {
  level: ShippingLevel;
  /** Minor units (cents), excluding tax. */
  costCents: number;
  /** ISO 4217, upper case as the provider writes it. */
  currency: string;
  /** ISO dates (YYYY-MM-DD) as the provider estimates them; null when it does not say. */
  minDispatchDate: string | null;
  maxDispatchDate: string | null;
  minDeliveryDate: string | null;
  maxDeliveryDate: string | null;
  /** Whether the parcel gets a tracking link. */
  traceable: boolean;
}

/** Something the provider would change in an address; the order can still go ahead. */
export interface AddressWarning {
  code: string;
  /** The provider's words, e.g. `street1: 1 Warning Way -> 1 Warning Way NW`. */
  message: string;
  field: AddressField | null;
}

/** A full price: the line (books), shipping, fees and tax, all in minor units. */
export interface PrintQuote {
  currency: string;
  lineCents: number;
  shippingCents: number;
  feesCents: number;
  taxCents: number;
  totalExclTaxCents: number;
  totalCents: number;
  warnings: AddressWarning[];
  /** The address as the provider would correct it (only the parts it suggests). */
  suggestedAddress: Partial<ShippingAddress> | null;
}

export type FileCheckResult =
  | { ok: true; interiorPageCount: number }
  | { ok: false; interiorErrors: string[]; coverErrors: string[] };

/** The cover sheet's size (back + spine + front, with its wrap) in PDF points. */
export interface CoverDimensions {
  widthPt: number;
  heightPt: number;
}

export interface CreatePrintOrder {
  /** Our order id: sent as the provider's external_id, which makes the create idempotent. */
  orderId: string;
  title: string;
  quantity: number;
  interiorUrl: string;
  coverUrl: string;
  address: ShippingAddress;
  /** Who the printer writes to about this job (us, not the parent). */
  contactEmail: string;
  shippingLevel: ShippingLevel;
  /** How long the job waits before printing (Lulu: 60–2880): the window to cancel in. */
  productionDelayMinutes: number;
}

/** Lulu's print-job statuses (DELIVERED is in its prose, not its enum). */
export const PRINT_JOB_STATUSES = [
  'CREATED',
  'UNPAID',
  'PAYMENT_IN_PROGRESS',
  'PRODUCTION_DELAYED',
  'PRODUCTION_READY',
  'IN_PRODUCTION',
  'SHIPPED',
  'DELIVERED',
  'REJECTED',
  'CANCELED',
  'ERROR',
] as const;
export type KnownPrintJobStatus = (typeof PRINT_JOB_STATUSES)[number];
/** A status we do not know yet is `unknown`, its name kept in `providerStatus`: never a failure. */
export type PrintJobStatus = KnownPrintJobStatus | 'unknown';

export interface PrintTracking {
  id: string | null;
  urls: string[];
  carrier: string | null;
}

/** A print job as the provider reports it. */
export interface PrintOrder {
  /** The provider's id of the job. */
  providerId: string;
  /** Our order id (external_id), or null on a job someone made without one. */
  orderId: string | null;
  status: PrintJobStatus;
  /** The status name exactly as the provider sent it. */
  providerStatus: string;
  statusMessage: string | null;
  statusChangedAt: string | null;
  /** When the job moves into production (the end of the cancel window), if known. */
  productionDueAt: string | null;
  shippingLevel: string | null;
  tracking: PrintTracking | null;
  estimatedDispatch: { min: string | null; max: string | null };
  estimatedDelivery: { min: string | null; max: string | null };
  /** Why a job was rejected or failed, in the provider's words. */
  problems: string[];
  createdAt: string | null;
}

export type CancelResult =
  | { kind: 'canceled'; order: PrintOrder | null }
  | { kind: 'refused'; message: string }
  | { kind: 'not_found' };

/** A verified webhook delivery. */
export type PrintWebhookEvent =
  { kind: 'status_changed'; order: PrintOrder } | { kind: 'ignored'; topic: string };

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface PrintProvider {
  readonly kind: 'lulu' | 'lab';
  /** The SKU every call prices and prints. */
  readonly podPackageId: string;
  shippingOptions(request: PrintItem & { address: PartialAddress }): Promise<ShippingOption[]>;
  /** Throws InvalidAddressError (naming the field) when the provider refuses the address. */
  quote(
    request: PrintItem & { address: ShippingAddress; shippingLevel: ShippingLevel },
  ): Promise<PrintQuote>;
  /** Validates both files as the printer will, waiting for the checks to finish. */
  checkFiles(request: {
    interiorUrl: string;
    coverUrl: string;
    pageCount: number;
  }): Promise<FileCheckResult>;
  coverDimensions(pageCount: number): Promise<CoverDimensions>;
  /** Idempotent by `orderId`: an existing job with that external id is returned, not duplicated. */
  createOrder(order: CreatePrintOrder): Promise<PrintOrder>;
  getOrder(providerId: string): Promise<PrintOrder | undefined>;
  findOrderByOrderId(orderId: string): Promise<PrintOrder | undefined>;
  cancel(providerId: string): Promise<CancelResult>;
  /** Makes sure status webhooks go to `url` (created once, re-activated if switched off). */
  ensureWebhook(url: string): Promise<void>;
  /** Verifies the signature on the raw bytes; throws InvalidPrintWebhookError. */
  parseWebhook(rawBody: Buffer, headers: WebhookHeaders): PrintWebhookEvent;
}

/** Shipping options need only the country; the rest sharpens the estimate. */
export type PartialAddress = Partial<ShippingAddress> & { countryCode: string };

/** Every failure of the print provider. */
export class PrintProviderError extends Error {}

/** The provider could not be reached, timed out, or answered something we can't use. */
export class PrintProviderUnavailableError extends PrintProviderError {}

/** The provider refused the request (a 4xx), with its own words. */
export class PrintRequestRejectedError extends PrintProviderError {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** The provider refused the shipping address; `field` names the part to fix. */
export class InvalidAddressError extends PrintRequestRejectedError {
  constructor(
    readonly field: AddressField | null,
    message: string,
    status: number,
    body: unknown,
  ) {
    super(message, status, body);
  }
}

export type InvalidWebhookReason = 'missing_signature' | 'bad_signature' | 'malformed';

/** A webhook whose signature or body does not check out: answer 400 and change nothing. */
export class InvalidPrintWebhookError extends PrintProviderError {
  constructor(readonly reason: InvalidWebhookReason) {
    super(`Invalid print webhook: ${reason.replace('_', ' ')}`);
  }
}
