import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mergedBooks, type StoredAddedPages, type StoredFileCheck } from '../../db/print-schema';
import type { Transaction } from '../../db/transaction';

export type MergedBookRow = typeof mergedBooks.$inferSelect;

export async function insertMergedBook(tx: Transaction, values: typeof mergedBooks.$inferInsert) {
  await tx.insert(mergedBooks).values(values);
}

export async function findMergedBook(db: Database, id: string) {
  const [row] = await db.select().from(mergedBooks).where(eq(mergedBooks.id, id));
  return row;
}

/** A parent's merged books, newest first. */
export async function listMergedBooksOfUser(db: Database, userId: string) {
  return db
    .select()
    .from(mergedBooks)
    .where(eq(mergedBooks.userId, userId))
    .orderBy(desc(mergedBooks.createdAt));
}

/** Records the built and checked files; false when the book was no longer building. */
export async function completeMergedBook(
  db: Database,
  id: string,
  values: {
    ok: boolean;
    pageCount: number;
    addedPages: StoredAddedPages[];
    interiorKey: string;
    coverKey: string;
    fileCheck: StoredFileCheck;
  },
) {
  const rows = await db
    .update(mergedBooks)
    .set({
      status: values.ok ? 'ready' : 'failed',
      pageCount: values.pageCount,
      addedPages: values.addedPages,
      interiorKey: values.interiorKey,
      coverKey: values.coverKey,
      fileCheck: values.fileCheck,
      errorMessage: values.ok ? null : 'The printer refused the print files.',
      readyAt: new Date(),
    })
    .where(and(eq(mergedBooks.id, id), eq(mergedBooks.status, 'building')))
    .returning({ id: mergedBooks.id });
  return rows.length > 0;
}

/** Marks a book that is still building failed; the row when this call did it. */
export async function failMergedBook(db: Database, id: string, message: string) {
  const [row] = await db
    .update(mergedBooks)
    .set({ status: 'failed', errorMessage: message, readyAt: new Date() })
    .where(and(eq(mergedBooks.id, id), eq(mergedBooks.status, 'building')))
    .returning();
  return row;
}

/**
 * The parent's merged books that contain any of `bookIds`, marked gone at once: failed with
 * `problems.building` or `problems.made` (whether its files were made yet), their file keys cleared and the time recorded, so nothing can download or order them
 * (the caller deletes the files). Returns them.
 */
export async function markMergedBooksWithBooksGone(
  tx: Transaction,
  userId: string,
  bookIds: string[],
  problems: { building: string; made: string },
  now = new Date(),
) {
  if (bookIds.length === 0) return [];
  const ids = sql.join(
    bookIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return tx
    .update(mergedBooks)
    .set({
      status: 'failed',
      errorMessage: sql`case when ${mergedBooks.status} = 'building' then ${problems.building} else ${problems.made} end`,
      interiorKey: null,
      coverKey: null,
      filesDeletedAt: now,
    })
    .where(
      and(
        eq(mergedBooks.userId, userId),
        isNull(mergedBooks.filesDeletedAt),
        sql`${mergedBooks.bookIds} ?| array[${ids}]::text[]`,
      ),
    )
    .returning({ id: mergedBooks.id });
}
