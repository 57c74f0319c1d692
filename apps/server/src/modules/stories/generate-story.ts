import { randomInt, randomUUID } from 'node:crypto';
import { CREDITS, type GenerateStoryBody, type generateStoryBodySchema } from '@sns/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { transactionSql } from '../../db/transaction';
import { errors, ValidationError } from '../../errors';
import { QUEUES } from '../../jobs/queue-names';
import { castForNewStory } from '../children/story-cast';
import { spendCredits } from '../credits/credit-ledger';
import { checkStoryInput, trademarkWarning, unsafeWordsMessage } from './input-safety';
import { insertStory } from './story-repository';

export type StoryInput = z.output<typeof generateStoryBodySchema>;
export type { GenerateStoryBody };

/**
 * Accepts a story request: refuses unsafe input and children not the parent's own, takes the
 * credit (docs/decisions/d1-credits.md: the first story is free) and queues the writing job — all
 * in one transaction, so a story is never queued unpaid and a credit is never taken without a
 * queued story.
 */
export async function generateStory(ctx: AppContext, userId: string, input: StoryInput) {
  const elements = input.elements.split(', ');
  const safety = checkStoryInput({
    hero: input.hero,
    elements,
    plotTwist: input.plotTwist,
    lifeLesson: input.lifeLesson,
  });
  if (safety.unsafe.length > 0) {
    throw new ValidationError([{ msg: unsafeWordsMessage(safety.unsafe) }]);
  }
  // Copied now: the story keeps these children as they look today (docs/decisions/016).
  const { cast, childIds, heroLanguage } = await castForNewStory(
    ctx.database.db,
    userId,
    input.hero,
    input.childIds,
  );

  // A story that could not be stored would be charged, then refunded: refuse it up front.
  if (!ctx.disk.roomForWork()) throw errors.storageFull();

  const storyId = randomUUID();
  const jobId = randomUUID();
  await ctx.database.db.transaction(async (tx) => {
    await spendCredits(tx, userId, {
      reason: 'story',
      ref: storyId,
      amount: CREDITS.story,
      freeKind: 'story',
    });
    await insertStory(tx, {
      id: storyId,
      userId,
      hero: input.hero,
      age: input.age,
      elements: input.elements,
      genre: input.genre,
      plotTwist: input.plotTwist || null,
      lifeLesson: input.lifeLesson || null,
      seed: randomInt(1, 2 ** 31 - 1),
      cast,
      childIds,
      jobId,
      // The create page sends its own; an older client gets the hero's (decision 070).
      language: input.language ?? heroLanguage ?? 'en',
    });
    await ctx.queue.send(QUEUES.writeStory, { storyId }, { id: jobId, sql: transactionSql(tx) });
  });
  ctx.queue.wake(QUEUES.writeStory);

  return {
    workerId: jobId,
    storyId,
    ...(safety.trademarks.length > 0 ? { warning: trademarkWarning(safety.trademarks) } : {}),
  };
}
