import { randomBytes } from 'node:crypto';
import { splitElements } from '@sns/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { stories } from '../../db/stories-schema';
import { DiskFullError } from '../../lib/disk-full';
import { withTimeout } from '../../lib/with-timeout';
import { createIllustrator, type Illustration, type Illustrator } from '../../providers/image';
import { ProviderError } from '../../providers/openai-http';
import type { Scene } from '../../providers/scene/scene';
import { castReferences } from '../children/character-pictures';
import { castOfStory } from '../children/story-cast';
import { recordProviderCost } from '../provider-costs/record-provider-cost';
import { insertStoryImage, findStory, type StoryRow } from './story-repository';
import { mainScene, scenesOfStory } from './story-scenes';
import { jobDeadlineMs } from './write-story-job';
import { placeSeedOf } from '../series/series-look';

export interface PaintStoryPictureJob {
  storyId: string;
  /** The passage whose moment the picture shows (the writer's main scene). */
  passage: number | null;
}

/**
 * The first picture of a written story (free), painted after the story is shown: the story page
 * shows a painting placeholder until it is there. Its own job with its own retries, so a picture
 * service that fails costs the parent nothing written; idempotent, a story that already has a
 * picture is left alone.
 */
export async function runPaintStoryPictureJob(ctx: AppContext, job: PaintStoryPictureJob) {
  const story = await findStory(ctx.database.db, job.storyId);
  if (!story || story.status !== 'completed' || story.imageKey) return;
  if (!ctx.disk.roomForWork()) throw new DiskFullError();
  const scene = sceneOf(story, job.passage);
  const picture = await withTimeout(
    jobDeadlineMs(ctx.config.jobs.pictureTimeoutSeconds),
    async (signal) =>
      paint(ctx.illustrator, story, scene, await castReferences(ctx, story, signal), signal),
    () => new ProviderError('The picture took too long to paint.', undefined, true),
  );
  await keepPicture(ctx, story, picture, scene);
}

/**
 * Every attempt failed: the parent is never left without a picture, so the embedded painter
 * draws it (no service involved, nothing charged). Another can be asked for later.
 */
export async function failPaintStoryPictureJob(ctx: AppContext, job: PaintStoryPictureJob) {
  const story = await findStory(ctx.database.db, job.storyId);
  if (!story || story.status !== 'completed' || story.imageKey) return;
  const scene = sceneOf(story, job.passage);
  const embedded = await createIllustrator({ kind: 'embedded' });
  await keepPicture(ctx, story, await paint(embedded, story, scene, undefined), scene);
}

function sceneOf(story: StoryRow, passage: number | null): Scene | undefined {
  const scenes = scenesOfStory(story);
  return scenes.find((scene) => scene.passage === passage) ?? mainScene(scenes);
}

/** With the cast's character pictures as references where the illustrator draws from them. */
function paint(
  illustrator: Illustrator,
  story: StoryRow,
  scene: Scene | undefined,
  references: Buffer[] | undefined,
  signal?: AbortSignal,
) {
  return illustrator.illustrate(
    {
      hero: story.hero,
      age: story.age,
      elements: splitElements(story.elements) as [string, string, string],
      genre: story.genre,
      seed: story.seed,
      heroSeed: story.seed,
      ...placeSeedOf(story),
      cast: castOfStory(story),
      fromProfiles: Boolean(story.childIds?.length),
      scene,
      ...(references ? { references } : {}),
    },
    { signal },
  );
}

/** Stores the picture and makes it the story's first, unless the story got one (or went) meanwhile. */
async function keepPicture(
  ctx: AppContext,
  story: StoryRow,
  picture: Illustration,
  scene: Scene | undefined,
) {
  const ext = picture.contentType === 'image/png' ? 'png' : 'jpg';
  const key = `stories/${story.userId}/${story.id}/image-${randomBytes(6).toString('hex')}.${ext}`;
  await ctx.storage.put(key, picture.data, picture.contentType);
  let kept = false;
  try {
    kept = await ctx.database.db.transaction(async (tx) => {
      const updated = await tx
        .update(stories)
        .set({ imageKey: key })
        .where(and(eq(stories.id, story.id), isNull(stories.imageKey)))
        .returning({ id: stories.id });
      if (updated.length === 0) return false;
      await insertStoryImage(tx, {
        storyId: story.id,
        key,
        source: 'generated',
        passage: scene?.passage ?? null,
      });
      await recordProviderCost(tx, {
        userId: story.userId,
        storyId: story.id,
        kind: 'picture',
        usage: picture.usage,
      });
      return true;
    });
  } finally {
    if (!kept) await ctx.storage.delete(key);
  }
}
