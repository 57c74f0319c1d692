import type { PrintOrder } from '@sns/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printOrders } from '../../src/db/print-schema';
import { pollPrintOrders } from '../../src/modules/print-orders/poll-print-orders';
import { registerPrintWebhook } from '../../src/modules/print-orders/print-webhook';
import type { TestCheckoutProvider } from '../../src/providers/payments';
import { signWebhookBody } from '../../src/providers/print/webhook-signature';
import { waitUntil } from '../helpers/wait';
import { signedInParent, type TestClient } from '../helpers/factories';
import {
  checkoutBody,
  freePort,
  printOrderRow,
  readyMergedBook,
  submitPrintTestCheckout,
} from '../helpers/print-orders';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The printer's status reaching our orders (docs/decisions/027): its signed webhook and the
 * poller, forward only; a rejected or failed job refunded once. The print lab moves the jobs.
 */

let t: TestApp;
let client: TestClient;
let userId: string;
let email: string;
beforeAll(async () => {
  const port = await freePort();
  t = await createTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}` });
  await t.app.listen({ port, host: '127.0.0.1' });
  const parent = await signedInParent(t);
  client = parent.client;
  userId = parent.user.user_uid;
  email = parent.user.email;
});

/** The mails to the parent about one order (its number is in every one), once `count` came. */
async function mailsAbout(orderId: string, count: number) {
  let mails: { subject: string; raw: string }[] = [];
  await waitUntil(async () => {
    mails = (await t.outbox()).filter((m) => m.to === email && m.raw.includes(orderId));
    return mails.length >= count;
  });
  return mails;
}
afterAll(() => t.close());

const lab = () => {
  if (!t.ctx.printLab) throw new Error('no print lab');
  return t.ctx.printLab;
};
const payments = () => t.ctx.payments as TestCheckoutProvider;

/** An order paid with 4242… and submitted; the lab's file check done. Returns ids. */
async function submittedOrder() {
  const book = await readyMergedBook(t, userId);
  const { orderId } = (
    await client.post<{ orderId: string }>('/api/checkoutBook', checkoutBody(book))
  ).body;
  expect((await submitPrintTestCheckout(t, orderId, 'pay')).statusCode).toBe(303);
  await waitUntil(async () => (await printOrderRow(t, orderId))?.status === 'submitted');
  await t.ctx.background.idle();
  const labJobId = Number((await printOrderRow(t, orderId))?.providerJobId);
  return { orderId, labJobId };
}

async function act(labJobId: number, action: Parameters<ReturnType<typeof lab>['act']>[1]) {
  expect((await lab().act(labJobId, action)).kind).toBe('done');
  await t.ctx.background.idle();
}

const statusOf = async (orderId: string) => (await printOrderRow(t, orderId))?.status;

/** A delivery as the printer sends it, of the lab job as it is now. */
async function delivery(labJobId: number) {
  const job = await lab().getJob(labJobId);
  return JSON.stringify({ topic: 'PRINT_JOB_STATUS_CHANGED', data: job });
}
const deliver = (body: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/print',
    payload: body,
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'lulu-hmac-sha256': signature } : {}),
    },
  });
const sign = (body: string) => signWebhookBody(lab().credentials.clientSecret, body);

describe('the poller (no webhook registered yet)', () => {
  it('moves an order forward from getOrder when no webhook comes', async () => {
    const { orderId, labJobId } = await submittedOrder();
    await act(labJobId, 'start_production');
    expect(await statusOf(orderId)).toBe('submitted');
    await pollPrintOrders(t.ctx);
    expect(await statusOf(orderId)).toBe('in_production');
  });
});

describe('the print webhook', () => {
  beforeAll(async () => {
    const failures: object[] = [];
    await registerPrintWebhook(t.ctx, { error: (obj) => failures.push(obj) });
    expect(failures).toEqual([]);
  });

  it('follows production, shipping with tracking and delivery; old deliveries change nothing', async () => {
    const { orderId, labJobId } = await submittedOrder();
    const early = await delivery(labJobId);
    await act(labJobId, 'start_production');
    expect(await statusOf(orderId)).toBe('in_production');
    await act(labJobId, 'ship');
    const shipped = await client.get<PrintOrder>(`/api/printOrders/${orderId}`);
    expect(shipped.body.status).toBe('shipped');
    expect(shipped.body.tracking?.urls.length).toBeGreaterThan(0);
    expect(shipped.body.tracking?.id).toBeTruthy();
    expect(shipped.body.cancelUntil).toBeNull();
    // The same delivery again, and an older one replayed: acknowledged, nothing moves back.
    const now = await delivery(labJobId);
    expect((await deliver(now, sign(now))).statusCode).toBe(200);
    expect((await deliver(early, sign(early))).statusCode).toBe(200);
    expect(await statusOf(orderId)).toBe('shipped');
    await act(labJobId, 'deliver');
    expect(await statusOf(orderId)).toBe('delivered');
    expect((await printOrderRow(t, orderId))?.deliveredAt).toBeTruthy();
    const mails = await mailsAbout(orderId, 4);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Your Starry Night Story book is being printed',
      'Your Starry Night Story book is on its way',
      'Your Starry Night Story book was delivered',
      'Your Starry Night Story printed book is ordered',
    ]);
    const shippedMail = mails.find((m) => m.subject.includes('on its way'));
    expect(shippedMail?.raw).toContain(shipped.body.tracking?.id ?? 'a tracking number');
  });

  it('refuses forged, tampered and unsigned deliveries with 400 and changes nothing', async () => {
    const { orderId, labJobId } = await submittedOrder();
    const body = (await delivery(labJobId)).replace('"PRODUCTION_DELAYED"', '"SHIPPED"');
    expect(body).toContain('"SHIPPED"');
    expect((await deliver(body, signWebhookBody('not-the-secret', body))).statusCode).toBe(400);
    const honest = await delivery(labJobId);
    expect((await deliver(body, sign(honest))).statusCode).toBe(400);
    expect((await deliver(body)).statusCode).toBe(400);
    expect(await statusOf(orderId)).toBe('submitted');
  });

  it.each(['reject', 'fail'] as const)(
    'a job the printer ends with %s is refunded in full, once',
    async (action) => {
      const { orderId, labJobId } = await submittedOrder();
      if (action === 'fail') await act(labJobId, 'start_production');
      await act(labJobId, action);
      const row = await printOrderRow(t, orderId);
      expect(row).toMatchObject({ status: 'refunded', refundState: 'refunded' });
      const body = await delivery(labJobId);
      expect((await deliver(body, sign(body))).statusCode).toBe(200);
      await pollPrintOrders(t.ctx);
      expect(payments().refunds.filter((r) => r.key === orderId)).toEqual([
        { paymentRef: row?.paymentRef, amountCents: row?.totalCents, key: orderId },
      ]);
      const seen = await client.get<PrintOrder>(`/api/printOrders/${orderId}`);
      expect(seen.body).toMatchObject({ status: 'refunded', refund: 'refunded' });
      const mails = await mailsAbout(orderId, action === 'fail' ? 3 : 2);
      expect(mails.map((m) => m.subject)).toEqual(
        expect.arrayContaining([
          'Your Starry Night Story printed book is ordered',
          'Your Starry Night Story printed book order was refunded',
        ]),
      );
      expect(mails).toHaveLength(action === 'fail' ? 3 : 2);
    },
  );
});

describe('cancel and report a problem', () => {
  it('cancels while the printer allows it, refunds once, and not a second time', async () => {
    const { orderId, labJobId } = await submittedOrder();
    const stranger = await signedInParent(t);
    expect((await stranger.client.post(`/api/printOrders/${orderId}/cancel`)).status).toBe(403);
    const res = await client.post<PrintOrder>(`/api/printOrders/${orderId}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'refunded', refund: 'refunded', cancelUntil: null });
    await t.ctx.background.idle();
    expect((await lab().getJob(labJobId))?.status).toMatchObject({ name: 'CANCELED' });
    const again = await client.post<{ message: string }>(`/api/printOrders/${orderId}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order is already canceled.');
    const row = await printOrderRow(t, orderId);
    expect(payments().refunds.filter((r) => r.key === orderId)).toEqual([
      { paymentRef: row?.paymentRef, amountCents: row?.totalCents, key: orderId },
    ]);
  });

  it('a cancel after the printer rejected the file says the order is already canceled', async () => {
    // The parent's page still offered Cancel (another tab, or before its next poll).
    const { orderId, labJobId } = await submittedOrder();
    await act(labJobId, 'reject');
    expect(await statusOf(orderId)).toBe('refunded');
    const res = await client.post<{ message: string }>(`/api/printOrders/${orderId}/cancel`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This order is already canceled.');
    expect(payments().refunds.filter((r) => r.key === orderId)).toHaveLength(1);
  });

  it('an order not paid yet has nothing to cancel', async () => {
    const book = await readyMergedBook(t, userId);
    const { orderId } = (
      await client.post<{ orderId: string }>('/api/checkoutBook', checkoutBody(book))
    ).body;
    const res = await client.post<{ message: string }>(`/api/printOrders/${orderId}/cancel`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This order is not paid yet, so there is nothing to cancel.');
    expect(await statusOf(orderId)).toBe('awaiting_payment');
  });

  it('refuses to cancel once production started: 409, nothing refunded', async () => {
    const { orderId, labJobId } = await submittedOrder();
    await act(labJobId, 'start_production');
    const res = await client.post<{ message: string }>(`/api/printOrders/${orderId}/cancel`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'This order can no longer be canceled: the printer has started on it.',
    );
    expect(await statusOf(orderId)).toBe('in_production');
    expect(payments().refunds.filter((r) => r.key === orderId)).toEqual([]);
  });

  it('takes a problem within 30 days of delivery only', async () => {
    const { orderId, labJobId } = await submittedOrder();
    const report = { message: 'The cover arrived bent.' };
    expect((await client.post(`/api/printOrders/${orderId}/problem`, report)).status).toBe(409);
    await act(labJobId, 'start_production');
    await act(labJobId, 'ship');
    await act(labJobId, 'deliver');
    const res = await client.post<PrintOrder>(`/api/printOrders/${orderId}/problem`, report);
    expect(res.status).toBe(200);
    expect(res.body.problem).toBe('The cover arrived bent.');
    const mails = await mailsAbout(orderId, 5);
    expect(mails.map((m) => m.subject)).toContain(
      'We received your report about your Starry Night Story book',
    );
    const empty = await client.post(`/api/printOrders/${orderId}/problem`, { message: ' ' });
    expect(empty.status).toBe(400);
    await t.ctx.database.db
      .update(printOrders)
      .set({ deliveredAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
      .where(eq(printOrders.id, orderId));
    expect((await client.post(`/api/printOrders/${orderId}/problem`, report)).status).toBe(409);
  });
});
