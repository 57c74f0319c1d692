import { and, eq, inArray } from 'drizzle-orm';
import type { PrintOrder } from '@sns/contract';
import type { AppContext } from '../../context';
import { bookJobs } from '../../db/books-schema';
import { mergedBooks } from '../../db/print-schema';
import { stories } from '../../db/stories-schema';
import type { PrintOrderRow } from './print-order-repository';
import { presentPrintOrder, type OrderBook } from './present-print-order';

const NO_BOOK: OrderBook = { title: null, coverThumbnailUrl: null };

/**
 * What each order's card shows of its book (issue 29 point 13): the title on its cover, and as a
 * thumbnail the picture of the story its first book was made from — the picture on the cover —
 * while that story is there (a deleted story's picture is never shown again).
 */
async function orderBooks(
  ctx: Pick<AppContext, 'database' | 'storage'>,
  rows: PrintOrderRow[],
): Promise<Map<string, OrderBook>> {
  const db = ctx.database.db;
  const ids = [...new Set(rows.map((r) => r.mergedBookId))];
  if (ids.length === 0) return new Map();
  const books = await db
    .select({
      id: mergedBooks.id,
      userId: mergedBooks.userId,
      title: mergedBooks.title,
      bookIds: mergedBooks.bookIds,
    })
    .from(mergedBooks)
    .where(inArray(mergedBooks.id, ids));
  const firstIds = books.map((b) => b.bookIds[0]).filter((id): id is string => Boolean(id));
  const pictures = firstIds.length
    ? await db
        .select({ bookId: bookJobs.id, userId: bookJobs.userId, imageKey: stories.imageKey })
        .from(bookJobs)
        .innerJoin(
          stories,
          and(eq(stories.id, bookJobs.storyId), eq(stories.userId, bookJobs.userId)),
        )
        .where(inArray(bookJobs.id, firstIds))
    : [];
  const result = new Map<string, OrderBook>();
  for (const book of books) {
    const picture = pictures.find((p) => p.bookId === book.bookIds[0] && p.userId === book.userId);
    result.set(book.id, {
      title: book.title,
      coverThumbnailUrl: picture?.imageKey ? await ctx.storage.signedUrl(picture.imageKey) : null,
    });
  }
  return result;
}

/** The orders as their parent sees them, each with its book's title and cover picture. */
export async function presentPrintOrders(
  ctx: Pick<AppContext, 'database' | 'storage'>,
  rows: PrintOrderRow[],
): Promise<PrintOrder[]> {
  const books = await orderBooks(ctx, rows);
  return rows.map((row) => presentPrintOrder(row, books.get(row.mergedBookId) ?? NO_BOOK));
}

export async function presentOnePrintOrder(
  ctx: Pick<AppContext, 'database' | 'storage'>,
  row: PrintOrderRow,
): Promise<PrintOrder> {
  const [order] = await presentPrintOrders(ctx, [row]);
  if (!order) throw new Error('an order presented as nothing');
  return order;
}
