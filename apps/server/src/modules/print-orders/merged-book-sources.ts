import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { bookJobs } from '../../db/books-schema';
import { errors } from '../../http/errors';
import { loadBookContent, type BookContent } from '../books/book-content';
import type { BookJobRow } from '../books/book-repository';
import { bookIdOfPdfUrl } from './merged-book-files';

/**
 * The finished books a parent chose to print, in their order (URLs first, then ids). A link or
 * id that is not one of their own finished books — another parent's, unknown, still being made —
 * is refused as a whole with 403 (issue 15): nothing is merged from a list with a stranger in it.
 */
export async function ownBooksInOrder(
  ctx: AppContext,
  userId: string,
  request: { books: string[]; bookIds?: string[] },
): Promise<BookJobRow[]> {
  const ids = [...request.books.map(bookIdOfPdfUrl), ...(request.bookIds ?? [])];
  if (ids.some((id) => id === undefined)) throw errors.forbidden();
  const wanted = ids as string[];
  const rows = await booksByIds(ctx, wanted);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return wanted.map((id) => {
    const row = byId.get(id);
    if (!row || row.userId !== userId || row.status !== 'completed' || !row.pdfKey)
      throw errors.forbidden();
    return row;
  });
}

export async function booksByIds(ctx: AppContext, ids: string[]) {
  if (ids.length === 0) return [];
  return ctx.database.db
    .select()
    .from(bookJobs)
    .where(inArray(bookJobs.id, [...new Set(ids)]));
}

/** Each book's content as its PDF was built from it (docs/decisions/025). */
export async function contentsOf(ctx: AppContext, books: BookJobRow[]): Promise<BookContent[]> {
  return Promise.all(books.map((book) => loadBookContent(ctx, book)));
}
