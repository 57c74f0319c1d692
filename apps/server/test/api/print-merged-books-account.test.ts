import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mergedBooks } from '../../src/db/print-schema';
import { retainedReceipts } from '../../src/db/purchases-schema';
import {
  mergedCoverKey,
  mergedInteriorKey,
} from '../../src/modules/print-orders/merged-book-files';
import { filesOf, rowsMentioning } from '../helpers/account-data';
import { US_ADDRESS } from '../helpers/print-lab';
import { insertPrintOrder } from '../helpers/print-orders';
import { waitUntil } from '../helpers/wait';
import { signedInParent } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * A merged book's print files live beside the parent's books (docs/decisions/027), so deleting
 * the account deletes them and the row with it (docs/decisions/012), and its orders with their
 * address; a paid order is kept as a receipt without personal data (docs/decisions/030).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('a merged book when the account is deleted', () => {
  it('goes with it: the row, both print files and the orders with their address', async () => {
    const me = await signedInParent(t);
    const other = await signedInParent(t);
    const userId = me.user.user_uid;
    let mine = '';
    const add = async (owner: string) => {
      const id = randomUUID();
      const interiorKey = mergedInteriorKey(owner, id);
      const coverKey = mergedCoverKey(owner, id);
      await t.ctx.storage.put(interiorKey, Buffer.from('%PDF-1.7 interior'), 'application/pdf');
      await t.ctx.storage.put(coverKey, Buffer.from('%PDF-1.7 cover'), 'application/pdf');
      await t.ctx.database.db.insert(mergedBooks).values({
        id,
        userId: owner,
        bookIds: [],
        pageCount: 24,
        status: 'ready',
        interiorKey,
        coverKey,
        giftMessage: 'For Maya, from Grandma',
      });
      mine ||= id;
    };
    await add(userId);
    await add(other.user.user_uid);
    // A paid order and one never paid, both with the address.
    const paid = await insertPrintOrder(t, userId, mine, { status: 'delivered' });
    await insertPrintOrder(t, userId, mine, {
      status: 'awaiting_payment',
      paidAt: null,
      paymentRef: null,
    });
    expect(await rowsMentioning(t, US_ADDRESS.street1)).toEqual({ print_orders: 2 });
    expect(filesOf(t, userId)).toHaveLength(2);
    expect(Object.keys(await rowsMentioning(t, userId))).toContain('merged_books');

    const res = await me.client.post(`/api/deleteAccount/${userId}`, {
      confirmation: me.parent.email,
    });
    expect(res.status).toBe(200);
    await waitUntil(async () => filesOf(t, userId).length === 0);
    expect(await rowsMentioning(t, userId)).toEqual({});
    expect(await rowsMentioning(t, 'For Maya, from Grandma')).toEqual({ merged_books: 1 });
    expect(filesOf(t, other.user.user_uid)).toHaveLength(2);
    // The orders and their address are gone; the paid one is kept as a receipt naming nobody.
    expect(await rowsMentioning(t, US_ADDRESS.street1)).toEqual({});
    expect(await rowsMentioning(t, US_ADDRESS.name)).toEqual({});
    const receipts = await t.ctx.database.db
      .select()
      .from(retainedReceipts)
      .where(eq(retainedReceipts.checkoutId, paid));
    expect(receipts).toEqual([
      expect.objectContaining({ productId: 'printed_book', amountCents: 3798, currency: 'usd' }),
    ]);
  });
});
