import { randomBytes } from 'node:crypto';
import { splitElements, STORY_PROGRESS } from '@sns/contract';
import type { AppContext } from '../../context';
import type { Scene } from '../../providers/scene/scene';
import { DiskFullError } from '../../lib/disk-full';
import { castOfStory, writerCastOf } from '../children/story-cast';
import { refundSpend } from '../credits/credit-ledger';
import {
  familyLineKeys,
  findStory,
  insertStoryImage,
  updateStory,
  updateStoryIfPresent,
  type StoryRow,
} from './story-repository';
import { mainScene, scenesOfStory } from './story-scenes';

export interface WriteStoryJob {
  storyId: string;
}

/** Progress is written at most every this many percent, so polling clients see it move cheaply. */
const PROGRESS_STEP = 10;

export const STORY_FAILED_MESSAGE =
  'We could not write this story. Your credit was given back — please try again.';

/**
 * Writes the story and its first picture (free). Idempotent: a retried job whose story is already
 * complete does nothing, so a crash after the last write never writes or charges twice.
 */
export async function runWriteStoryJob(ctx: AppContext, job: WriteStoryJob) {
  const db = ctx.database.db;
  const story = await findStory(db, job.storyId);
  if (!story || story.status === 'completed' || story.status === 'error') return;
  // Its picture could not be stored: fail now, and be retried or refunded.
  if (!ctx.disk.roomForWork()) throw new DiskFullError();
  await updateStory(db, story.id, { status: 'running', progress: Math.max(story.progress, 5) });

  const elements = splitElements(story.elements) as [string, string, string];
  // What this child has heard before, so tonight's story says it differently (docs/decisions/037).
  const avoid = await familyLineKeys(db, story);
  let reported = 5;
  // Progress writes are advisory and chained (the percent only goes up): one that fails (a full
  // disk, the database away) is dropped rather than left to reject unheard while the writer
  // works; the story's own writes below report real faults.
  let progress = Promise.resolve();
  const result = await ctx.writer.write(
    {
      hero: story.hero,
      age: story.age,
      elements,
      genre: story.genre,
      plotTwist: story.plotTwist ?? undefined,
      lifeLesson: story.lifeLesson ?? undefined,
      seed: story.seed,
      cast: writerCastOf(story),
      avoid,
    },
    {
      onProgress(fraction) {
        const { started, writtenUpTo } = STORY_PROGRESS;
        const percent = Math.min(
          writtenUpTo,
          started + Math.floor(fraction * (writtenUpTo - started)),
        );
        if (percent - reported < PROGRESS_STEP) return;
        reported = percent;
        progress = progress
          .then(() => updateStory(db, story.id, { progress: percent }))
          .catch(() => undefined);
      },
    },
  );
  await progress;
  await updateStory(db, story.id, { progress: STORY_PROGRESS.paintingFrom });

  const scenes = result.scenes ?? scenesOfStory({ ...story, storyText: result.text });
  const scene = mainScene(scenes);
  const imageKey = await illustrate(ctx, story, elements, scene);
  let completed = false;
  try {
    completed = await db.transaction(async (tx) => {
      const updated = await updateStoryIfPresent(tx, story.id, {
        title: result.title,
        storyText: result.text,
        scenes,
        lineKeys: result.used ?? null,
        imageKey,
        status: 'completed',
        progress: 100,
        completedAt: new Date(),
      });
      // The account was deleted while the story was written (docs/decisions/012): nothing to keep.
      if (!updated) return false;
      await insertStoryImage(tx, {
        storyId: story.id,
        key: imageKey,
        source: 'generated',
        passage: scene?.passage ?? null,
      });
      return true;
    });
  } finally {
    if (!completed) await ctx.storage.delete(imageKey);
  }
}

async function illustrate(
  ctx: AppContext,
  story: StoryRow,
  elements: [string, string, string],
  scene: Scene | undefined,
) {
  const picture = await ctx.illustrator.illustrate({
    hero: story.hero,
    age: story.age,
    elements,
    genre: story.genre,
    seed: story.seed,
    heroSeed: story.seed,
    cast: castOfStory(story),
    scene,
  });
  const ext = picture.contentType === 'image/png' ? 'png' : 'jpg';
  const key = `stories/${story.userId}/${story.id}/image-${randomBytes(6).toString('hex')}.${ext}`;
  await ctx.storage.put(key, picture.data, picture.contentType);
  return key;
}

/** Every attempt failed (or crashed and expired): mark the story and give back what it cost. */
export async function failWriteStoryJob(ctx: AppContext, job: WriteStoryJob) {
  const story = await findStory(ctx.database.db, job.storyId);
  if (!story || story.status === 'completed') return;
  await ctx.database.db.transaction(async (tx) => {
    await refundSpend(tx, story.userId, { reason: 'story', ref: story.id });
    await updateStory(tx, story.id, { status: 'error', errorMessage: STORY_FAILED_MESSAGE });
  });
}
