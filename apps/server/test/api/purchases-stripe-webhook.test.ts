import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../fakes/stripe';
import { creditsOf, signedInParent } from '../helpers/factories';
import { checkoutRow, purchaseLedger, startPurchase } from '../helpers/purchases';
import { deliverSignedEvent, deliverWebhook, signPayload } from '../helpers/stripe-webhooks';
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

/** A parent whose Stripe checkout for 30 credits was paid at Stripe (not yet told to us). */
async function paidAtStripe() {
  const parent = await signedInParent(t);
  const res = await startPurchase(parent.client, 'credits-30');
  const sessionId = new URL(res.body.url).pathname.split('/').pop() as string;
  const session = fake.pay(sessionId);
  const event = fake.event('checkout.session.completed', session);
  return {
    ...parent,
    sessionId,
    session,
    event,
    checkoutId: session.client_reference_id as string,
  };
}

describe('POST /api/webhooks/stripe', () => {
  it('credits checkout.session.completed (paid) once, with no CSRF token or cookie', async () => {
    const { user, event, checkoutId } = await paidAtStripe();
    const res = await deliverSignedEvent(t, fake, event);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 42, ledgerSum: 42 });
    expect(await checkoutRow(t, checkoutId)).toMatchObject({ status: 'paid' });
    // Stripe delivers again (it retries until it sees a 2xx): nothing more.
    expect((await deliverSignedEvent(t, fake, event)).status).toBe(200);
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 42, ledgerSum: 42 });
  });

  it('refuses a bad signature, a re-serialised body, an old timestamp or no header: 400, no credit', async () => {
    const { user, event, checkoutId } = await paidAtStripe();
    const payload = JSON.stringify(event, null, 2);
    const now = Math.floor(Date.now() / 1000);
    const attempts: [string, string, string | undefined][] = [
      ['wrong secret', payload, signPayload(fake, payload, { secret: 'whsec_someone_else' })],
      ['forged header', payload, `t=${now},v1=${'0'.repeat(64)}`],
      ['re-serialised body', JSON.stringify(event), signPayload(fake, payload)],
      ['changed body', payload.replace('"paid"', '"paid" '), signPayload(fake, payload)],
      ['old timestamp', payload, signPayload(fake, payload, { timestamp: now - 301 })],
      ['no header', payload, undefined],
      ['garbage header', payload, 'nonsense'],
    ];
    for (const [why, body, signature] of attempts) {
      const res = await deliverWebhook(t, body, signature);
      expect(res.status, why).toBe(400);
    }
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 12, ledgerSum: 12 });
    expect(await checkoutRow(t, checkoutId)).toMatchObject({ status: 'open', fulfilledAt: null });
  });

  it('credits once when the same completed event is delivered twice at once', async () => {
    const { user, event } = await paidAtStripe();
    const results = await Promise.all([
      deliverSignedEvent(t, fake, event),
      deliverSignedEvent(t, fake, event),
      deliverSignedEvent(t, fake, event),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 42, ledgerSum: 42 });
    expect(await purchaseLedger(t, user.user_uid)).toHaveLength(1);
  });

  it('credits once when the webhook and the success-page return arrive at the same time', async () => {
    const { client, user, event, sessionId } = await paidAtStripe();
    const [webhook, confirm] = await Promise.all([
      deliverSignedEvent(t, fake, event),
      client.get(`/api/confirmCheckout?session_id=${sessionId}`),
      client.get(`/api/confirmCheckout?session_id=${sessionId}`),
    ]);
    expect(webhook.status).toBe(200);
    expect(confirm.status).toBe(200);
    expect(confirm.body).toMatchObject({ storiesRemaining: 42, credits: 30 });
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 42, ledgerSum: 42 });
    expect(await purchaseLedger(t, user.user_uid)).toHaveLength(1);
  });

  it('acknowledges events it does not act on and credits nothing for them', async () => {
    const { user, session } = await paidAtStripe();
    const cases = [
      fake.event('payment_intent.succeeded', {
        id: session.payment_intent,
        object: 'payment_intent',
      }),
      fake.event('customer.created', { id: 'cus_test_1', object: 'customer' }),
      // Completed but not paid yet (a delayed payment method): wait for async_payment_succeeded.
      fake.event('checkout.session.completed', { ...session, payment_status: 'unpaid' }),
      // Paid, but not a checkout of ours.
      fake.event('checkout.session.completed', {
        ...session,
        id: 'cs_test_not_ours',
        client_reference_id: '00000000-0000-4000-8000-000000000000',
      }),
      // Paid, but for less than our price: never credited.
      fake.event('checkout.session.completed', { ...session, amount_total: 1 }),
    ];
    for (const event of cases) {
      const res = await deliverSignedEvent(t, fake, event);
      expect(res.status, event.type).toBe(200);
    }
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 12, ledgerSum: 12 });
  });

  it('marks an expired checkout, and still credits it if Stripe later reports it paid', async () => {
    const { user, session, event, checkoutId } = await paidAtStripe();
    const expired = await deliverSignedEvent(
      t,
      fake,
      fake.event('checkout.session.expired', { ...session, payment_status: 'unpaid' }),
    );
    expect(expired.status).toBe(200);
    expect((await checkoutRow(t, checkoutId))?.status).toBe('expired');
    // Money taken is never lost: a paid report wins over our bookkeeping.
    expect((await deliverSignedEvent(t, fake, event)).status).toBe(200);
    expect((await checkoutRow(t, checkoutId))?.status).toBe('paid');
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 42, ledgerSum: 42 });
  });

  it('credits checkout.session.async_payment_succeeded like a completed payment', async () => {
    const { user, session } = await paidAtStripe();
    const res = await deliverSignedEvent(
      t,
      fake,
      fake.event('checkout.session.async_payment_succeeded', session),
    );
    expect(res.status).toBe(200);
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 42, ledgerSum: 42 });
  });
});
