import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { mergedBooks, printOrders } from '../../src/db/print-schema';
import { printLabJobs } from '../../src/db/print-lab-schema';
import { coverPdf, interiorPdf, US_ADDRESS } from './print-lab';
import type { TestApp } from './test-app';

/** A free port on 127.0.0.1, so the app can listen at its PUBLIC_URL and reach its print lab. */
export async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A merged book whose print files exist and pass the lab's check (24 pages), as the
 * build-merged-book job leaves it: building print files takes minutes, tested on its own.
 */
export async function readyMergedBook(
  t: TestApp,
  userId: string,
  options: { status?: 'ready' | 'building'; giftMessage?: string } = {},
) {
  const id = randomUUID();
  const interiorKey = `books/${userId}/merged-${id}/interior.pdf`;
  const coverKey = `books/${userId}/merged-${id}/cover.pdf`;
  await t.ctx.storage.put(interiorKey, await interiorPdf(), 'application/pdf');
  await t.ctx.storage.put(coverKey, await coverPdf(), 'application/pdf');
  await t.ctx.database.db.insert(mergedBooks).values({
    id,
    userId,
    bookIds: [],
    pageCount: 24,
    status: options.status ?? 'ready',
    giftMessage: options.giftMessage ?? null,
    interiorKey,
    coverKey,
    fileCheck: { ok: true, interiorPageCount: 24 },
    readyAt: new Date(),
  });
  return id;
}

export const checkoutBody = (mergedBookId: string, extra: Record<string, unknown> = {}) => ({
  mergedBookId,
  shippingOptionId: 'GROUND',
  address: US_ADDRESS,
  ...extra,
});

export async function printOrderRow(t: TestApp, id: string) {
  const [row] = await t.ctx.database.db.select().from(printOrders).where(eq(printOrders.id, id));
  return row;
}

/** How many jobs the print lab holds for our order id (its external_id). */
export async function labJobsFor(t: TestApp, orderId: string) {
  const rows = await t.ctx.database.db
    .select({ id: printLabJobs.id })
    .from(printLabJobs)
    .where(eq(printLabJobs.externalId, orderId));
  return rows.length;
}

/** Posts the test checkout's form of a print order, as the browser does. */
export function submitPrintTestCheckout(
  t: TestApp,
  orderId: string,
  action: 'pay' | 'cancel',
  cardNumber = '4242 4242 4242 4242',
) {
  const payments = t.ctx.payments;
  if (payments.kind !== 'test') throw new Error('not the test checkout');
  const body = new URLSearchParams({ token: payments.formToken(orderId), cardNumber });
  return t.app.inject({
    method: 'POST',
    url: `/test-checkout/book/${orderId}/${action}`,
    payload: body.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/**
 * A print order of a merged book as checkoutBook and the payment leave it (test checkout, US
 * address, one copy of 24 pages), with `values` over it: status, dates and the rest.
 */
export async function insertPrintOrder(
  t: TestApp,
  userId: string,
  mergedBookId: string,
  values: Partial<typeof printOrders.$inferInsert> = {},
) {
  const id = randomUUID();
  await t.ctx.database.db.insert(printOrders).values({
    id,
    userId,
    mergedBookId,
    quantity: 1,
    pageCount: 24,
    shippingAddress: US_ADDRESS,
    shippingLevel: 'GROUND',
    itemCents: 2999,
    shippingCents: 799,
    taxCents: 0,
    totalCents: 3798,
    currency: 'usd',
    paymentProvider: 'test',
    paymentRef: `TEST-${id.slice(0, 8)}`,
    status: 'paid',
    paidAt: new Date(),
    ...values,
  });
  return id;
}
