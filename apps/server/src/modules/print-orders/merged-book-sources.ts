import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { bookJobs } from '../../db/books-schema';
import { errors } from '../../errors';
import { BookStoriesGoneError, loadBookContent, type BookContent } from '../books/book-content';
import type { BookJobRow } from '../books/book-repository';
import { pdfUrlParts } from './merged-book-files';
import { bookGoneError, PrintSourceGoneError } from './print-source-errors';

/**
 * The finished books a parent chose to print, in their order (URLs first, then ids). A link or
 * id that is another parent's book, or one still being made, is refused as a whole with 403
 * (issue 15): nothing is merged from a list with a stranger in it. A book that is no longer
 * there — deleted with its story after the parent's list was shown — is 409 (print-source-errors.ts);
 * a link into someone else's folder stays 403 whether or not its book exists.
 */
export async function ownBooksInOrder(
  ctx: AppContext,
  userId: string,
  request: { books: string[]; bookIds?: string[] },
): Promise<BookJobRow[]> {
  const links = request.books.map(pdfUrlParts);
  const wanted = [
    ...links.map((link) => {
      if (!link) throw errors.forbidden();
      return link;
    }),
    ...(request.bookIds ?? []).map((bookId) => ({ userId, bookId })),
  ];
  const rows = await booksByIds(
    ctx,
    wanted.map((w) => w.bookId),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  let gone = false;
  const books = wanted.map(({ bookId, userId: folderOwner }) => {
    const row = byId.get(bookId);
    if (!row) {
      if (folderOwner !== userId) throw errors.forbidden();
      gone = true;
      return undefined;
    }
    if (row.userId !== userId || row.status !== 'completed' || !row.pdfKey)
      throw errors.forbidden();
    return row;
  });
  if (gone) throw bookGoneError();
  return books as BookJobRow[];
}

export async function booksByIds(ctx: AppContext, ids: string[]) {
  if (ids.length === 0) return [];
  return ctx.database.db
    .select()
    .from(bookJobs)
    .where(inArray(bookJobs.id, [...new Set(ids)]));
}

/**
 * Each book's content as its PDF was built from it (docs/decisions/025). A book whose stories
 * were all deleted meanwhile → PrintSourceGoneError.
 */
export async function contentsOf(ctx: AppContext, books: BookJobRow[]): Promise<BookContent[]> {
  return Promise.all(
    books.map(async (book) => {
      try {
        return await loadBookContent(ctx, book);
      } catch (error) {
        if (error instanceof BookStoriesGoneError) throw new PrintSourceGoneError(book.id);
        throw error;
      }
    }),
  );
}
