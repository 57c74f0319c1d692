import { randomUUID } from 'node:crypto';
import type { MergedBook, PrintOrder } from '@sns/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergedBooks } from '../../src/db/print-schema';
import { runBuildMergedBookJob } from '../../src/modules/print-orders/build-merged-book-job';
import {
  BOOK_GONE_MESSAGE,
  MERGED_SOURCE_GONE_PROBLEM,
} from '../../src/modules/print-orders/print-source-errors';
import {
  PRINT_FILES_GONE_PROBLEM,
  runSubmitPrintOrderJob,
} from '../../src/modules/print-orders/submit-print-order-job';
import { completedBook, setCredits, signedInParent, type TestClient } from '../helpers/factories';
import { insertPrintOrder, printOrderRow, readyMergedBook } from '../helpers/print-orders';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * A book chosen for print that is gone — deleted with its story — is never a 500 or a crashing
 * job (docs/api.md#printed-books): the merge answers 409 in words, a build ends `failed` saying
 * why, and a paid order whose print files are gone is refunded at once.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const deleteStory = (client: TestClient, storyId: string) =>
  client.request({ method: 'DELETE', url: `/api/stories/${storyId}` });

/** A merged book still building, as the merge leaves it before its job runs. */
async function buildingMergedBook(userId: string, bookIds: string[]) {
  const id = randomUUID();
  await t.ctx.database.db
    .insert(mergedBooks)
    .values({ id, userId, bookIds, pageCount: 24, status: 'building' });
  return id;
}

describe('printing a book that is gone', () => {
  it(
    'answers 409 in words when a chosen book was deleted with its story',
    { timeout: 240_000 },
    async () => {
      const me = await signedInParent(t);
      const other = await signedInParent(t);
      const userId = me.user.user_uid;
      await setCredits(t, userId, 100);
      await setCredits(t, other.user.user_uid, 100);
      const kept = await completedBook(me.client, userId);
      const deleted = await completedBook(me.client, userId);
      const theirs = await completedBook(other.client, other.user.user_uid);
      expect((await deleteStory(me.client, deleted.story.uuid)).status).toBe(204);

      for (const body of [
        { bookIds: [kept.bookId, deleted.bookId] },
        { books: [deleted.url], bookIds: [kept.bookId] },
      ]) {
        const res = await me.client.post<{ message: string; id: string }>(
          '/api/mergePDFsForPrinting',
          body,
        );
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({ id: 'print_book_gone', message: BOOK_GONE_MESSAGE });
      }
      // A stranger's book in the list is still refused as such, and a link into my folder is mine
      // to ask about only.
      const mixed = await me.client.post('/api/mergePDFsForPrinting', {
        bookIds: [deleted.bookId, theirs.bookId],
      });
      expect(mixed.status).toBe(403);
      expect(
        (await other.client.post('/api/mergePDFsForPrinting', { books: [deleted.url] })).status,
      ).toBe(403);
      const rows = await t.ctx.database.db
        .select()
        .from(mergedBooks)
        .where(eq(mergedBooks.userId, userId));
      expect(rows).toEqual([]);
      // The book still there merges.
      expect(
        (await me.client.post('/api/mergePDFsForPrinting', { bookIds: [kept.bookId] })).status,
      ).toBe(200);
    },
  );

  it(
    'ends a build whose book vanished `failed`, saying why, without retrying',
    { timeout: 240_000 },
    async () => {
      const me = await signedInParent(t);
      const userId = me.user.user_uid;
      await setCredits(t, userId, 100);
      const one = await completedBook(me.client, userId);
      const two = await completedBook(me.client, userId);

      // The story deleted between the merge and its build.
      const rowGone = await buildingMergedBook(userId, [one.bookId, two.bookId]);
      expect((await deleteStory(me.client, two.story.uuid)).status).toBe(204);
      await runBuildMergedBookJob(t.ctx, { mergedBookId: rowGone });
      const failed = await me.client.get<MergedBook>(`/api/mergedBooks/${rowGone}`);
      expect(failed.body).toMatchObject({
        status: 'failed',
        problems: [MERGED_SOURCE_GONE_PROBLEM],
        proofUrl: null,
      });

      // The row still there but its PDF already purged (the files go right after the rows).
      const [row] = await t.ctx.database.db
        .select()
        .from(mergedBooks)
        .where(eq(mergedBooks.id, rowGone));
      expect(row?.interiorKey).toBeNull();
      const pdfKey = new URL(one.url).pathname.replace(/^\/files\//, '');
      await t.ctx.storage.delete(decodeURIComponent(pdfKey));
      const pdfGone = await buildingMergedBook(userId, [one.bookId]);
      await runBuildMergedBookJob(t.ctx, { mergedBookId: pdfGone });
      const alsoFailed = await me.client.get<MergedBook>(`/api/mergedBooks/${pdfGone}`);
      expect(alsoFailed.body).toMatchObject({
        status: 'failed',
        problems: [MERGED_SOURCE_GONE_PROBLEM],
      });
    },
  );

  it('refunds a paid order at once when its print files are gone', async () => {
    const me = await signedInParent(t);
    const userId = me.user.user_uid;
    const mergedBookId = await readyMergedBook(t, userId);
    await t.ctx.database.db
      .update(mergedBooks)
      .set({ interiorKey: null, coverKey: null })
      .where(eq(mergedBooks.id, mergedBookId));
    const orderId = await insertPrintOrder(t, userId, mergedBookId);
    await runSubmitPrintOrderJob(t.ctx, { orderId });
    expect(await printOrderRow(t, orderId)).toMatchObject({
      status: 'refunded',
      refundState: 'refunded',
      problem: PRINT_FILES_GONE_PROBLEM,
      providerJobId: null,
    });
    const order = await me.client.get<PrintOrder>(`/api/printOrders/${orderId}`);
    expect(order.body).toMatchObject({
      status: 'refunded',
      refund: 'refunded',
      problem: PRINT_FILES_GONE_PROBLEM,
    });
  });
});
