import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentsUnavailableError, type StripeProvider } from '../../src/providers/payments';
import { createStripeProvider } from '../../src/providers/payments/stripe';
import { createTestCheckoutProvider } from '../../src/providers/payments/test-checkout';
import { FAKE_TAX_PERCENT, startFakeStripe, type FakeStripe } from '../fakes/stripe';

/**
 * The payments provider's printed-book checkout and refund (docs/decisions/027): Stripe through
 * the official SDK against the local fake speaking Stripe's protocol, and the test checkout.
 */

let stripe: FakeStripe;
let provider: StripeProvider;
beforeAll(async () => {
  stripe = await startFakeStripe();
  provider = await createStripeProvider(
    { secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, apiBase: stripe.base },
    'https://stories.example',
  );
});
afterAll(() => stripe.close());

const request = (orderId = randomUUID()) => ({
  orderId,
  userId: randomUUID(),
  customerEmail: 'parent@example.com',
  description: 'Printed book, 24 pages × 1, shipping GROUND',
  amountCents: 3698,
  currency: 'usd',
});

describe('Stripe: a printed-book checkout', () => {
  it('charges our amount with our order id as reference and the book pages as return', async () => {
    const r = request();
    const hosted = await provider.createPrintCheckout(r);
    const session = stripe.session(hosted.providerSessionId ?? '');
    expect(session).toMatchObject({
      client_reference_id: r.orderId,
      // Our price, tax-exclusive; Stripe Tax adds the parent's sales tax on top (issue 29 point 12).
      amount_subtotal: 3698,
      amount_total: 3698 + Math.round((3698 * FAKE_TAX_PERCENT) / 100),
      automatic_tax: { enabled: true },
      currency: 'usd',
      success_url: `https://stories.example/checkout-book-success-page?order=${r.orderId}`,
      cancel_url: 'https://stories.example/checkout-book-error-page',
      metadata: { kind: 'print_order', order_id: r.orderId },
    });
    const call = stripe.requests.find((q) => q.form.client_reference_id === r.orderId);
    expect(call?.idempotencyKey).toBe(`print-checkout-${r.orderId}`);
  });

  it('refunds a paid checkout once however often it is asked, never an unpaid one', async () => {
    const r = request();
    const hosted = await provider.createPrintCheckout(r);
    const paid = stripe.pay(hosted.providerSessionId ?? '');
    const paymentRef = paid.payment_intent ?? '';
    const first = await provider.refund({ paymentRef, amountCents: 3698, key: r.orderId });
    const again = await provider.refund({ paymentRef, amountCents: 3698, key: r.orderId });
    expect(again.refundId).toBe(first.refundId);
    expect(stripe.refunds.filter((f) => f.payment_intent === paymentRef)).toEqual([
      expect.objectContaining({ id: first.refundId, amount: 3698, currency: 'usd' }),
    ]);
    await expect(
      provider.refund({ paymentRef: 'pi_unknown', amountCents: 100, key: randomUUID() }),
    ).rejects.toBeInstanceOf(PaymentsUnavailableError);
  });
});

describe('test checkout: a printed-book checkout', () => {
  it('is our own page for the order, and a refund is recorded once', async () => {
    const test = createTestCheckoutProvider({ publicUrl: 'http://x.test', secret: 's' });
    const r = request();
    expect((await test.createPrintCheckout(r)).url).toBe(
      `http://x.test/test-checkout/book/${r.orderId}`,
    );
    await test.refund({ paymentRef: 'TEST-1', amountCents: 3698, key: r.orderId });
    await test.refund({ paymentRef: 'TEST-1', amountCents: 3698, key: r.orderId });
    expect(test.refunds).toEqual([{ paymentRef: 'TEST-1', amountCents: 3698, key: r.orderId }]);
  });
});
