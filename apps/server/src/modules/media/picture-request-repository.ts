import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pictureRequests } from '../../db/stories-schema';
import type { Transaction } from '../../db/transaction';

type Writer = Pick<Transaction, 'insert' | 'update'>;

/** Opens a request; call it in the transaction that takes its credit. */
export async function openPictureRequest(
  tx: Writer,
  request: { id: string; userId: string; storyId: string },
) {
  await tx.insert(pictureRequests).values(request);
}

/**
 * Notes the key of the file about to be written. False when the request is no longer pending
 * (refunded by a sweep, or its account deleted): then no file may be written for it.
 */
export async function notePictureFile(db: Writer, id: string, imageKey: string) {
  const rows = await db
    .update(pictureRequests)
    .set({ imageKey })
    .where(and(eq(pictureRequests.id, id), eq(pictureRequests.status, 'pending')))
    .returning({ id: pictureRequests.id });
  return rows.length > 0;
}

/**
 * Settles a pending request as `delivered` or `refunded`; the row, or undefined when it was not
 * pending any more. Only one settlement of a request can ever succeed: under concurrent
 * settlements PostgreSQL re-checks the status after waiting for the other's row lock.
 */
export async function settlePictureRequest(
  tx: Writer,
  id: string,
  status: 'delivered' | 'refunded',
) {
  const [row] = await tx
    .update(pictureRequests)
    .set({ status, settledAt: new Date() })
    .where(and(eq(pictureRequests.id, id), eq(pictureRequests.status, 'pending')))
    .returning();
  return row;
}

/** The request's status now (undefined once its account is deleted). */
export async function pictureRequestStatus(db: Pick<Database, 'select'>, id: string) {
  const [row] = await db
    .select({ status: pictureRequests.status })
    .from(pictureRequests)
    .where(eq(pictureRequests.id, id));
  return row?.status;
}

/**
 * Ids of pending requests opened more than `olderThanSeconds` ago by the database's clock (one
 * clock for every process), or of every pending request when `olderThanSeconds` is 0.
 */
export async function listPendingPictureRequests(
  db: Pick<Database, 'select'>,
  olderThanSeconds: number,
  limit = 500,
) {
  const rows = await db
    .select({ id: pictureRequests.id })
    .from(pictureRequests)
    .where(
      and(
        eq(pictureRequests.status, 'pending'),
        olderThanSeconds > 0
          ? lt(pictureRequests.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`)
          : undefined,
      ),
    )
    .orderBy(asc(pictureRequests.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}
