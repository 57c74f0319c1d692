import type Stripe from 'stripe';
import { z } from 'zod';
import type { Config } from '../../config';
import {
  printCheckoutSuccessPath,
  PRINT_CHECKOUT_CANCEL_PATH,
  InvalidWebhookError,
  PaymentsUnavailableError,
  type PaymentEvent,
  type ProviderCheckout,
  type StripeProvider,
} from './types';

type StripeConfig = NonNullable<Config['stripe']>;

/**
 * The fields of a Checkout Session we rely on, checked rather than trusted
 * (docs/design.md#conventions, item 6).
 */
const checkoutSessionSchema = z.object({
  id: z.string().min(1),
  url: z.string().nullish(),
  client_reference_id: z.string().nullish(),
  payment_status: z.string(),
  amount_total: z.number().int().nullish(),
  amount_subtotal: z.number().int().nullish(),
  total_details: z.object({ amount_tax: z.number().int().nullish() }).nullish(),
  currency: z.string().nullish(),
  payment_intent: z.union([z.string(), z.object({ id: z.string() }), z.null()]).optional(),
});

const chargeSchema = z.object({ receipt_url: z.string().nullish() });
const refundSchema = z.object({ id: z.string().min(1) });

/** Checkout events that mean "this session is paid" (card payments complete at once). */
const PAID_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);

/**
 * Stripe Checkout through the official SDK. `apiBase` points the SDK at another server (a local
 * fake in tests); the SDK retries network failures itself with the same idempotency key.
 */
