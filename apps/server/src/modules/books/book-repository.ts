import { and, desc, eq, inArray } from 'drizzle-orm';
import { bookJobs } from '../../db/books-schema';
import type { Database } from '../../db/client';
import type { Transaction } from '../../db/transaction';

export type BookJobRow = typeof bookJobs.$inferSelect;
type Writer = Database | Transaction;

const ACTIVE = ['processing', 'running'];

export async function insertBookJob(tx: Transaction, values: typeof bookJobs.$inferInsert) {
  await tx.insert(bookJobs).values(values);
}

export async function findBookJob(db: Database, bookId: string) {
  const [row] = await db.select().from(bookJobs).where(eq(bookJobs.id, bookId));
  return row;
}

/** The story's newest book job, whatever its state (the status call of docs/api.md#design-5-3). */
export async function findLatestBookOfStory(db: Database, storyId: string) {
  const [row] = await db
    .select()
    .from(bookJobs)
    .where(eq(bookJobs.storyId, storyId))
    .orderBy(desc(bookJobs.createdAt))
    .limit(1);
  return row;
}

/** The story's finished books, newest first. */
export async function listCompletedBooksOfStory(db: Database, storyId: string) {
  return db
    .select()
    .from(bookJobs)
    .where(and(eq(bookJobs.storyId, storyId), eq(bookJobs.status, 'completed')))
    .orderBy(desc(bookJobs.completedAt));
}

/** Claims the job for an attempt; undefined when it already finished (a late retry does nothing). */
export async function startBookJob(db: Database, bookId: string) {
  const [row] = await db
    .update(bookJobs)
    .set({ status: 'running', pagesDone: 0 })
    .where(and(eq(bookJobs.id, bookId), inArray(bookJobs.status, ACTIVE)))
    .returning();
  return row;
}

export async function updateBookProgress(
  db: Database,
  bookId: string,
  pagesDone: number,
  pagesTotal: number,
) {
  await db
    .update(bookJobs)
    .set({ pagesDone, pagesTotal })
    .where(and(eq(bookJobs.id, bookId), eq(bookJobs.status, 'running')));
}

/** Marks the book built; false when it was no longer running (failed or done by another attempt). */
export async function completeBookJob(tx: Transaction, bookId: string, pdfKey: string) {
  const rows = await tx
    .update(bookJobs)
    .set({ status: 'completed', pdfKey, completedAt: new Date() })
    .where(and(eq(bookJobs.id, bookId), eq(bookJobs.status, 'running')))
    .returning({ id: bookJobs.id });
  return rows.length > 0;
}

/** Marks an unfinished book failed; the row when this call did it (so the refund happens once). */
export async function failBookJob(tx: Transaction, bookId: string, message: string) {
  const [row] = await tx
    .update(bookJobs)
    .set({ status: 'error', errorMessage: message, completedAt: new Date() })
    .where(and(eq(bookJobs.id, bookId), inArray(bookJobs.status, ACTIVE)))
    .returning();
  return row;
}

/** The photo file is gone: forget its key. */
export async function clearBookPhoto(db: Writer, bookId: string) {
  await db.update(bookJobs).set({ photoKey: null }).where(eq(bookJobs.id, bookId));
}
