import { randomInt, randomUUID } from 'node:crypto';
import { CREDITS, splitElements, type Genre, type Story } from '@sns/contract';
import type { AppContext } from '../../context';
import { AppError, errors } from '../../http/errors';
import { castOfStory } from '../children/story-cast';
import { refundSpend, spendCredits } from '../credits/credit-ledger';
import {
  addStoryImage,
  getOwnCompletedStory,
  newStoryImageKey,
  type MediaLog,
} from './story-pictures';

/**
 * POST /api/generateNewImage: a new AI picture for the story, with a new seed so it is a new
 * composition. D1: 1 credit, each user's first extra picture free. The credit is taken first (so
 * two requests can't share one credit), then the picture is painted, stored and recorded; if any
 * step fails the credit (or the free use) is given back and no file is left behind.
 * Synchronous: the embedded illustrator takes ~40 ms, and the answer is the updated Story.
 */
export async function generateNewImage(
  ctx: AppContext,
  userId: string,
  storyId: string,
  log: MediaLog,
): Promise<Story> {
  const story = await getOwnCompletedStory(ctx, userId, storyId);
  const imageId = randomUUID();
  const spend = { reason: 'image', ref: imageId };
  await ctx.database.db.transaction((tx) =>
    spendCredits(tx, userId, { ...spend, amount: CREDITS.extraImage, freeKind: 'image' }),
  );

  let key: string | undefined;
  try {
    const picture = await ctx.illustrator.illustrate({
      hero: story.hero,
      age: story.age,
      elements: splitElements(story.elements) as [string, string, string],
      genre: story.genre as Genre,
      // A new composition, the same child as in the story's other pictures.
      seed: randomInt(1, 2 ** 31 - 1),
      heroSeed: story.seed,
      cast: castOfStory(story),
    });
    key = newStoryImageKey(story, 'image', picture.contentType === 'image/png' ? 'png' : 'jpg');
    await ctx.storage.put(key, picture.data, picture.contentType);
    const stored = key;
    key = undefined; // addStoryImage deletes the file itself if recording fails
    return await addStoryImage(ctx, story, { id: imageId, key: stored, source: 'generated' });
  } catch (error) {
    log.warn(
      { err: error, storyId: story.id },
      'a new picture could not be made; giving the credit back',
    );
    if (key) await ctx.storage.delete(key).catch(() => {});
    await ctx.database.db.transaction((tx) => refundSpend(tx, userId, spend));
    throw error instanceof AppError ? error : errors.imageFailed();
  }
}
