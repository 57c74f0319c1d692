import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { bookJobs } from '../../db/books-schema';
import type { Database } from '../../db/client';
import { stories } from '../../db/stories-schema';

export type PrintableBookRow = Awaited<ReturnType<typeof listPrintableBooksOfUser>>[number];

/**
 * The parent's finished PDF books with the story each was made from, newest first. Joined on the
 * story (and its owner), so a book of a deleted story — or one somehow not under the parent's own
 * story — is never offered for print.
 */
export async function listPrintableBooksOfUser(db: Database, userId: string) {
  return db
    .select({
      bookId: bookJobs.id,
      storyId: stories.id,
      pdfKey: bookJobs.pdfKey,
      completedAt: bookJobs.completedAt,
      createdAt: bookJobs.createdAt,
      title: stories.title,
      hero: stories.hero,
      imageKey: stories.imageKey,
    })
    .from(bookJobs)
    .innerJoin(stories, and(eq(stories.id, bookJobs.storyId), eq(stories.userId, userId)))
    .where(
      and(
        eq(bookJobs.userId, userId),
        eq(bookJobs.status, 'completed'),
        isNotNull(bookJobs.pdfKey),
      ),
    )
    .orderBy(desc(bookJobs.completedAt), desc(bookJobs.createdAt));
}
