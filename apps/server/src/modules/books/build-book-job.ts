import type { AppContext } from '../../context';
import { addUsage, type ProviderUsage } from '../../providers/usage';
import { recordProviderCost } from '../provider-costs/record-provider-cost';
import { DiskFullError } from '../../lib/disk-full';
import { refundSpend } from '../credits/credit-ledger';
import { BOOK_FAILED_MESSAGE } from './book-errors';
import { bookPdfKey, storyPhotoKey } from './book-files';
import {
  clearBookPhoto,
  completeBookJob,
  failBookJob,
  findBookJob,
  startBookJob,
  updateBookProgress,
  type BookJobRow,
} from './book-repository';
import type { BookInput } from './builder/book-plan';
import { loadBookContent } from './book-content';
import { insertStoryImage, updateStory } from '../stories/story-repository';

export interface BuildBookJob {
  bookId: string;
}

/**
 * Builds a queued book. Idempotent: a finished book is never rebuilt (a late retry only makes
 * sure the photo is gone), and a retried attempt overwrites the same files, so a worker killed
 * mid-book leaves nothing behind and the credits taken at acceptance are never taken again.
 */
export async function runBuildBookJob(ctx: AppContext, job: BuildBookJob) {
  const db = ctx.database.db;
  const existing = await findBookJob(db, job.bookId);
  if (!existing) return;
  if (existing.status === 'completed' || existing.status === 'error')
    return discardPhoto(ctx, existing);
  // A book drawn for a PDF that could not be stored: fail now, and be retried or refunded.
  if (!ctx.disk.roomForWork()) throw new DiskFullError();
  const book = await startBookJob(db, job.bookId);
  if (!book) return;

  const content = await loadBookContent(ctx, book);
  const photo = book.photoKey ? await ctx.storage.get(book.photoKey) : undefined;
  if (!photo) throw new Error('The photo of this book is missing');
  const input: BookInput = { ...content, photo: photo.data, showPhoto: book.useImageAsMainImage };
  // Progress writes are chained, not awaited per page: drawing never waits for the database,
  // and the pages done only ever go up. They are advisory: one that fails (the database closed
  // under a stopping worker) is dropped, and the book's own writes below report real faults.
  let progress = Promise.resolve();
  const pause = ctx.config.jobs.bookPageDelayMs;
  // What a remote painter used for the book's pages, recorded with the book (provider costs).
  let usage: ProviderUsage | undefined;
  // Loaded when first used: pdfkit, pdf-lib and fontkit take a second or more of a start (docs/decisions/063).
  const { buildBook } = await import('./builder/build-book');
  const built = await buildBook(input, {
    illustrator: {
      async illustrate(request, options) {
        const picture = await ctx.illustrator.illustrate(request, options);
        if (picture.usage) usage = addUsage(usage, picture.usage);
        return picture;
      },
    },
    onProgress(done, total) {
      progress = progress
        .then(() => updateBookProgress(db, book.id, done, total))
        .catch(() => undefined);
      if (pause > 0 && done > 0) return new Promise<void>((resolve) => setTimeout(resolve, pause));
    },
  });
  await progress;

  const pdfKey = bookPdfKey(book.userId, book.id);
  await ctx.storage.put(pdfKey, built.pdf, 'application/pdf');
  const imageKey = book.useImageAsMainImage
    ? storyPhotoKey(book.userId, book.storyId, book.id)
    : undefined;
  if (imageKey) await ctx.storage.put(imageKey, photo.data, 'image/png');

  const completed = await db.transaction(async (tx) => {
    if (!(await completeBookJob(tx, book.id, pdfKey))) return false;
    await recordProviderCost(tx, {
      userId: book.userId,
      storyId: book.storyId,
      kind: 'book',
      usage,
    });
    await updateStory(tx, book.storyId, {
      pdfBookGenerated: true,
      ...(imageKey ? { imageKey } : {}),
    });
    if (imageKey)
      await insertStoryImage(tx, { storyId: book.storyId, key: imageKey, source: 'uploaded' });
    return true;
  });
  const now = await findBookJob(db, book.id);
  // Failed for good while this attempt was still drawing, or the account was deleted meanwhile
  // (docs/decisions/012): its files must not outlive it.
  if (!completed && (!now || now.status === 'error')) {
    await deleteFiles(ctx, [pdfKey, imageKey, now ? undefined : (book.photoKey ?? undefined)]);
  }
  if (now) await discardPhoto(ctx, now);
}

/** Every attempt failed (or crashed and expired): mark the book failed and give back the credits. */
export async function failBuildBookJob(ctx: AppContext, job: BuildBookJob) {
  const failed = await ctx.database.db.transaction(async (tx) => {
    const row = await failBookJob(tx, job.bookId, BOOK_FAILED_MESSAGE);
    if (row) await refundSpend(tx, row.userId, { reason: 'pdf_book', ref: job.bookId });
    return row;
  });
  const book = failed ?? (await findBookJob(ctx.database.db, job.bookId));
  if (!book || book.status === 'completed') return;
  await deleteFiles(ctx, [bookPdfKey(book.userId, book.id)]);
  await discardPhoto(ctx, book);
}

/**
 * docs/decisions/d9-uploaded-images.md: the child's photo is deleted once the book is finished (a
 * kept main image is a copy).
 */
async function discardPhoto(ctx: AppContext, book: BookJobRow) {
  if (!book.photoKey) return;
  await ctx.storage.delete(book.photoKey);
  await clearBookPhoto(ctx.database.db, book.id);
}

async function deleteFiles(ctx: AppContext, keys: (string | undefined)[]) {
  await Promise.all(keys.filter((k): k is string => Boolean(k)).map((k) => ctx.storage.delete(k)));
}
