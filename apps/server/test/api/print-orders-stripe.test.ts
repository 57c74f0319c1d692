import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../helpers/wait';
import { signedInParent, type TestClient } from '../helpers/factories';
import {
  checkoutBody,
  freePort,
  labJobsFor,
  printOrderRow,
  readyMergedBook,
} from '../helpers/print-orders';
import { deliverSignedEvent } from '../helpers/stripe-webhooks';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { startFakeStripe, type FakeStripe } from '../fakes/stripe';

/**
 * A printed-book order paid through Stripe Checkout (docs/decisions/027): the official SDK against
 * the local fake; the signed webhook marks the order paid once and the lab gets one job.
 */

let stripe: FakeStripe;
let t: TestApp;
let client: TestClient;
let userId: string;
beforeAll(async () => {
  stripe = await startFakeStripe();
  const port = await freePort();
  t = await createTestApp({ ...stripe.env, PUBLIC_URL: `http://127.0.0.1:${port}` });
  await t.app.listen({ port, host: '127.0.0.1' });
  const parent = await signedInParent(t);
  client = parent.client;
  userId = parent.user.user_uid;
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

async function openCheckout() {
  const book = await readyMergedBook(t, userId);
  const res = await client.post<{ url: string; orderId: string }>(
    '/api/checkoutBook',
    checkoutBody(book),
  );
  expect(res.status).toBe(200);
  const row = await printOrderRow(t, res.body.orderId);
  const session = stripe.session(row?.checkoutId ?? '');
  if (!row || !session) throw new Error('no Stripe session for the order');
  expect(res.body.url).toBe(session.url);
  return { row, session };
}

describe('printed-book orders through Stripe', () => {
  it('charges the server total; the paid webhook delivered twice submits one job', async () => {
    const { row, session } = await openCheckout();
    expect(session.amount_total).toBe(row.totalCents);
    expect(session.client_reference_id).toBe(row.id);
    const paid = stripe.pay(session.id);
    const event = stripe.event('checkout.session.completed', paid);
    expect((await deliverSignedEvent(t, stripe, event)).status).toBe(200);
    expect((await deliverSignedEvent(t, stripe, event)).status).toBe(200);
    await waitUntil(async () => (await printOrderRow(t, row.id))?.status === 'submitted');
    await t.ctx.background.idle();
    expect(await labJobsFor(t, row.id)).toBe(1);
    expect((await printOrderRow(t, row.id))?.paymentRef).toBe(paid.payment_intent);
  });

  it('submits nothing for a paid session whose amount is not the order total', async () => {
    const { row, session } = await openCheckout();
    const paid = { ...stripe.pay(session.id), amount_total: 1 };
    await deliverSignedEvent(t, stripe, stripe.event('checkout.session.completed', paid));
    expect((await printOrderRow(t, row.id))?.status).toBe('awaiting_payment');
    await deliverSignedEvent(t, stripe, stripe.event('checkout.session.expired', session));
    expect((await printOrderRow(t, row.id))?.status).toBe('canceled');
    expect(await labJobsFor(t, row.id)).toBe(0);
  });
});
