import { and, arrayContains, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Transaction } from '../../db/transaction';
import { bookJobs } from '../../db/books-schema';
import { stories } from '../../db/stories-schema';
import type { LibraryCursor } from './library-cursor';

/** What one page of the library asks the database for. */
export interface LibraryFilter {
  childId?: string;
  /** A LIKE pattern made by containsPattern: wildcards in the parent's words are escaped. */
  pattern?: string;
  after?: LibraryCursor;
  limit: number;
}

/** createdAt in UTC to the microsecond, as the cursor carries it. */
const createdAtMicros = sql<string>`to_char(${stories.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Whether a PDF book of the story has been built; book_jobs is indexed by story. Spelled out with
 * table names: Drizzle writes a one-table query's columns unqualified, and inside the subquery an
 * unqualified `id` would be the book's.
 */
const hasBook = sql<boolean>`exists (select 1 from ${bookJobs} b where b.story_id = ${stories}.id and b.status = 'completed')`;

export type LibraryRow = Awaited<ReturnType<typeof listLibraryPage>>[number];

/**
 * One page of the parent's stories, newest first, by keyset on (createdAt, id) so a story written
 * meanwhile never shifts a page. One more row than asked is read to tell whether a page follows.
 * Failed (refunded) attempts are left out, as getUserStories leaves them out.
 */
export async function listLibraryPage(db: Database, userId: string, filter: LibraryFilter) {
  const conditions: (SQL | undefined)[] = [
    eq(stories.userId, userId),
    ne(stories.status, 'error'),
    filter.childId ? arrayContains(stories.childIds, [filter.childId]) : undefined,
    // PostgreSQL's LIKE escapes with a backslash by default, which containsPattern relies on.
    filter.pattern
      ? or(
          ilike(stories.title, filter.pattern),
          ilike(stories.hero, filter.pattern),
          ilike(stories.elements, filter.pattern),
        )
      : undefined,
    filter.after
      ? sql`(${stories.createdAt}, ${stories.id}) < (${filter.after.createdAt}::timestamptz, ${filter.after.id}::uuid)`
      : undefined,
  ];
  return db
    .select({
      id: stories.id,
      title: stories.title,
      hero: stories.hero,
      elements: stories.elements,
      genre: stories.genre,
      status: stories.status,
      createdAt: stories.createdAt,
      createdAtMicros,
      childIds: stories.childIds,
      cast: stories.cast,
      imageKey: stories.imageKey,
      audioKey: stories.audioKey,
      shared: stories.shared,
      hasBook,
    })
    .from(stories)
    .where(and(...conditions))
    .orderBy(desc(stories.createdAt), desc(stories.id))
    .limit(filter.limit + 1);
}

/** The books built for a story: each has a folder of its own (books/book-files.ts). */
export async function listBookIdsOfStory(db: Database | Transaction, storyId: string) {
  const rows = await db
    .select({ id: bookJobs.id })
    .from(bookJobs)
    .where(eq(bookJobs.storyId, storyId));
  return rows.map((r) => r.id);
}
