import { randomInt, randomUUID } from 'node:crypto';
import { CREDITS, splitElements } from '@sns/contract';
import type { AppContext } from '../../context';
import { transactionSql } from '../../db/transaction';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, errors, ValidationError } from '../../errors';
import { QUEUES } from '../../jobs/queue-names';
import { spendCredits } from '../credits/credit-ledger';
import { checkStoryInput, unsafeWordsMessage } from '../stories/input-safety';
import { getOwnStory } from '../stories/read-stories';
import { findStory, insertStory, lockStory } from '../stories/story-repository';
import { chapterElements } from './chapter-elements';
import {
  insertSeries,
  lockChapters,
  nextChapterNumber,
  startSeriesWith,
} from './series-repository';

const chapterBusy = () =>
  new AppError(
    'conflict',
    'chapter_not_ready',
    'The last chapter is still being written. Try again once it is ready.',
  );

const chapterLanguage = () =>
  new AppError(
    'conflict',
    'chapter_language',
    'Chapters of a story in Spanish can’t be written yet. Tonight, make a new story with the same friends.',
  );

/**
 * "Continue tomorrow" (docs/decisions/066): the next chapter of the story's series — the series is
 * begun, with this story as chapter 1, the first time. The chapter follows the series' latest
 * chapter, whichever chapter the parent continued from; it is a story like any other (the same
 * price and first-one-free rule, the same durable job, refunded when it fails), written from the
 * chapter before's elements, with the parent's one new element when given.
 */
export async function continueStory(
  ctx: AppContext,
  userId: string,
  storyId: string,
  newElement: string | undefined,
) {
  const story = await getOwnStory(ctx, userId, storyId);
  if (story.status !== 'completed') throw errors.storyNotReady();
  // A writer that cannot carry a series in the story's language is not asked to (decision 076).
  const languages = ctx.writer.chapterLanguages;
  if (languages && !languages.includes(story.language)) throw chapterLanguage();
  const added = newElement?.trim() || undefined;
  if (added) {
    const safety = checkStoryInput({ hero: story.hero, elements: [added] });
    if (safety.unsafe.length > 0)
      throw new ValidationError([{ msg: unsafeWordsMessage(safety.unsafe), path: 'newElement' }]);
  }
  if (!ctx.disk.roomForWork()) throw errors.storageFull();

  const chapterId = randomUUID();
  const jobId = randomUUID();
  let accepted: { seriesId: string; chapter: number };
  try {
    accepted = await ctx.database.db.transaction(async (tx) => {
      // One request at a time begins a story's series.
      await lockStory(tx, story.id);
      const current = await findStory(tx, story.id);
      if (!current) throw errors.notFound('That story');
      let seriesId = current.seriesId;
      if (!seriesId) {
        seriesId = randomUUID();
        await insertSeries(tx, {
          id: seriesId,
          userId,
          title: current.title ?? `${current.hero}’s stories`,
        });
        await startSeriesWith(tx, current.id, seriesId);
      }
      const chapters = await lockChapters(tx, seriesId);
      if (chapters.some((c) => c.status === 'queued' || c.status === 'running'))
        throw chapterBusy();
      const latestId = [...chapters].reverse().find((c) => c.status === 'completed')?.id;
      const latest = (latestId && (await findStory(tx, latestId))) || current;
      const chapter = nextChapterNumber(chapters);
      await spendCredits(tx, userId, {
        reason: 'story',
        ref: chapterId,
        amount: CREDITS.story,
        freeKind: 'story',
      });
      await insertStory(tx, {
        id: chapterId,
        userId,
        hero: latest.hero,
        age: latest.age,
        elements: chapterElements(
          splitElements(latest.elements),
          latest.chapterMemory ?? null,
          added,
        ).join(', '),
        genre: latest.genre,
        seed: randomInt(1, 2 ** 31 - 1),
        cast: latest.cast,
        childIds: latest.childIds,
        language: latest.language,
        seriesId,
        chapter,
        jobId,
      });
      await ctx.queue.send(
        QUEUES.writeStory,
        { storyId: chapterId },
        { id: jobId, sql: transactionSql(tx) },
      );
      return { seriesId, chapter };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'stories_series_chapter_key')) throw chapterBusy();
    throw error;
  }
  ctx.queue.wake(QUEUES.writeStory);
  return { workerId: jobId, storyId: chapterId, ...accepted };
}
