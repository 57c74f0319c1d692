import { randomInt, randomUUID } from 'node:crypto';
import { BOOK_PHOTO_SIDE, CREDITS, type Appearance } from '@sns/contract';
import type { AppContext } from '../../context';
import { transactionSql } from '../../db/transaction';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, errors } from '../../errors';
import { QUEUES } from '../../jobs/queue-names';
import { reencodeUserUpload } from '../accounts/upload-guard';
import { balanceOf, spendCredits } from '../credits/credit-ledger';
import { listStoriesByIds } from '../stories/story-repository';
import { getOwnStory } from '../stories/read-stories';
import { bookErrors } from './book-errors';
import { bookPhotoKey } from './book-files';
import { findBookFonts } from './builder/book-fonts';
import { findLatestBookOfStory, insertBookJob } from './book-repository';
import { refuseUnsafeText } from '../content-safety/refuse-unsafe-text';

export interface BookRequest {
  storyId: string;
  useImageAsMainImage: boolean;
  /** Story ids in book order; the story of the page is always part of the book. */
  selectedStories?: string[];
  /** The uploaded photo as it arrived (any image type; checked and re-encoded here). */
  photo: Buffer | undefined;
  /** The first page's words; the book says "For {hero}, with love" without them. */
  dedication?: string;
  /** The hero's look the parent confirmed from the photo, for this book. */
  appearance?: Appearance;
}

/**
 * Accepts a PDF book (docs/api.md#design-5-3): checks the stories and the photo, then reserves the
 * 10 credits, records the book and queues its job in one transaction — a book is never queued
 * unpaid and credits are never taken without a queued book. Refused requests store and charge
 * nothing.
 */
export async function generateBook(ctx: AppContext, userId: string, request: BookRequest) {
  refuseUnsafeText([{ path: 'dedication', text: request.dedication }]);
  const db = ctx.database.db;
  const main = await getOwnStory(ctx, userId, request.storyId);
  const ids = [...new Set([main.id, ...(request.selectedStories ?? [])])];
  const found = await listStoriesByIds(db, userId, ids);
  // Someone else's story answers like a missing one, so ids can't be probed (as getStory does).
  if (found.length !== ids.length) throw errors.notFound('That story');
  if (found.some((s) => s.status !== 'completed' || !s.storyText)) throw bookErrors.storyNotReady();
  // Every word the book prints must be drawable (issue 33): refused here, before any charge.
  const printed = [
    request.dedication ?? '',
    ...found.flatMap((s) => [s.hero, s.title ?? '', s.storyText ?? '']),
  ];
  // Loaded when first used: pdfkit, pdf-lib and fontkit take a second or more of a start (docs/decisions/063).
  const { undrawableCharacters } = await import('./builder/typeset');
  const unprintable = undrawableCharacters(findBookFonts(), printed.join('\n'));
  if (unprintable.length > 0) throw bookErrors.cannotPrint(unprintable);
  const latest = await findLatestBookOfStory(db, main.id);
  if (latest && (latest.status === 'processing' || latest.status === 'running'))
    throw bookErrors.alreadyMaking();
  // Cheap before the photo is decoded; the spend below is the real guard.
  const balance = await balanceOf(db, userId);
  if (balance < CREDITS.pdfBook) throw bookErrors.creditsShort(balance);

  if (!request.photo) throw errors.noPhoto();
  if (!ctx.disk.roomForWork()) throw errors.storageFull();
  const png = await reencodeUserUpload(ctx, userId, request.photo, { maxSide: BOOK_PHOTO_SIDE });
  const bookId = randomUUID();
  const photoKey = bookPhotoKey(userId, bookId);
  await ctx.storage.put(photoKey, png, 'image/png');
  try {
    await db.transaction(async (tx) => {
      await spendCredits(tx, userId, {
        reason: 'pdf_book',
        ref: bookId,
        amount: CREDITS.pdfBook,
      }).catch(async (error: unknown) => {
        if (error instanceof AppError && error.id === 'not_enough_credits') {
          throw bookErrors.creditsShort(await balanceOf(tx, userId));
        }
        throw error;
      });
      await insertBookJob(tx, {
        id: bookId,
        userId,
        storyId: main.id,
        selectedStoryIds: ids,
        status: 'processing',
        photoKey,
        useImageAsMainImage: request.useImageAsMainImage,
        dedication: request.dedication ?? null,
        appearance: request.appearance ?? null,
        seed: randomInt(1, 2 ** 31 - 1),
      });
      await ctx.queue.send(QUEUES.buildBook, { bookId }, { id: bookId, sql: transactionSql(tx) });
    });
  } catch (error) {
    await ctx.storage.delete(photoKey);
    if (isUniqueViolation(error, 'book_jobs_one_active_per_story'))
      throw bookErrors.alreadyMaking();
    throw error;
  }
  ctx.queue.wake(QUEUES.buildBook);
  return { status: 'running' as const, jobId: bookId };
}
