import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { fileKeysOfStory } from '../account-data/account-deletion-repository';
import {
  purgeAccountFiles,
  queueFilesPurge,
  type PurgeAccountFilesJob,
} from '../account-data/purge-account-files-job';
import { bookFolder } from '../books/book-files';
import { mergedBookFolder } from '../print-orders/merged-book-files';
import { markMergedBooksWithBooksGone } from '../print-orders/merged-book-repository';
import {
  MERGED_SOURCE_GONE_PROBLEM,
  MERGED_STORY_DELETED_PROBLEM,
} from '../print-orders/print-source-errors';
import { listBookIdsOfStory } from './library-repository';
import { deleteStoryRow, lockStory } from '../stories/story-repository';

/** The little the use-case needs from the request logger. */
export interface StoryDeletionLog {
  warn(obj: object, msg: string): void;
}

/** The folder every file of a story is written under (stories/write-story-job.ts and media/). */
const storyFolder = (userId: string, storyId: string) => `stories/${userId}/${storyId}/`;

/**
 * Deletes one of the parent's stories with its pictures, narration and books — and the print
 * files of printed books made with them, marked gone at once — the way an account is deleted (docs/decisions/012, 019): the rows in one transaction (the story row, and with it by
 * cascade its pictures, narration, picture requests and book jobs), which also queues the purge
 * of the files; the files are then deleted at once too. Credits spent on it are not refunded.
 * Someone else's story answers 404 like a missing one.
 */
export async function deleteStory(
  ctx: AppContext,
  userId: string,
  storyId: string,
  log: StoryDeletionLog,
): Promise<void> {
  const plan = await ctx.database.db.transaction(async (tx) => {
    const story = await lockStory(tx, storyId);
    if (!story || story.userId !== userId) throw errors.notFound('That story');
    const bookIds = await listBookIdsOfStory(tx, storyId);
    // Printed books made with it are gone at once too, not left orderable until a sweep.
    const printed = await markMergedBooksWithBooksGone(tx, userId, bookIds, {
      building: MERGED_SOURCE_GONE_PROBLEM,
      made: MERGED_STORY_DELETED_PROBLEM,
    });
    const job: PurgeAccountFilesJob = {
      userId,
      keys: await fileKeysOfStory(tx, userId, storyId),
      folders: [
        storyFolder(userId, storyId),
        ...bookIds.map((id) => `${bookFolder(userId, id)}/`),
        ...printed.map((m) => `${mergedBookFolder(userId, m.id)}/`),
      ],
    };
    await deleteStoryRow(tx, storyId);
    await queueFilesPurge(ctx, tx, job);
    return job;
  });
  try {
    await purgeAccountFiles(ctx, plan);
  } catch (error) {
    log.warn({ err: error, storyId }, 'files of a deleted story left to the queue');
  }
}
