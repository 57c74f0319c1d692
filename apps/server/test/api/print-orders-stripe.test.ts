import type { PrintOrder } from '@sns/contract';
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
import { FAKE_TAX_PERCENT, startFakeStripe, type FakeStripe } from '../fakes/stripe';

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
    // Stripe Tax adds the parent's own sales tax or VAT on top of our total (issue 29).
    expect(session.amount_subtotal).toBe(row.totalCents);
    expect(session.automatic_tax.enabled).toBe(true);
    const created = stripe.requests.find(
      (r) => r.path === '/v1/checkout/sessions' && r.form.client_reference_id === row.id,
    );
    expect(created?.form.automatic_tax).toEqual({ enabled: 'true' });
    const tax = Math.round((row.totalCents * FAKE_TAX_PERCENT) / 100);
    expect(session.amount_total).toBe(row.totalCents + tax);
    expect(row.taxCents).toBe(0);
    expect(session.client_reference_id).toBe(row.id);
    const paid = stripe.pay(session.id);
    const event = stripe.event('checkout.session.completed', paid);
    expect((await deliverSignedEvent(t, stripe, event)).status).toBe(200);
    expect((await deliverSignedEvent(t, stripe, event)).status).toBe(200);
    await waitUntil(async () => (await printOrderRow(t, row.id))?.status === 'submitted');
    await t.ctx.background.idle();
    expect(await labJobsFor(t, row.id)).toBe(1);
    expect((await printOrderRow(t, row.id))?.paymentRef).toBe(paid.payment_intent);
    // The order records what was charged, tax included, so a refund gives all of it back.
    const order = (await client.get<PrintOrder>(`/api/printOrders/${row.id}`)).body;
    expect(order.taxCents).toBe(tax);
    expect(order.totalCents).toBe(session.amount_total);
  });

  it('confirms a paid order on the return from Stripe before the webhook, once', async () => {
    const { row, session } = await openCheckout();
    const confirmUrl = `/api/printOrders/${row.id}/confirm`;

    // Back from Stripe before paying (or a URL typed by hand): Stripe says unpaid, nothing moves.
    const early = await client.post<PrintOrder>(confirmUrl);
    expect(early.status).toBe(200);
    expect(early.body).toMatchObject({ orderId: row.id, status: 'awaiting_payment', paidAt: null });

    // Another parent can't confirm it or read it.
    const stranger = await signedInParent(t);
    expect((await stranger.client.post(confirmUrl)).status).toBe(403);

    // Paid at Stripe, the webhook not here yet: the page's return settles it, however often.
    const paid = stripe.pay(session.id);
    const answers = await Promise.all([
      client.post<PrintOrder>(confirmUrl),
      client.post<PrintOrder>(confirmUrl),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.status).not.toBe('awaiting_payment');
      expect(answer.body.paidAt).not.toBeNull();
    }
    // The webhook arriving after changes nothing more.
    await deliverSignedEvent(t, stripe, stripe.event('checkout.session.completed', paid));
    await waitUntil(async () => (await printOrderRow(t, row.id))?.status === 'submitted');
    await t.ctx.background.idle();
    expect(await labJobsFor(t, row.id)).toBe(1);
    expect((await printOrderRow(t, row.id))?.paymentRef).toBe(paid.payment_intent);
    const later = await client.post<PrintOrder>(confirmUrl);
    expect(later.body.status).toBe('submitted');
  });

  it('answers 503 while Stripe is away, and 404 for an unknown order', async () => {
    const { row, session } = await openCheckout();
    stripe.pay(session.id);
    stripe.failNext(10);
    const away = await client.post(`/api/printOrders/${row.id}/confirm`);
    expect(away.status).toBe(503);
    expect((await printOrderRow(t, row.id))?.status).toBe('awaiting_payment');
    stripe.failNext(0);
    const unknown = await client.post(
      '/api/printOrders/6f1c0a52-3c1e-4a4e-9d7e-0a2b3c4d5e6f/confirm',
    );
    expect(unknown.status).toBe(404);
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
