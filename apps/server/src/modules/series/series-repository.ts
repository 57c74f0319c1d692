import { and, asc, desc, eq, inArray, isNotNull, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { series, stories } from '../../db/stories-schema';
import type { Transaction } from '../../db/transaction';

/** Every read and write of `series`, and of the series columns of `stories` (docs/decisions/066). */
type Queryable = Database | Transaction;

export type SeriesRow = typeof series.$inferSelect;

export async function findSeries(db: Queryable, seriesId: string) {
  const [row] = await db.select().from(series).where(eq(series.id, seriesId));
  return row;
}

export async function insertSeries(db: Queryable, values: typeof series.$inferInsert) {
  await db.insert(series).values(values);
}

export async function renameSeriesRow(db: Queryable, seriesId: string, title: string) {
  await db.update(series).set({ title }).where(eq(series.id, seriesId));
}

/** Makes a story chapter 1 of a new series. */
export async function startSeriesWith(db: Queryable, storyId: string, seriesId: string) {
  await db.update(stories).set({ seriesId, chapter: 1 }).where(eq(stories.id, storyId));
}

/**
 * Locks the series' chapters until the transaction ends, and gives them in order: two "continue"
 * requests at once are decided one after the other.
 */
export async function lockChapters(tx: Transaction, seriesId: string) {
  return tx
    .select({ id: stories.id, chapter: stories.chapter, status: stories.status })
    .from(stories)
    .where(eq(stories.seriesId, seriesId))
    .orderBy(asc(stories.chapter))
    .for('update');
}

const chapterColumns = {
  seriesId: stories.seriesId,
  storyId: stories.id,
  chapter: stories.chapter,
  title: stories.title,
  status: stories.status,
  createdAt: stories.createdAt,
};

/** The parent's series, newest first, each with its chapters (failed ones left out) in order. */
export async function listSeriesOfUser(db: Database, userId: string, only?: string) {
  const rows = await db
    .select()
    .from(series)
    .where(and(eq(series.userId, userId), only ? eq(series.id, only) : undefined))
    .orderBy(desc(series.createdAt));
  if (rows.length === 0) return [];
  const chapters = await db
    .select({ ...chapterColumns, hero: stories.hero })
    .from(stories)
    .where(
      and(
        inArray(
          stories.seriesId,
          rows.map((r) => r.id),
        ),
        ne(stories.status, 'error'),
      ),
    )
    .orderBy(asc(stories.chapter));
  return rows.map((row) => ({
    ...row,
    chapters: chapters.filter((c) => c.seriesId === row.id),
  }));
}

/** What a chapter remembers of the chapters before it: their memories, texts and line keys. */
export async function earlierChapters(db: Database, seriesId: string, chapter: number) {
  return db
    .select()
    .from(stories)
    .where(
      and(
        eq(stories.seriesId, seriesId),
        lt(stories.chapter, chapter),
        eq(stories.status, 'completed'),
        isNotNull(stories.storyText),
      ),
    )
    .orderBy(asc(stories.chapter));
}

/** The number the next chapter takes: one after the highest ever given (a deleted one keeps its). */
export const nextChapterNumber = (chapters: { chapter: number | null }[]) =>
  Math.max(0, ...chapters.map((c) => c.chapter ?? 0)) + 1;
