import { randomBytes } from 'node:crypto';
import { splitElements, STORY_PROGRESS } from '@sns/contract';
import type { AppContext } from '../../context';
import type { Scene } from '../../providers/scene/scene';
import type { WrittenStory } from '../../providers/text/types';
import { DiskFullError } from '../../lib/disk-full';
import { castOfStory, writerCastOf } from '../children/story-cast';
import { findUnsafeWords } from '../content-safety/find-unsafe-words';
import { refundSpend } from '../credits/credit-ledger';
import {
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
/** Every attempt came out with words a children's story must not have (decision 048). */
export const UNSAFE_STORY_MESSAGE =
  "We could not write this story with words right for a children's story. Your credit was given back — please try again, perhaps with other words.";

/** Attempts at a story whose title and text pass the word check, each with its own seed. */
const SAFE_WRITING_ATTEMPTS = 3;

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
  let reported = 5;
  // Progress writes are advisory and chained (the percent only goes up): one that fails (a full
  // disk, the database away) is dropped rather than left to reject unheard while the writer
  // works; the story's own writes below report real faults.
  let progress = Promise.resolve();
  const onProgress = (fraction: number) => {
    const { started, writtenUpTo } = STORY_PROGRESS;
    const percent = Math.min(writtenUpTo, started + Math.floor(fraction * (writtenUpTo - started)));
    if (percent - reported < PROGRESS_STEP) return;
    reported = percent;
    progress = progress
      .then(() => updateStory(db, story.id, { progress: percent }))
      .catch(() => undefined);
  };
  // Whatever the writer, what it wrote gets the input's word check (docs/content-safety.md): a
  // story that fails it is written again with another seed, and never kept.
  let result: WrittenStory | undefined;
  for (let attempt = 0; attempt < SAFE_WRITING_ATTEMPTS && !result; attempt += 1) {
    const written = await ctx.writer.write(
      {
        hero: story.hero,
        age: story.age,
        elements,
        genre: story.genre,
        plotTwist: story.plotTwist ?? undefined,
        lifeLesson: story.lifeLesson ?? undefined,
        seed: attempt === 0 ? story.seed : otherSeed(story.seed, attempt),
        cast: writerCastOf(story),
      },
      { onProgress },
    );
    if (findUnsafeWords(`${written.title}\n${written.text}`).length === 0) result = written;
  }
  if (!result) {
    await progress;
    await settleStory(ctx, story.id, UNSAFE_STORY_MESSAGE);
    return;
  }
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
  await settleStory(ctx, job.storyId, STORY_FAILED_MESSAGE);
}

/** The story ends in error with `message`, and its credit is given back (once: by its ref). */
async function settleStory(ctx: AppContext, storyId: string, message: string) {
  const story = await findStory(ctx.database.db, storyId);
  if (!story || story.status === 'completed' || story.status === 'error') return;
  await ctx.database.db.transaction(async (tx) => {
    await refundSpend(tx, story.userId, { reason: 'story', ref: story.id });
    await updateStory(tx, story.id, { status: 'error', errorMessage: message });
  });
}

/** Another seed for another attempt, still a positive 31-bit integer. */
const otherSeed = (seed: number, attempt: number) => ((seed + attempt * 7919) % (2 ** 31 - 2)) + 1;
