import type { PrintOrder } from '@sns/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pollPrintOrders } from '../../src/modules/print-orders/poll-print-orders';
import { registerPrintWebhook } from '../../src/modules/print-orders/print-webhook';
import type { TestCheckoutProvider } from '../../src/providers/payments';
import { signWebhookBody } from '../../src/providers/print/webhook-signature';
import { signedInParent, type TestClient } from '../helpers/factories';
import {
  checkoutBody,
  freePort,
  printOrderRow,
  readyMergedBook,
  submitPrintTestCheckout,
} from '../helpers/print-orders';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { waitUntil } from '../helpers/wait';

/**
 * A print job the printer holds as UNPAID until our printer account is paid (issue 29 point 6,
 * docs/decisions/056): the order stays "at the printer", never "printing"; the operator is
 * alerted once (error log and a mail to the print contact); the parent may cancel with no deadline
 * while it waits; once paid, the cancel window is the printer's new production due time.
 */

const CONTACT = 'print-desk@starrynightstory.test';
let t: TestApp;
let client: TestClient;
let userId: string;
beforeAll(async () => {
  const port = await freePort();
  t = await createTestApp(
    { PUBLIC_URL: `http://127.0.0.1:${port}`, PRINT_CONTACT_EMAIL: CONTACT },
    { expectErrorLogs: [/print job UNPAID/] },
  );
  await t.app.listen({ port, host: '127.0.0.1' });
  const parent = await signedInParent(t);
  client = parent.client;
  userId = parent.user.user_uid;
});
afterAll(() => t.close());
afterEach(() => {
  lab().setCardOnFile(true);
  vi.restoreAllMocks();
});

const lab = () => {
  if (!t.ctx.printLab) throw new Error('no print lab');
  return t.ctx.printLab;
};
const payments = () => t.ctx.payments as TestCheckoutProvider;

/** An order paid and sent to a lab printer without a card on file: its job ends UNPAID. */
async function unpaidOrder() {
  lab().setCardOnFile(false);
  const book = await readyMergedBook(t, userId);
  const { orderId } = (
    await client.post<{ orderId: string }>('/api/checkoutBook', checkoutBody(book))
  ).body;
  expect((await submitPrintTestCheckout(t, orderId, 'pay')).statusCode).toBe(303);
  await waitUntil(async () => (await printOrderRow(t, orderId))?.status === 'submitted');
  await t.ctx.background.idle();
  const labJobId = Number((await printOrderRow(t, orderId))?.providerJobId);
  expect((await lab().getJob(labJobId))?.status).toMatchObject({ name: 'UNPAID' });
  return { orderId, labJobId };
}

/** The alerts to the print contact about one order, once `count` came (and no more). */
async function alertsAbout(orderId: string, count: number) {
  let mails: { to: string; subject: string; raw: string }[] = [];
  await waitUntil(async () => {
    mails = (await t.outbox()).filter((m) => m.to === CONTACT && m.raw.includes(orderId));
    return mails.length >= count;
  });
  return mails;
}

const seen = async (orderId: string) =>
  (await client.get<PrintOrder>(`/api/printOrders/${orderId}`)).body;

function expectWaiting(order: PrintOrder) {
  expect(order).toMatchObject({ status: 'submitted', waitingForPrinter: true, cancelUntil: null });
}

describe('an UNPAID job found by the poller (no webhook registered yet)', () => {
  it('stays at the printer, alerts the operator once, and moves on once paid', async () => {
    const errors = vi.spyOn(t.ctx.log, 'error');
    const { orderId, labJobId } = await unpaidOrder();
    await pollPrintOrders(t.ctx);
    await pollPrintOrders(t.ctx);
    expectWaiting(await seen(orderId));
    expect((await printOrderRow(t, orderId))?.providerStatus).toBe('UNPAID');
    const unpaidLogs = errors.mock.calls.filter(([obj]) => JSON.stringify(obj).includes(orderId));
    expect(unpaidLogs).toHaveLength(1);
    expect(unpaidLogs[0]?.[1]).toMatch(/UNPAID/);
    const [alert] = await alertsAbout(orderId, 1);
    expect(alert?.subject).toBe('Action needed: a print job is waiting for payment');
    expect(alert?.raw).toContain(String(labJobId));

    expect((await lab().act(labJobId, 'pay')).kind).toBe('done');
    await t.ctx.background.idle();
    await pollPrintOrders(t.ctx);
    const paid = await seen(orderId);
    const due = (await lab().getJob(labJobId))?.production_due_time;
    expect(paid).toMatchObject({ status: 'submitted', waitingForPrinter: false });
    expect(paid.cancelUntil).toBe(new Date(String(due)).toISOString());
    expect(await alertsAbout(orderId, 1)).toHaveLength(1);
  });
});

describe('an UNPAID job told by the webhook', () => {
  beforeAll(async () => {
    const failures: object[] = [];
    await registerPrintWebhook(t.ctx, { error: (obj) => failures.push(obj) });
    expect(failures).toEqual([]);
  });

  it('is never shown as printing; a replayed delivery alerts no second time', async () => {
    const { orderId, labJobId } = await unpaidOrder();
    expectWaiting(await seen(orderId));
    const body = JSON.stringify({
      topic: 'PRINT_JOB_STATUS_CHANGED',
      data: await lab().getJob(labJobId),
    });
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/print',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'lulu-hmac-sha256': signWebhookBody(lab().credentials.clientSecret, body),
      },
    });
    expect(replay.statusCode).toBe(200);
    await pollPrintOrders(t.ctx);
    expectWaiting(await seen(orderId));
    expect(await alertsAbout(orderId, 1)).toHaveLength(1);
    // Production cannot start before the printer is paid.
    expect((await lab().act(labJobId, 'start_production')).kind).toBe('not_allowed');
  });

  it('the parent may cancel while it waits, with no deadline, and is refunded in full once', async () => {
    const { orderId, labJobId } = await unpaidOrder();
    expectWaiting(await seen(orderId));
    const res = await client.post<PrintOrder>(`/api/printOrders/${orderId}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'refunded', refund: 'refunded', cancelUntil: null });
    await t.ctx.background.idle();
    expect((await lab().getJob(labJobId))?.status).toMatchObject({ name: 'CANCELED' });
    const row = await printOrderRow(t, orderId);
    expect(payments().refunds.filter((r) => r.key === orderId)).toEqual([
      { paymentRef: row?.paymentRef, amountCents: row?.totalCents, key: orderId },
    ]);
  });
});
