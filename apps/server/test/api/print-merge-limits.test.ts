import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergedBooks } from '../../src/db/print-schema';
import { QUEUES } from '../../src/jobs/queue-names';
import {
  DUPLICATE_BOOK_MESSAGE,
  MERGE_LIMITS,
  MERGES_IN_PROGRESS_MESSAGE,
  MERGES_KEPT_MESSAGE,
  MERGES_PER_USER,
} from '../../src/modules/print-orders/merge-limits';
import type { Illustrator } from '../../src/providers/image';
import { EmbeddedIllustrator } from '../../src/providers/image/embedded/embedded-illustrator';
import { completedBook, setCredits, signedInParent, type TestClient } from '../helpers/factories';
import { readyMergedBook } from '../helpers/print-orders';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 29 point 15: one account can't fill the disk or starve everyone's print files. The same
 * book twice in one merge is refused, a parent has at most MERGE_LIMITS books being made and kept,
 * the call is rate-limited, and the shared worker's queue puts another parent's first book ahead
 * of a parent's second.
 */
/** The embedded illustrator until `hang` is set: then print pictures wait, and builds stay `building`. */
function switchableIllustrator() {
  const real = new EmbeddedIllustrator();
  const state = { hang: false };
  const illustrator: Illustrator = {
    illustrate: (request, options) =>
      state.hang ? new Promise(() => {}) : real.illustrate(request, options),
  };
  return { illustrator, state };
}

const { illustrator, state } = switchableIllustrator();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { overrides: { illustrator } });
});
afterAll(async () => t.close());

const merge = (client: TestClient, body: Record<string, unknown>) =>
  client.post<{ mergedBookId?: string; message?: string; code?: string }>(
    '/api/mergePDFsForPrinting',
    body,
  );

const mergedCount = async (userId: string) =>
  (
    await t.ctx.database.db
      .select({ n: count() })
      .from(mergedBooks)
      .where(eq(mergedBooks.userId, userId))
  )[0]?.n ?? 0;

/** Each build job's priority, by merged book id (the job's id). */
async function priorities() {
  const result = await t.ctx.database.db.execute(
    sql`select id::text as id, priority, state from pgboss.job where name = ${QUEUES.buildMergedBook}`,
  );
  return new Map(
    ((result as { rows: unknown[] }).rows as { id: string; priority: number; state: string }[]).map(
      (r) => [r.id, { priority: Number(r.priority), state: r.state }],
    ),
  );
}

describe('what one parent may ask of the print-file worker', () => {
  it(
    'refuses the same book twice in one merge, by id or by link, storing nothing',
    { timeout: 300_000 },
    async () => {
      const me = await signedInParent(t);
      const userId = me.user.user_uid;
      await setCredits(t, userId, 40);
      const book = await completedBook(me.client, userId);
      for (const body of [
        { books: [], bookIds: [book.bookId, book.bookId] },
        { books: [book.url], bookIds: [book.bookId] },
        { books: Array.from({ length: 12 }, () => book.url) },
      ]) {
        const res = await merge(me.client, body);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(DUPLICATE_BOOK_MESSAGE);
      }
      expect(await mergedCount(userId)).toBe(0);
    },
  );

  it('keeps at most MERGE_LIMITS printed books in the making and kept per parent', async () => {
    const me = await signedInParent(t);
    const userId = me.user.user_uid;
    // Refused before any book is read: the limits are checked first. (An id of no book of
    // theirs is otherwise 409, the book gone.)
    const body = { books: [], bookIds: [randomUUID()] };
    for (let i = 0; i < MERGE_LIMITS.inProgress; i += 1)
      await readyMergedBook(t, userId, { status: 'building' });
    const busy = await merge(me.client, body);
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe(MERGES_IN_PROGRESS_MESSAGE);

    const other = await signedInParent(t);
    for (let i = 0; i < MERGE_LIMITS.kept; i += 1) await readyMergedBook(t, other.user.user_uid);
    const full = await merge(other.client, body);
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(MERGES_KEPT_MESSAGE);
    expect(await mergedCount(other.user.user_uid)).toBe(MERGE_LIMITS.kept);
    // Books whose files are gone no longer count.
    await t.ctx.database.db
      .update(mergedBooks)
      .set({ filesDeletedAt: new Date(), interiorKey: null, coverKey: null })
      .where(eq(mergedBooks.userId, other.user.user_uid));
    const next = await merge(other.client, body);
    expect(next.body.message).not.toBe(MERGES_KEPT_MESSAGE);
  });

  it('rate-limits the call per parent', async () => {
    const me = await signedInParent(t);
    const body = { books: [], bookIds: [randomUUID()] };
    for (let i = 0; i < MERGES_PER_USER.limit; i += 1)
      expect((await merge(me.client, body)).status).toBe(409);
    const limited = await merge(me.client, body);
    expect(limited.status).toBe(429);
    expect(limited.raw.headers['retry-after']).toBeDefined();
    // Another parent is not held up by it.
    const other = await signedInParent(t);
    const next = await merge(other.client, body);
    expect(next.body.message).not.toBe(MERGES_KEPT_MESSAGE);
  });

  it(
    "puts another parent's first printed book ahead of a parent's second in the shared queue",
    { timeout: 300_000 },
    async () => {
      const a = await signedInParent(t);
      const b = await signedInParent(t);
      await setCredits(t, a.user.user_uid, 40);
      await setCredits(t, b.user.user_uid, 40);
      const aBook = await completedBook(a.client, a.user.user_uid);
      const bBook = await completedBook(b.client, b.user.user_uid);
      // From here builds never finish: each stays in the making, in the queue or at the worker.
      state.hang = true;
      const a1 = (await merge(a.client, { books: [aBook.url] })).body.mergedBookId as string;
      const a2 = (await merge(a.client, { books: [aBook.url] })).body.mergedBookId as string;
      const b1 = (await merge(b.client, { books: [bBook.url] })).body.mergedBookId as string;
      const jobs = await priorities();
      expect(jobs.get(a1)?.priority).toBe(0);
      expect(jobs.get(a2)?.priority).toBe(-1);
      expect(jobs.get(b1)?.priority).toBe(0);
      // pg-boss fetches by priority, highest first, then oldest: b1 before a2 though sent after.
      const order = [a2, b1].sort(
        (x, y) => (jobs.get(y)?.priority ?? 0) - (jobs.get(x)?.priority ?? 0),
      );
      expect(order).toEqual([b1, a2]);
      // A third in the making is refused.
      const third = await merge(a.client, { books: [aBook.url] });
      expect(third.status).toBe(409);
    },
  );
});
