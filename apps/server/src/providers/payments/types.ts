/** What we ask a hosted checkout to charge: one package, for one signed-in parent. */
export interface CheckoutRequest {
  /** Our checkout session id: the provider's client reference and our idempotency key. */
  checkoutId: string;
  userId: string;
  customerEmail: string;
  productId: string;
  productName: string;
  credits: number;
  /** Minor units (cents). */
  amountCents: number;
  /** ISO 4217, lower case. */
  currency: string;
}

/**
 * A printed-book order to charge (docs/decisions/027): one line priced by our server, our order id
 * as the provider's reference, and its own success and cancel pages.
 */
export interface PrintCheckoutRequest {
  /** Our print order id: the client reference, the metadata and the idempotency key. */
  orderId: string;
  userId: string;
  customerEmail: string;
  /** The line a parent reads on the checkout, e.g. "Printed book, 24 pages × 2 + shipping". */
  description: string;
  /** Minor units (cents): books, shipping and tax together. */
  amountCents: number;
  /** ISO 4217, lower case. */
  currency: string;
}

/** Success and cancel pages of a printed-book checkout (docs/product.md#printed-books). */
export const printCheckoutSuccessPath = (orderId: string) =>
  `/checkout-book-success-page?order=${orderId}`;
export const PRINT_CHECKOUT_CANCEL_PATH = '/checkout-book-error-page';

/** A refund of a paid checkout: the provider's id for it. */
export interface Refund {
  refundId: string;
}

/** Where to send the browser to pay, and the provider's id for the checkout (if it has one). */
export interface HostedCheckout {
  url: string;
  providerSessionId: string | null;
}

/** A checkout as the provider reports it (fields validated by the adapter). */
export interface ProviderCheckout {
  providerSessionId: string;
  /** Our checkout id as we passed it (client_reference_id). */
  checkoutId: string | null;
  paid: boolean;
  amountCents: number | null;
  /** Before tax (Stripe's amount_subtotal); the tax the provider added (total_details.amount_tax). */
  subtotalCents?: number | null;
  taxCents?: number | null;
  currency: string | null;
  /** The provider's payment id (Stripe's payment intent), for the receipt. */
  paymentRef: string | null;
}

/** A verified webhook delivery, reduced to what the purchase module acts on. */
export type PaymentEvent =
  | { kind: 'checkout_paid'; checkout: ProviderCheckout }
  | { kind: 'checkout_expired'; checkout: ProviderCheckout }
  | { kind: 'ignored'; type: string };

/** A webhook whose signature, body or timestamp does not check out. */
export class InvalidWebhookError extends Error {}

/** The provider could not be reached or answered something we can't use. */
export class PaymentsUnavailableError extends Error {}

/** docs/api.md#design-5-4: the embedded checkout we host ourselves (no keys, no network). */
export interface TestCheckoutProvider {
  readonly kind: 'test';
  createCheckout(request: CheckoutRequest): Promise<HostedCheckout>;
  /** The hidden form token of a checkout's page (the page lives outside /api's CSRF cover). */
  formToken(checkoutId: string): string;
  isValidFormToken(checkoutId: string, token: string | undefined): boolean;
  /** What the typed card number does: pays, is declined, or is not a test card. */
  chargeCard(cardNumber: string): TestCardOutcome;
  createPrintCheckout(request: PrintCheckoutRequest): Promise<HostedCheckout>;
  /** Nothing was charged: the refund is only recorded (`refunds`), for the tests and the lab. */
  refund(request: RefundRequest): Promise<Refund>;
  readonly refunds: readonly RefundRequest[];
}

/** Refund a paid checkout in full, once per `key` (our order id). */
export interface RefundRequest {
  /** The provider's payment id (Stripe's payment intent, our test receipt number). */
  paymentRef: string;
  amountCents: number;
  /** Our idempotency key: one refund per key, however often it is asked for. */
  key: string;
}

export type TestCardOutcome = 'paid' | 'declined' | 'not_a_test_card';

/** Stripe Checkout: hosted pages, signed webhooks, receipts on the charge. */
export interface StripeProvider {
  readonly kind: 'stripe';
  createCheckout(request: CheckoutRequest): Promise<HostedCheckout>;
  /** The checkout as Stripe has it, or undefined when Stripe does not know the id. */
  retrieveCheckout(providerSessionId: string): Promise<ProviderCheckout | undefined>;
  /** The charge's receipt page for a payment intent, or null when there is none yet. */
  receiptUrl(paymentRef: string): Promise<string | null>;
  /** Verifies the delivery on its raw bytes (signature and age); throws InvalidWebhookError. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
  createPrintCheckout(request: PrintCheckoutRequest): Promise<HostedCheckout>;
  /** Stripe's refunds API, idempotent by `key`. */
  refund(request: RefundRequest): Promise<Refund>;
}

export type PaymentsProvider = TestCheckoutProvider | StripeProvider;
