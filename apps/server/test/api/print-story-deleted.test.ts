import type { MergedBook } from '@sns/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergedBooks } from '../../src/db/print-schema';
import { MERGED_STORY_DELETED_PROBLEM } from '../../src/modules/print-orders/print-source-errors';
import { completedBook, setCredits, signedInParent } from '../helpers/factories';
import { checkoutBody, readyMergedBook } from '../helpers/print-orders';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 29 point 16: deleting a story marks the printed books made with it gone at once — their
 * print files deleted, nothing to download or order — instead of leaving them ready until the
 * 30-day sweep. Printed books without it, and other parents', are untouched.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function withBooks(id: string, bookIds: string[]) {
  await t.ctx.database.db.update(mergedBooks).set({ bookIds }).where(eq(mergedBooks.id, id));
  const [row] = await t.ctx.database.db.select().from(mergedBooks).where(eq(mergedBooks.id, id));
  return row as typeof mergedBooks.$inferSelect;
}

const exists = async (key: string) => (await t.ctx.storage.get(key)) !== undefined;

describe('deleting a story that is in a printed book', () => {
  it(
    'marks the printed books with it gone at once and deletes their print files',
    { timeout: 300_000 },
    async () => {
      const me = await signedInParent(t);
      const userId = me.user.user_uid;
      await setCredits(t, userId, 40);
      const doomed = await completedBook(me.client, userId);
      const kept = await completedBook(me.client, userId, { genre: 'Adventure' });
      const withIt = await withBooks(await readyMergedBook(t, userId), [
        kept.bookId,
        doomed.bookId,
      ]);
      const without = await withBooks(await readyMergedBook(t, userId), [kept.bookId]);
      expect(await exists(withIt.interiorKey as string)).toBe(true);

      const deleted = await me.client.request({
        method: 'DELETE',
        url: `/api/stories/${doomed.story.uuid}`,
      });
      expect(deleted.status).toBe(204);

      const gone = await me.client.get<MergedBook>(`/api/mergedBooks/${withIt.id}`);
      expect(gone.status).toBe(200);
      expect(gone.body.status).toBe('failed');
      expect(gone.body.proofUrl).toBeNull();
      expect(gone.body.coverUrl).toBeNull();
      expect(gone.body.problems).toEqual([MERGED_STORY_DELETED_PROBLEM]);
      await t.ctx.background.idle();
      expect(await exists(withIt.interiorKey as string)).toBe(false);
      expect(await exists(withIt.coverKey as string)).toBe(false);
      const order = await me.client.post<{ message: string }>(
        '/api/checkoutBook',
        checkoutBody(withIt.id),
      );
      expect(order.status).toBe(409);
      expect(order.body.message).toBe(MERGED_STORY_DELETED_PROBLEM);
      const listed = await me.client.get<MergedBook[]>(`/api/getMergedBooks/${userId}`);
      expect(listed.body.find((b) => b.mergedBookId === withIt.id)?.status).toBe('failed');

      // The printed book without the story is still ready, its files there.
      const still = await me.client.get<MergedBook>(`/api/mergedBooks/${without.id}`);
      expect(still.body.status).toBe('ready');
      expect(still.body.proofUrl).not.toBeNull();
      expect(await exists(without.interiorKey as string)).toBe(true);
    },
  );
});
