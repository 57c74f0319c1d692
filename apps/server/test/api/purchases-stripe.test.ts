import type { ConfirmCheckoutResponse, User } from '@sns/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions } from '../../src/db/purchases-schema';
import { startFakeStripe, type FakeStripe } from '../fakes/stripe';
import { creditsOf, signedInParent } from '../helpers/factories';
import { checkoutRow, purchaseLedger, startPurchase } from '../helpers/purchases';
import { deliverSignedEvent } from '../helpers/stripe-webhooks';
import { createTestApp, type TestApp } from '../helpers/test-app';

let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp(fake.env, { workers: false });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A parent who opened a Stripe checkout for a package. */
async function openStripeCheckout(productId = 'credits-30') {
  const parent = await signedInParent(t);
  const res = await startPurchase(parent.client, productId, parent.user);
  expect(res.status).toBe(200);
  const sessionId = new URL(res.body.url).pathname.split('/').pop() as string;
  const session = fake.session(sessionId);
  if (!session?.client_reference_id) throw new Error('the fake has no such checkout session');
  return { ...parent, url: res.body.url, sessionId, checkoutId: session.client_reference_id };
}

describe('Stripe Checkout through the official SDK', () => {
  it('creates a payment-mode session from our product, with our reference and an idempotency key', async () => {
    const { url, sessionId, checkoutId, user } = await openStripeCheckout();
    expect(url).toBe(`${fake.base}/pay/${sessionId}`);
    const request = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1);
    expect(request?.idempotencyKey).toBe(`checkout-${checkoutId}`);
    expect(request?.form).toMatchObject({
      mode: 'payment',
      client_reference_id: checkoutId,
      customer_email: user.email,
      success_url: 'http://localhost:3000/checkout-success-page?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/checkout-error-page',
      line_items: {
        0: {
          quantity: '1',
          price_data: { currency: 'usd', unit_amount: '999', product_data: { name: '30 Credits' } },
        },
      },
      metadata: {
        checkout_id: checkoutId,
        user_uid: user.user_uid,
        product_id: 'credits-30',
        credits: '30',
      },
    });
    expect(await checkoutRow(t, checkoutId)).toMatchObject({
      provider: 'stripe',
      providerSessionId: sessionId,
      status: 'open',
      amountCents: 999,
    });
  });

  it('makes one Stripe session when the answer is lost and the SDK retries', async () => {
    const parent = await signedInParent(t);
    const before = fake.sessionCount();
    fake.dropNextResponse();
    const res = await startPurchase(parent.client, 'credits-10');
    expect(res.status).toBe(200);
    expect(fake.sessionCount()).toBe(before + 1);
    const sessionId = new URL(res.body.url).pathname.split('/').pop() as string;
    const key = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').slice(-2);
    expect(key.map((r) => r.idempotencyKey)).toEqual([
      key[0]?.idempotencyKey,
      key[0]?.idempotencyKey,
    ]);
    expect(fake.session(sessionId)).toBeDefined();
  });

  it('answers 503 when Stripe is down and leaves no open checkout behind', async () => {
    const parent = await signedInParent(t);
    fake.failNext(3);
    const res = await startPurchase(parent.client, 'credits-10');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      message: 'Payments are not reachable right now. Please try again in a moment.',
    });
    const rows = await t.ctx.database.db
      .select({ status: checkoutSessions.status })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, parent.user.user_uid));
    expect(rows).toEqual([{ status: 'canceled' }]);
  });

  it('credits the success-page return when Stripe says paid, then the webhook changes nothing', async () => {
    const { client, user, sessionId, checkoutId } = await openStripeCheckout();
    const early = await client.get(`/api/confirmCheckout?session_id=${sessionId}`);
    expect(early.status).toBe(400);
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 12, ledgerSum: 12 });

    const session = fake.pay(sessionId);
    const confirmed = await client.get<ConfirmCheckoutResponse>(
      `/api/confirmCheckout?session_id=${sessionId}`,
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ message: 'OK', storiesRemaining: 42, credits: 30 });
    expect(confirmed.body.receiptUrl).toMatch(
      /^https:\/\/pay\.stripe\.com\/receipts\/payment\/ch_test_/,
    );

    const webhook = await deliverSignedEvent(
      t,
      fake,
      fake.event('checkout.session.completed', session),
    );
    expect(webhook.status).toBe(200);
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 42, ledgerSum: 42 });
    expect(await checkoutRow(t, checkoutId)).toMatchObject({
      status: 'paid',
      paymentRef: session.payment_intent,
    });
    const profile = await client.get<{ user: User }>(`/api/getUserProfile/${user.user_uid}`);
    expect(profile.body.user.lastPurchaseDate).not.toBeNull();
  });

  it("links the latest receipt to the charge's receipt_url via the payment intent", async () => {
    const {
      client,
      parent: { email },
      sessionId,
    } = await openStripeCheckout('credits-60');
    const session = fake.pay(sessionId);
    await deliverSignedEvent(t, fake, fake.event('checkout.session.completed', session));
    const receipt = await client.get<{ url: string }>(
      `/api/getLatestReceipt/${encodeURIComponent(email)}`,
    );
    expect(receipt.status).toBe(200);
    expect(receipt.body.url).toMatch(/^https:\/\/pay\.stripe\.com\/receipts\/payment\/ch_test_/);
    expect(
      fake.requests.some((r) => r.path === `/v1/payment_intents/${session.payment_intent}`),
    ).toBe(true);
  });

  it("does not confirm someone else's Stripe session and grants nothing for an unknown one", async () => {
    const { sessionId } = await openStripeCheckout();
    fake.pay(sessionId);
    const other = await signedInParent(t, { firstName: 'Noor' });
    expect((await other.client.get(`/api/confirmCheckout?session_id=${sessionId}`)).status).toBe(
      404,
    );
    expect((await other.client.get('/api/confirmCheckout?session_id=cs_test_unknown')).status).toBe(
      404,
    );
    expect(await creditsOf(t, other.user.user_uid)).toEqual({ balance: 12, ledgerSum: 12 });
    expect(await purchaseLedger(t, other.user.user_uid)).toEqual([]);
  });

  it('serves no test checkout while Stripe is configured', async () => {
    const { checkoutId } = await openStripeCheckout();
    const page = await t.client().get(`/test-checkout/${checkoutId}`);
    expect(page.status).toBe(404);
    const pay = await t.client().request({
      method: 'POST',
      url: `/test-checkout/${checkoutId}/pay`,
      payload: 'cardNumber=4242424242424242',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      csrf: false,
    });
    expect(pay.status).toBe(404);
    expect((await checkoutRow(t, checkoutId))?.status).toBe('open');
  });
});
