import { randomUUID } from 'node:crypto';
import type { MergePdfsRequest } from '@sns/contract';
import type { AppContext } from '../../context';
import { transactionSql } from '../../db/transaction';
import { QUEUES } from '../../jobs/queue-names';
import { bookErrors } from '../books/book-errors';
import { findBookFonts } from '../books/builder/book-fonts';
import type { BuildMergedBookJob } from './build-merged-book-job';
import { claimMergeSlot, mergeQueuePriority, refuseDuplicateBooks } from './merge-limits';
import { insertMergedBook } from './merged-book-repository';
import { contentsOf, ownBooksInOrder } from './merged-book-sources';
import { presentMergedBook } from './present-merged-book';
import { bookGoneError, PrintSourceGoneError } from './print-source-errors';
import { refuseUnsafeText } from '../content-safety/refuse-unsafe-text';

/**
 * POST /api/mergePDFsForPrinting (docs/decisions/027): checks the books are the parent's own,
 * each once, and still there (a book deleted with its story → 409), and the parent's share of the
 * print-file worker (merge-limits.ts: books being made and kept, a fair place in the queue),
 * plans the interior for its page count at once (cheap: nothing is drawn), and queues the
 * durable build of the print files and the printer's file check. Answers before the build.
 */
export async function mergeBooksForPrinting(
  ctx: AppContext,
  userId: string,
  request: MergePdfsRequest,
) {
  refuseUnsafeText([{ path: 'giftMessage', text: request.giftMessage }]);
  await claimMergeSlot(ctx.database.db, userId, { lock: false });
  const books = await ownBooksInOrder(ctx, userId, request);
  refuseDuplicateBooks(books.map((b) => b.id));
  const contents = await contentsOf(ctx, books).catch((error: unknown) => {
    throw error instanceof PrintSourceGoneError ? bookGoneError() : error;
  });
  const giftMessage = request.giftMessage?.trim() || undefined;
  // The gift message is printed on page 1: every character must be drawable (issue 33).
  // Loaded when first used: pdfkit, pdf-lib and fontkit take a second or more of a start (docs/decisions/063).
  const { undrawableCharacters } = await import('../books/builder/typeset');
  const { planPrintFiles } = await import('../books/print/build-print-files');
  const unprintable = undrawableCharacters(findBookFonts(), giftMessage ?? '');
  if (unprintable.length > 0) throw bookErrors.cannotPrint(unprintable);
  const plan = planPrintFiles({ books: contents, giftMessage });
  const id = randomUUID();
  await ctx.database.db.transaction(async (tx) => {
    const alreadyBuilding = await claimMergeSlot(tx, userId, { lock: true });
    await insertMergedBook(tx, {
      id,
      userId,
      bookIds: books.map((b) => b.id),
      giftMessage: giftMessage ?? null,
      title: plan.title,
      pageCount: plan.pageCount,
      addedPages: plan.addedPages,
    });
    const job: BuildMergedBookJob = { mergedBookId: id };
    await ctx.queue.send(QUEUES.buildMergedBook, job, {
      id,
      sql: transactionSql(tx),
      priority: mergeQueuePriority(alreadyBuilding),
    });
  });
  ctx.queue.wake(QUEUES.buildMergedBook);
  return presentMergedBook(ctx.storage, {
    id,
    userId,
    bookIds: books.map((b) => b.id),
    giftMessage: giftMessage ?? null,
    title: plan.title,
    status: 'building',
    pageCount: plan.pageCount,
    addedPages: plan.addedPages,
    interiorKey: null,
    coverKey: null,
    fileCheck: null,
    errorMessage: null,
    createdAt: new Date(),
    readyAt: null,
    filesDeletedAt: null,
  });
}
