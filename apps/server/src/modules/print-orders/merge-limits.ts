import { and, count, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { RateRule } from '../accounts/rate-limit';
import { mergedBooks } from '../../db/print-schema';
import { users } from '../../db/schema';
import { AppError, errors } from '../../errors';
import type { Database } from '../../db/client';
import type { Transaction } from '../../db/transaction';

/**
 * What one parent may ask of the shared print-file worker (issue 29, docs/decisions/045): each
 * book once per printed book, a few printed books being made at once, a bounded number kept with
 * their files, and a rate on the call itself. Between parents the queue is fair (mergeQueuePriority).
 */
export const MERGE_LIMITS = {
  /** Printed books being made at once, per parent. */
  inProgress: 2,
  /** Printed books kept with their print files (being made, ready or ordered), per parent. */
  kept: 10,
} as const;

/** The call itself: a parent makes a printed book now and then, a script many a minute. */
export const MERGES_PER_USER: RateRule = { name: 'merge-pdfs', limit: 10, windowSeconds: 3600 };

export const DUPLICATE_BOOK_MESSAGE =
  'Each book can be in a printed book only once: remove the repeated book and try again.';
export const MERGES_IN_PROGRESS_MESSAGE = `You are already making ${MERGE_LIMITS.inProgress} printed books: wait until one is ready, then make the next.`;
export const MERGES_KEPT_MESSAGE = `You have ${MERGE_LIMITS.kept} printed books kept already: order one of them, or wait until an unordered one is cleared 30 days after it was made.`;

/** The same book twice in one merge (by link or id) → 400 naming the field. */
export function refuseDuplicateBooks(bookIds: readonly string[]) {
  if (new Set(bookIds).size !== bookIds.length)
    throw new AppError('invalid', 'duplicate_books', DUPLICATE_BOOK_MESSAGE);
}

/**
 * Counts the parent's printed books, refusing one more past the limits; returns how many are
 * being made, which sets the new one's place in the queue. Asked once before any work, then again
 * in the transaction that adds the book, under a lock on the parent's row (`lock`), so two merges
 * sent at once can't both pass.
 */
export async function claimMergeSlot(
  tx: Transaction | Database,
  userId: string,
  options: { lock: boolean },
): Promise<number> {
  if (options.lock)
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
  const keptWithFiles = and(
    eq(mergedBooks.userId, userId),
    isNull(mergedBooks.filesDeletedAt),
    or(eq(mergedBooks.status, 'building'), isNotNull(mergedBooks.interiorKey)),
  );
  const [row] = await tx
    .select({
      kept: count(),
      building: sql<number>`count(*) filter (where ${mergedBooks.status} = 'building')`.mapWith(
        Number,
      ),
    })
    .from(mergedBooks)
    .where(keptWithFiles);
  const building = row?.building ?? 0;
  if (building >= MERGE_LIMITS.inProgress) throw errors.conflict(MERGES_IN_PROGRESS_MESSAGE);
  if ((row?.kept ?? 0) >= MERGE_LIMITS.kept) throw errors.conflict(MERGES_KEPT_MESSAGE);
  return building;
}

/**
 * The queue takes higher priorities first, then the oldest: a parent's first printed book in the
 * making goes at 0, a second at -1, so another parent's first never waits behind them.
 */
export const mergeQueuePriority = (alreadyBuilding: number) => -alreadyBuilding;
