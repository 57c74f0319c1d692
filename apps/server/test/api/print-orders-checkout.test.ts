import type { PrintOrder } from '@sns/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markPrintOrderPaid } from '../../src/modules/print-orders/pay-print-order';
import { waitUntil } from '../helpers/wait';
import { signedInParent, type TestClient } from '../helpers/factories';
import { US_ADDRESS } from '../helpers/print-lab';
import {
  checkoutBody,
  freePort,
  labJobsFor,
  printOrderRow,
  readyMergedBook,
  submitPrintTestCheckout,
} from '../helpers/print-orders';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * checkoutBook, paying once, submitting once, and the orders API (docs/decisions/027), with the
 * print lab for real over HTTP and the test checkout.
 */

type ErrorBody = { errors: { msg: string; path?: string }[] };
type CheckoutAnswer = { url: string; orderId: string };

let t: TestApp;
let client: TestClient;
let userId: string;
let stranger: Awaited<ReturnType<typeof signedInParent>>;
beforeAll(async () => {
  const port = await freePort();
  t = await createTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}` });
  await t.app.listen({ port, host: '127.0.0.1' });
  const parent = await signedInParent(t);
  client = parent.client;
  userId = parent.user.user_uid;
  stranger = await signedInParent(t);
});
afterAll(() => t.close());

describe('checkoutBook', () => {
  it('prices the order itself, ignoring any price sent, and opens the test checkout', async () => {
    const book = await readyMergedBook(t, userId);
    const res = await client.post<CheckoutAnswer>(
      '/api/checkoutBook',
      checkoutBody(book, { quantity: 2, price: 0.01, totalCents: 1, amountCents: 1 }),
    );
    expect(res.status).toBe(200);
    expect(res.body.url).toBe(`${t.config.publicUrl}/test-checkout/book/${res.body.orderId}`);
    const quote = await t.ctx.print.quote({
      pageCount: 24,
      quantity: 2,
      address: US_ADDRESS,
      shippingLevel: 'GROUND',
    });
    const row = await printOrderRow(t, res.body.orderId);
    expect(row).toMatchObject({
      status: 'awaiting_payment',
      quantity: 2,
      itemCents: 2 * 2999,
      shippingCents: quote.shippingCents,
      // The printer's tax on its own charges to us is not the parent's to pay (issue 29).
      taxCents: 0,
      totalCents: 2 * 2999 + quote.shippingCents,
      currency: 'usd',
      shippingLevel: 'GROUND',
      shippingAddress: US_ADDRESS,
    });
    const page = await t.app.inject({ url: `/test-checkout/book/${res.body.orderId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Test mode');
  });

  it("refuses another parent's merged book (403), one not ready (409), an unknown one (404)", async () => {
    const theirs = await readyMergedBook(t, stranger.user.user_uid);
    expect((await client.post('/api/checkoutBook', checkoutBody(theirs))).status).toBe(403);
    const building = await readyMergedBook(t, userId, { status: 'building' });
    expect((await client.post('/api/checkoutBook', checkoutBody(building))).status).toBe(409);
    const unknown = checkoutBody('6f1c0a52-3c1e-4a4e-9d7e-0a2b3c4d5e6f');
    expect((await client.post('/api/checkoutBook', unknown)).status).toBe(404);
  });

  it.each([
    ['address.phoneNumber', { ...US_ADDRESS, phoneNumber: '' }],
    ['address.postcode', { ...US_ADDRESS, postcode: 'ABC' }],
    // Only the printer knows this state does not exist.
    ['address.stateCode', { ...US_ADDRESS, stateCode: 'ZZ' }],
  ])('refuses a bad address with 400 naming %s, and stores nothing', async (path, address) => {
    const book = await readyMergedBook(t, userId);
    const before = (await client.get<PrintOrder[]>('/api/printOrders')).body.length;
    const res = await client.post<ErrorBody>('/api/checkoutBook', checkoutBody(book, { address }));
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e) => e.path)).toContain(path);
    expect((await client.get<PrintOrder[]>('/api/printOrders')).body).toHaveLength(before);
  });

  it('refuses a gift message other than the one printed in the book', async () => {
    const book = await readyMergedBook(t, userId, { giftMessage: 'For Mia' });
    const other = checkoutBody(book, { giftMessage: 'For Leo' });
    expect((await client.post('/api/checkoutBook', other)).status).toBe(409);
    const same = checkoutBody(book, { giftMessage: 'For Mia' });
    expect((await client.post('/api/checkoutBook', same)).status).toBe(200);
  });
});

describe('paying and submitting, once', () => {
  it('a payment reported twice submits one print job; the order shows it', async () => {
    const book = await readyMergedBook(t, userId);
    const started = await client.post<CheckoutAnswer>('/api/checkoutBook', checkoutBody(book));
    const { orderId } = started.body;

    const declined = await submitPrintTestCheckout(t, orderId, 'pay', '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect((await printOrderRow(t, orderId))?.status).toBe('awaiting_payment');

    const paid = await submitPrintTestCheckout(t, orderId, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/checkout-book-success-page?order=${orderId}`);
    // The same payment reported again: the Pay button twice, and the fulfilment path directly.
    expect((await submitPrintTestCheckout(t, orderId, 'pay')).statusCode).toBe(303);
    expect(await markPrintOrderPaid(t.ctx, orderId, 'TEST-AGAIN')).toEqual({ paid: false });

    await waitUntil(async () => (await printOrderRow(t, orderId))?.status === 'submitted');
    await t.ctx.background.idle();
    expect(await labJobsFor(t, orderId)).toBe(1);
    const row = await printOrderRow(t, orderId);
    expect(row?.providerJobId).toBeTruthy();
    expect(row?.paymentRef).toMatch(/^TEST-/);

    const mine = await client.get<PrintOrder>(`/api/printOrders/${orderId}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ orderId, status: 'submitted', quantity: 1, refund: 'none' });
    expect(mine.body.totalCents).toBe(row?.totalCents);
    expect(Date.parse(mine.body.cancelUntil ?? '')).toBeGreaterThan(Date.now());
    const list = await client.get<PrintOrder[]>('/api/printOrders');
    expect(list.body.map((o) => o.orderId)).toContain(orderId);

    expect((await stranger.client.get(`/api/printOrders/${orderId}`)).status).toBe(403);
    const theirs = await stranger.client.get<PrintOrder[]>('/api/printOrders');
    expect(theirs.body.map((o) => o.orderId)).not.toContain(orderId);
  });

  it('a canceled checkout closes the order and can no longer be paid', async () => {
    const book = await readyMergedBook(t, userId);
    const { orderId } = (await client.post<CheckoutAnswer>('/api/checkoutBook', checkoutBody(book)))
      .body;
    const canceled = await submitPrintTestCheckout(t, orderId, 'cancel');
    expect(canceled.headers.location).toBe('/checkout-book-error-page');
    expect((await submitPrintTestCheckout(t, orderId, 'pay')).statusCode).toBe(409);
    expect((await printOrderRow(t, orderId))?.status).toBe('canceled');
    expect(await labJobsFor(t, orderId)).toBe(0);
  });
});
