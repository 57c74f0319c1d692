import { randomInt, randomUUID } from 'node:crypto';
import { CREDITS, splitElements, type Story } from '@sns/contract';
import type { AppContext } from '../../context';
import { AppError, errors } from '../../errors';
import type { Scene } from '../../providers/scene/scene';
import { pickSceneForNewPicture } from '../../providers/scene/pick-scene';
import { castReferences } from '../children/character-pictures';
import { castOfStory } from '../children/story-cast';
import { scenesOfStory } from '../stories/story-scenes';
import { withTimeout } from '../../lib/with-timeout';
import { spendCredits } from '../credits/credit-ledger';
import { recordProviderCost } from '../provider-costs/record-provider-cost';
import type { StoryRow } from '../stories/story-repository';
import {
  notePictureFile,
  openPictureRequest,
  pictureRequestStatus,
  settlePictureRequest,
} from './picture-request-repository';
import { PICTURE_SPEND_REASON, refundPictureRequest } from './refund-picture-requests';
import {
  getOwnCompletedStory,
  newStoryImageKey,
  presentStoryWithImage,
  recordStoryImage,
  type MediaLog,
} from './story-pictures';
import { drawnPassages } from '../stories/story-repository';
import { placeSeedOf } from '../series/series-look';

/**
 * POST /api/generateNewImage: a new AI picture for the story, with a new seed so it is a new
 * composition. docs/decisions/d1-credits.md: 1 credit, each user's first extra picture free.
 * Synchronous (the embedded illustrator takes ~40 ms; the answer is the updated Story), yet
 * durable: the credit is taken in the transaction that opens a picture request, and the picture is
 * recorded in the one that marks it delivered. A failure refunds it at once; a process that dies in
 * between leaves it pending, and the sweep refunds it (jobs/sweeps.ts). Either way each credit buys
 * a picture or comes back.
 */
export async function generateNewImage(
  ctx: AppContext,
  userId: string,
  storyId: string,
  log: MediaLog,
): Promise<Story> {
  const { db } = ctx.database;
  const story = await getOwnCompletedStory(ctx, userId, storyId);
  if (!ctx.disk.roomForWork()) throw errors.storageFull();
  // Another moment of the story, not the same one reshuffled: when none is left, no charge.
  const scene = pickSceneForNewPicture(
    scenesOfStory(story),
    await drawnPassages(db, story.id),
    randomInt(1, 2 ** 31 - 1),
  );
  if (!scene) throw errors.everyMomentDrawn();
  const requestId = randomUUID();
  // Taken first, so two requests can't share one credit.
  await db.transaction(async (tx) => {
    await spendCredits(tx, userId, {
      reason: PICTURE_SPEND_REASON,
      ref: requestId,
      amount: CREDITS.extraImage,
      freeKind: 'image',
    });
    await openPictureRequest(tx, { id: requestId, userId, storyId: story.id });
  });

  let key: string | undefined;
  let deliveredKey: string;
  try {
    const picture = await paint(ctx, story, scene);
    const candidate = newStoryImageKey(
      story,
      'image',
      picture.contentType === 'image/png' ? 'png' : 'jpg',
    );
    // Refunded meanwhile (taken for dead) or its account deleted: nothing may be stored for it.
    if (!(await notePictureFile(db, requestId, candidate))) throw errors.imageFailed();
    key = candidate;
    await ctx.storage.put(key, picture.data, picture.contentType);
    const stored = key;
    const delivered = await db.transaction(async (tx) => {
      if (!(await settlePictureRequest(tx, requestId, 'delivered'))) return false;
      await recordStoryImage(tx, story.id, {
        id: requestId,
        key: stored,
        source: 'generated',
        passage: scene.passage,
      });
      await recordProviderCost(tx, {
        userId,
        storyId: story.id,
        kind: 'picture',
        usage: picture.usage,
      });
      return true;
    });
    if (!delivered) throw errors.imageFailed();
    deliveredKey = stored;
  } catch (error) {
    log.warn(
      { err: error, storyId: story.id },
      'a new picture could not be made; giving the credit back',
    );
    await refundPictureRequest(ctx, requestId);
    // Whoever refunded it, a file this call wrote after that must go too — unless, after a
    // commit whose answer was lost, the picture is in fact delivered.
    if (key && (await pictureRequestStatus(db, requestId)) !== 'delivered')
      await ctx.storage.delete(key).catch(() => {});
    throw error instanceof AppError ? error : errors.imageFailed();
  }
  return presentStoryWithImage(ctx, story, deliveredKey);
}

/**
 * Paints within PICTURE_TIMEOUT_SECONDS, so a pending request older than that is a dead one's;
 * from the cast's character pictures where the illustrator draws from references, so the child is
 * the one of the story's first picture.
 */
function paint(ctx: AppContext, story: StoryRow, scene: Scene) {
  return withTimeout(
    ctx.config.jobs.pictureTimeoutSeconds * 1000,
    async (signal) => {
      const references = await castReferences(ctx, story, signal);
      return ctx.illustrator.illustrate(
        {
          hero: story.hero,
          age: story.age,
          elements: splitElements(story.elements) as [string, string, string],
          genre: story.genre,
          // A new composition, the same child as in the story's other pictures.
          seed: randomInt(1, 2 ** 31 - 1),
          heroSeed: story.seed,
          ...placeSeedOf(story),
          cast: castOfStory(story),
          // A profile's look is described (a hero typed by name alone: name and age only).
          fromProfiles: Boolean(story.childIds?.length),
          scene,
          ...(references ? { references } : {}),
        },
        { signal },
      );
    },
    () => errors.imageFailed(),
  );
}
