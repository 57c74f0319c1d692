import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { findMergedBook, listMergedBooksOfUser } from './merged-book-repository';
import { presentMergedBook } from './present-merged-book';

/** A merged book of the parent's own: another parent's → 403 (issue 15), none → 404. */
export async function getOwnMergedBook(ctx: AppContext, userId: string, id: string) {
  const row = await findMergedBook(ctx.database.db, id);
  if (!row) throw errors.notFound('That printed book');
  if (row.userId !== userId) throw errors.forbidden();
  return row;
}

/** GET /api/mergedBooks/{id}: one merged book, to poll while it is built. */
export async function readMergedBook(ctx: AppContext, userId: string, id: string) {
  return presentMergedBook(ctx.storage, await getOwnMergedBook(ctx, userId, id));
}

/** GET /api/getMergedBooks/{user_uid}: the parent's merged books, newest first. */
export async function listMergedBooks(ctx: AppContext, userId: string) {
  const rows = await listMergedBooksOfUser(ctx.database.db, userId);
  return Promise.all(rows.map((row) => presentMergedBook(ctx.storage, row)));
}

/** POST /api/getQuantityOfPagesToBePrinted/: the interior page count of a merged book. */
export async function pagesToPrint(ctx: AppContext, userId: string, id: string) {
  const row = await getOwnMergedBook(ctx, userId, id);
  return { pageCount: row.pageCount };
}
