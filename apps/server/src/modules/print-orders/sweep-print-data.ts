import { PRINT_PROBLEM_DAYS } from '@sns/contract';
import type { AppContext } from '../../context';
import { mergedBookFolder } from './merged-book-files';
import {
  deleteUnorderedMergedBooks,
  forgetFilesOfEndedMergedBooks,
  listOrdersToRedact,
  redactOrderAddress,
} from './print-retention-repository';

/** How long print files and addresses are kept after an order ends (docs/decisions/030). */
export const PRINT_DATA_DAYS = PRINT_PROBLEM_DAYS;
const DAY_MS = 24 * 3600 * 1000;

/**
 * What a printed book leaves behind is kept only while it is useful (docs/decisions/030): once an
 * order ended (delivered, canceled, rejected, failed or refunded) 30 days ago — the time a problem
 * can be reported — its shipping address is redacted to the country and state, and when every
 * order of a merged book ended so, its print files are deleted. A merged book never ordered is
 * deleted, files and row, 30 days after it was made. Rows first, files after: a crash in between
 * leaves files no row names, which the orphaned-files sweep deletes. Safe to run in several
 * processes at once (each change is guarded; deleting twice is harmless).
 */
export async function sweepPrintData(ctx: AppContext, now = new Date()) {
  const db = ctx.database.db;
  const cutoff = new Date(now.getTime() - PRINT_DATA_DAYS * DAY_MS);
  const orders = await listOrdersToRedact(db, cutoff);
  for (const order of orders)
    if (order.shippingAddress) await redactOrderAddress(db, order.id, order.shippingAddress, now);
  const ended = await forgetFilesOfEndedMergedBooks(db, cutoff, now);
  const unordered = await deleteUnorderedMergedBooks(db, cutoff);
  for (const book of [...ended, ...unordered])
    await ctx.storage.deleteFolder(`${mergedBookFolder(book.userId, book.id)}/`);
  return { redacted: orders.length, filesDeleted: ended.length, deleted: unordered.length };
}
