import { z } from 'zod';

/** docs/product.md#purchase: the package that carries the 'Best Value' badge, by name. */
export const BEST_VALUE_PACKAGE_NAME = '30 Credits';

/** docs/api.md#design-5-4: the test checkout's cards (spaces optional when typed). */
export const TEST_CARDS = {
  pays: '4242424242424242',
  declined: '4000000000000002',
} as const;

/** What the purchase calls and the test checkout say, word for word (shared with the web app). */
export const PURCHASE_MESSAGES = {
  /** The test checkout, after the declined test card (HTTP 402). */
  cardDeclined: 'Your card was declined. No money was taken.',
  /** The test checkout, after any number that is not a test card (HTTP 400). */
  useTestCard: 'Please use a test card number',
  /** GET /api/getLatestReceipt/{email} before the first purchase. */
  noPurchases: 'No purchases yet.',
  /** 404: the product_id is not one of the packages. */
  productNotFound: 'That credit package was not found.',
  /** 404: the checkout does not exist or belongs to someone else. */
  checkoutNotFound: 'That checkout was not found.',
  /** 400 from confirmCheckout while the checkout is not paid. */
  paymentNotCompleted: 'This payment has not been completed.',
  /** 503: the payment provider could not be reached. */
  paymentsUnavailable: 'Payments are not reachable right now. Please try again in a moment.',
} as const;

/**
 * One credit package as GET /api/getAllProducts/ lists it (docs/api.md#spec-3 +
 * docs/api.md#design-5-4).
 */
export const productSchema = z.object({
  product_id: z.string(),
  name: z.string(),
  /** In major units of `currency`, e.g. 9.99. */
  price: z.number(),
  /** ISO 4217, upper case (USD). */
  currency: z.string(),
  /** A signed URL of the package image; works without a session until it expires. */
  presigned_url: z.string(),
  /** How many credits the package adds to storiesRemaining. */
  credits: z.number().int(),
});
export type Product = z.infer<typeof productSchema>;
export const productsResponseSchema = z.array(productSchema);

const productId = z.string().trim().min(1, 'Please choose a credit package').max(64);

/**
 * POST /api/payments. `user` is the current user as the original client sends it; the buyer is
 * always the signed-in user (docs/decisions/d7-own-data-only.md), so it is only checked, never
 * trusted. `product` needs only its id: the price is read from our own table.
 */
export const paymentsBodySchema = z.object({
  user: z
    .object({
      user_uid: z.string().max(64).optional(),
      id: z.string().max(64).optional(),
      email: z.string().max(254).optional(),
    })
    .nullish(),
  product: z.object({ product_id: productId }, { message: 'Please choose a credit package' }),
});
export type PaymentsBody = z.input<typeof paymentsBodySchema>;

/** Where to send the browser: the hosted checkout (ours in test mode, or Stripe's). */
export const paymentsResponseSchema = z.object({ url: z.string() });

/** Our checkout id (test mode) or Stripe's `cs_…` id, as the success page's URL carries it. */
export const checkoutSessionIdSchema = z
  .string()
  .trim()
  .min(1, 'session_id is required')
  .max(255)
  .regex(/^[A-Za-z0-9_-]+$/, 'session_id is not valid');

export const confirmCheckoutQuerySchema = z.object({ session_id: checkoutSessionIdSchema });

/** GET /api/confirmCheckout → the balance after the purchase and its receipt. */
export const confirmCheckoutResponseSchema = z.object({
  message: z.literal('OK'),
  /** The credit balance now. */
  storiesRemaining: z.number().int(),
  /** How many credits this purchase added. */
  credits: z.number().int(),
  receiptUrl: z.string().nullable(),
});
export type ConfirmCheckoutResponse = z.infer<typeof confirmCheckoutResponseSchema>;

export const latestReceiptParamsSchema = z.object({
  email: z.string().trim().min(1).max(254),
});

/** GET /api/getLatestReceipt/{email}: a link to open in a new tab, or a message when none. */
export const latestReceiptResponseSchema = z.union([
  z.object({ url: z.string() }),
  z.object({ message: z.string() }),
]);
export type LatestReceiptResponse = z.infer<typeof latestReceiptResponseSchema>;

/** $9.99 — a price in major units shown in the parent's locale (en-US by default). */
export function formatPrice(price: number, currency = 'USD', locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(price);
}