export async function createStripeProvider(
  config: StripeConfig,
  publicUrl: string,
): Promise<StripeProvider> {
  const { default: StripeSdk } = await import('stripe');
  const stripe = new StripeSdk(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Starry Night Story' },
    ...apiBaseOptions(config.apiBase),
  });

  return {
    kind: 'stripe',

    async createCheckout(request) {
      const metadata = {
        checkout_id: request.checkoutId,
        user_uid: request.userId,
        product_id: request.productId,
        credits: String(request.credits),
      };
      const session = await callStripe(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency,
                  unit_amount: request.amountCents,
                  product_data: {
                    name: request.productName,
                    description: `${request.credits} credits for Starry Night Story`,
                  },
                },
              },
            ],
            success_url: `${publicUrl}/checkout-success-page?session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: `${publicUrl}/checkout-error-page`,
            client_reference_id: request.checkoutId,
            customer_email: request.customerEmail,
            metadata,
            payment_intent_data: { metadata },
          },
          // One of our checkouts is one Stripe session, however often the call is retried.
          { idempotencyKey: `checkout-${request.checkoutId}` },
        ),
      );
      const parsed = parseSession(session);
      if (!parsed.url)
        throw new PaymentsUnavailableError('Stripe returned a checkout without a url');
      return { url: parsed.url, providerSessionId: parsed.id };
    },

    async createPrintCheckout(request) {
      // `kind` tells the webhook this checkout is a print order, not a credit package.
      const metadata = { kind: 'print_order', order_id: request.orderId, user_uid: request.userId };
      const session = await callStripe(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency,
                  unit_amount: request.amountCents,
                  // Our price before tax; Stripe Tax adds the parent's sales tax or VAT on top.
                  tax_behavior: 'exclusive',
                  product_data: { name: 'Printed book', description: request.description },
                },
              },
            ],
            // The parent's own sales tax or VAT, worked out by Stripe Tax for their address
            // (docs/printed-books-tax.md); recorded on the order when it is paid.
            automatic_tax: { enabled: true },
            success_url: `${publicUrl}${printCheckoutSuccessPath(request.orderId)}`,
            cancel_url: `${publicUrl}${PRINT_CHECKOUT_CANCEL_PATH}`,
            client_reference_id: request.orderId,
            customer_email: request.customerEmail,
            metadata,
            payment_intent_data: { metadata },
          },
          { idempotencyKey: `print-checkout-${request.orderId}` },
        ),
      );
      const parsed = parseSession(session);
      if (!parsed.url)
        throw new PaymentsUnavailableError('Stripe returned a checkout without a url');
      return { url: parsed.url, providerSessionId: parsed.id };
    },

    async refund(request) {
      const refund = await callStripe(() =>
        stripe.refunds.create(
          { payment_intent: request.paymentRef, amount: request.amountCents },
          // One refund per order, however often a retry or a second webhook asks for it.
          { idempotencyKey: `refund-${request.key}` },
        ),
      );
      const parsed = refundSchema.safeParse(refund);
      if (!parsed.success)
        throw new PaymentsUnavailableError('Stripe returned an unexpected refund');
      return { refundId: parsed.data.id };
    },

    async retrieveCheckout(providerSessionId) {
      try {
        return toCheckout(parseSession(await stripe.checkout.sessions.retrieve(providerSessionId)));
      } catch (error) {
        if (isStripeNotFound(error)) return undefined;
        throw unavailable(error);
      }
    },

    async receiptUrl(paymentRef) {
      if (!paymentRef.startsWith('pi_')) return null;
      const intent = await callStripe(() =>
        stripe.paymentIntents.retrieve(paymentRef, { expand: ['latest_charge'] }),
      );
      const charge = intent.latest_charge;
      if (!charge) return null;
      const full =
        typeof charge === 'string'
          ? await callStripe(() => stripe.charges.retrieve(charge))
          : charge;
      return chargeSchema.parse(full).receipt_url ?? null;
    },

    parseWebhook(rawBody, signature) {
      if (!signature) throw new InvalidWebhookError('missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        // Default tolerance (300 s): an old delivery replayed later is refused.
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (error) {
        throw new InvalidWebhookError(error instanceof Error ? error.message : 'invalid signature');
      }
      return toPaymentEvent(event);
    },
  };
}

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const isPaidEvent = PAID_EVENTS.has(event.type);
  if (!isPaidEvent && event.type !== 'checkout.session.expired') {
    return { kind: 'ignored', type: event.type };
  }
  const parsed = checkoutSessionSchema.safeParse(event.data.object);
  if (!parsed.success) throw new InvalidWebhookError(`unexpected ${event.type} payload`);
  const checkout = toCheckout(parsed.data);
  if (event.type === 'checkout.session.expired') return { kind: 'checkout_expired', checkout };
  // A completed session with a delayed method (bank debit) is not paid yet: wait for its
  // async_payment_succeeded event instead.
  return checkout.paid
    ? { kind: 'checkout_paid', checkout }
    : { kind: 'ignored', type: event.type };
}

function parseSession(session: unknown) {
  const parsed = checkoutSessionSchema.safeParse(session);
  if (!parsed.success)
    throw new PaymentsUnavailableError('Stripe returned an unexpected checkout session');
  return parsed.data;
}

function toCheckout(session: z.infer<typeof checkoutSessionSchema>): ProviderCheckout {
  const intent = session.payment_intent;
  return {
    providerSessionId: session.id,
    checkoutId: session.client_reference_id ?? null,
    paid: session.payment_status === 'paid',
    amountCents: session.amount_total ?? null,
    subtotalCents: session.amount_subtotal ?? null,
    taxCents: session.total_details?.amount_tax ?? null,
    currency: session.currency ?? null,
    paymentRef: typeof intent === 'string' ? intent : (intent?.id ?? null),
  };
}

/** host/port/protocol for the SDK from a base URL such as http://127.0.0.1:4010. */
function apiBaseOptions(apiBase: string | undefined) {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? '80' : '443'),
    protocol,
  };
}

async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw unavailable(error);
  }
}

function unavailable(error: unknown) {
  if (error instanceof PaymentsUnavailableError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  return new PaymentsUnavailableError(`Stripe call failed: ${detail}`, { cause: error });
}

function isStripeNotFound(error: unknown) {
  const e = error as { statusCode?: number; code?: string } | null;
  return e?.statusCode === 404 || e?.code === 'resource_missing';
}
