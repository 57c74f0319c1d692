import type { MergedBook, PrintOrder } from '@sns/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergedBooks } from '../../src/db/print-schema';
import { startSweeps } from '../../src/jobs/sweeps';
import { PRINT_FILES_DELETED_MESSAGE } from '../../src/modules/print-orders/print-source-errors';
import { sweepPrintData } from '../../src/modules/print-orders/sweep-print-data';
import { rowsMentioning } from '../helpers/account-data';
import { signedInParent, type TestClient } from '../helpers/factories';
import { US_ADDRESS } from '../helpers/print-lab';
import {
  checkoutBody,
  insertPrintOrder,
  printOrderRow,
  readyMergedBook,
} from '../helpers/print-orders';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Printed books keep addresses and print files only while useful (docs/decisions/030): 30 days
 * after an order ended the address is redacted to its country and state, and once every order of
 * a merged book ended so, its print files go; a merged book never ordered goes after 30 days.
 */
let t: TestApp;
let client: TestClient;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  const parent = await signedInParent(t);
  client = parent.client;
  userId = parent.user.user_uid;
});
afterAll(async () => t.close());

const DAY = 24 * 3600 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const ADDRESS = { ...US_ADDRESS, street2: 'Apt 4', email: 'grandma.rose@example.com' };
const REDACTED_ADDRESS = {
  name: '[deleted]',
  street1: '[deleted]',
  street2: '[deleted]',
  city: '[deleted]',
  stateCode: 'DC',
  postcode: '[deleted]',
  countryCode: 'US',
  phoneNumber: '[deleted]',
  email: '[deleted]',
};

/** A merged book made `days` ago, with its two print files. */
async function mergedBookOf(days: number) {
  const id = await readyMergedBook(t, userId);
  await t.ctx.database.db
    .update(mergedBooks)
    .set({ createdAt: daysAgo(days), readyAt: daysAgo(days) })
    .where(eq(mergedBooks.id, id));
  return id;
}

const order = (mergedBookId: string, values: Parameters<typeof insertPrintOrder>[3]) =>
  insertPrintOrder(t, userId, mergedBookId, { shippingAddress: ADDRESS, ...values });

async function filesOfBook(id: string) {
  const [row] = await t.ctx.database.db.select().from(mergedBooks).where(eq(mergedBooks.id, id));
  const keys = [
    `books/${userId}/merged-${id}/interior.pdf`,
    `books/${userId}/merged-${id}/cover.pdf`,
  ];
  const stored = await Promise.all(keys.map((k) => t.ctx.storage.get(k)));
  return { row, files: stored.filter(Boolean).length };
}

const addressOf = async (orderId: string) => (await printOrderRow(t, orderId))?.shippingAddress;

function runSweepsOnce() {
  return startSweeps(
    t.ctx,
    (error) => {
      throw error;
    },
    { soleProcess: false },
  );
}

describe('the sweep of print addresses and files', () => {
  it('redacts addresses and deletes print files 30 days after the orders ended, and unordered merged books after 30 days', async () => {
    const delivered = await mergedBookOf(60);
    const deliveredOrder = await order(delivered, {
      status: 'delivered',
      deliveredAt: daysAgo(31),
      updatedAt: daysAgo(31),
    });
    const recent = await mergedBookOf(20);
    const recentOrder = await order(recent, {
      status: 'delivered',
      deliveredAt: daysAgo(10),
      updatedAt: daysAgo(10),
    });
    const closed = await mergedBookOf(50);
    const refunded = await order(closed, { status: 'refunded', updatedAt: daysAgo(31) });
    const canceled = await order(closed, { status: 'canceled', updatedAt: daysAgo(40) });
    const reordered = await mergedBookOf(60);
    const oldOrder = await order(reordered, {
      status: 'delivered',
      deliveredAt: daysAgo(40),
      updatedAt: daysAgo(40),
    });
    const printing = await order(reordered, { status: 'in_production', updatedAt: daysAgo(45) });
    const unused = await mergedBookOf(31);
    const fresh = await mergedBookOf(5);

    // Nothing is due before the sweep runs.
    expect(await addressOf(deliveredOrder)).toEqual(ADDRESS);
    await runSweepsOnce();

    // Delivered 31 days ago: the address keeps its country and state only; the files are gone,
    // the order and its book stay for the parent's records.
    expect(await addressOf(deliveredOrder)).toEqual(REDACTED_ADDRESS);
    expect((await printOrderRow(t, deliveredOrder))?.addressRedactedAt).toBeInstanceOf(Date);
    const deliveredBook = await filesOfBook(delivered);
    expect(deliveredBook.files).toBe(0);
    expect(deliveredBook.row).toMatchObject({ interiorKey: null, coverKey: null });
    expect(deliveredBook.row?.filesDeletedAt).toBeInstanceOf(Date);
    const shown = await client.get<MergedBook>(`/api/mergedBooks/${delivered}`);
    expect(shown.body).toMatchObject({ proofUrl: null, problems: [PRINT_FILES_DELETED_MESSAGE] });
    const again = await client.post<{ message: string }>(
      '/api/checkoutBook',
      checkoutBody(delivered),
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(PRINT_FILES_DELETED_MESSAGE);
    expect((await client.get<PrintOrder>(`/api/printOrders/${deliveredOrder}`)).body).toMatchObject(
      {
        status: 'delivered',
        totalCents: 3798,
      },
    );

    // Refunded and canceled 30+ days ago: the same.
    expect(await addressOf(refunded)).toEqual(REDACTED_ADDRESS);
    expect(await addressOf(canceled)).toEqual(REDACTED_ADDRESS);
    expect((await filesOfBook(closed)).files).toBe(0);

    // An order still being printed keeps its address and its book's files.
    expect(await addressOf(oldOrder)).toEqual(REDACTED_ADDRESS);
    expect(await addressOf(printing)).toEqual(ADDRESS);
    expect((await filesOfBook(reordered)).files).toBe(2);

    // Never ordered for 31 days: row and files gone; a newer one stays.
    expect(await filesOfBook(unused)).toEqual({ row: undefined, files: 0 });
    expect((await client.get(`/api/mergedBooks/${unused}`)).status).toBe(404);
    expect((await filesOfBook(fresh)).files).toBe(2);

    // Delivered 10 days ago: kept, until the clock passes 30 days.
    expect(await addressOf(recentOrder)).toEqual(ADDRESS);
    expect((await filesOfBook(recent)).files).toBe(2);
    expect(await rowsMentioning(t, 'grandma.rose@example.com')).toEqual({ print_orders: 2 });

    const later = new Date(Date.now() + 26 * DAY);
    expect(await sweepPrintData(t.ctx, later)).toEqual({
      redacted: 1,
      filesDeleted: 1,
      deleted: 1,
    });
    expect(await addressOf(recentOrder)).toEqual(REDACTED_ADDRESS);
    expect((await filesOfBook(recent)).files).toBe(0);
    expect(await filesOfBook(fresh)).toEqual({ row: undefined, files: 0 });
    expect(await addressOf(printing)).toEqual(ADDRESS);
    expect((await filesOfBook(reordered)).files).toBe(2);
    expect(await rowsMentioning(t, 'grandma.rose@example.com')).toEqual({ print_orders: 1 });

    // Once is enough: a second sweep changes nothing.
    expect(await sweepPrintData(t.ctx, later)).toEqual({
      redacted: 0,
      filesDeleted: 0,
      deleted: 0,
    });
  });
});
