import { CREDITS, type BookCredits } from '@sns/contract';
import type { AppContext } from '../../context';
import { balanceOf } from '../credits/credit-ledger';
import { getOwnStory } from '../stories/read-stories';
import { findLatestBookOfStory, listCompletedBooksOfStory } from './book-repository';
import { presentBookStatus, presentGeneratedBook } from './present-book';

/** GET /api/getBookFromStoryGenerationStatus/{storyId}: the latest book job of one of your stories. */
export async function readBookStatus(ctx: AppContext, userId: string, storyId: string) {
  const story = await getOwnStory(ctx, userId, storyId);
  return presentBookStatus(ctx.storage, await findLatestBookOfStory(ctx.database.db, story.id));
}

/** POST /api/getGeneratedPdfBooksForThisStory: the story's finished books, newest first. */
export async function listGeneratedBooks(ctx: AppContext, userId: string, storyId: string) {
  const story = await getOwnStory(ctx, userId, storyId);
  const rows = await listCompletedBooksOfStory(ctx.database.db, story.id);
  return Promise.all(rows.filter((r) => r.pdfKey).map((r) => presentGeneratedBook(ctx.storage, r)));
}

/** GET /api/checkUserCreditsForBook: whether the balance covers a book (10 credits). */
export async function checkBookCredits(
  ctx: AppContext,
  userId: string,
  storyId: string,
): Promise<BookCredits> {
  await getOwnStory(ctx, userId, storyId);
  const balance = await balanceOf(ctx.database.db, userId);
  return { hasEnoughCredits: balance >= CREDITS.pdfBook, totalCreditsAvailable: balance };
}
