import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { thumbnailsOf } from '../library/thumbnail-keys';
import { chapterPlace } from '../series/read-series';
import { pictureAltOf } from './picture-description';
import { presentStory } from './present-story';
import { storyListAt } from './story-list-memory';
import {
  findStory,
  findStoryByJob,
  listImageKeysOfStories,
  listStoryImages,
  listStoriesByIds,
  listStoriesWithImagesOfUser,
  type StoryRow,
} from './story-repository';

/** A story of the signed-in user; someone else's answers 404, so ids can't be probed. */
export async function getOwnStory(ctx: AppContext, userId: string, storyId: string) {
  const row = await findStory(ctx.database.db, storyId);
  if (!row || row.userId !== userId) throw errors.notFound('That story');
  return row;
}

export async function readStory(ctx: AppContext, userId: string, storyId: string) {
  const row = await getOwnStory(ctx, userId, storyId);
  const images = await listStoryImages(ctx.database.db, row.id);
  const story = {
    ...(await presentStory(
      ctx.storage,
      row,
      images.map((image) => image.key),
    )),
    // The story page shows the picture large: WebP at the size the screen needs.
    thumbnails: thumbnailsOf(row.id, row.imageKey),
    imageAlt: pictureAltOf(
      row,
      images.find((image) => image.key === row.imageKey),
    ),
  };
  // A version says which story it is a version of, while that story is still there.
  const original = row.versionOf ? await findStory(ctx.database.db, row.versionOf) : undefined;
  const series = row.seriesId ? await chapterPlace(ctx, userId, row.seriesId, row.id) : undefined;
  return {
    ...story,
    ...(original && original.userId === userId
      ? { versionOf: { uuid: original.id, title: original.title } }
      : {}),
    ...(series ? { series } : {}),
  };
}

async function presentMany(ctx: AppContext, rows: StoryRow[]) {
  const keys = await listImageKeysOfStories(
    ctx.database.db,
    rows.map((r) => r.id),
  );
  return Promise.all(rows.map((r) => presentStory(ctx.storage, r, keys.get(r.id) ?? [])));
}

/**
 * `listVersion`: the version of the user's story list read with the session, which lets a web
 * process on PostgreSQL answer from the list it remembers (story-list-memory.ts).
 */
export async function readStoriesOfUser(
  ctx: AppContext,
  userId: string,
  listVersion?: number | null,
) {
  const db = ctx.database.db;
  const rows = await storyListAt(db, userId, listVersion, () =>
    listStoriesWithImagesOfUser(db, userId),
  );
  return Promise.all(rows.map((r) => presentStory(ctx.storage, r, r.imageKeys)));
}

export async function readStoriesByIds(ctx: AppContext, userId: string, ids: string[]) {
  return presentMany(ctx, await listStoriesByIds(ctx.database.db, userId, ids));
}

/** workerStatus (docs/api.md#design-5-1): what the story's writing job is doing now. */
export async function readWorkerStatus(ctx: AppContext, userId: string, jobId: string) {
  const row = await findStoryByJob(ctx.database.db, jobId);
  if (!row || row.userId !== userId) throw errors.notFound('That job');
  return {
    status: row.status,
    storyId: row.id,
    progress: row.progress,
    ...(row.status === 'error' && row.errorMessage ? { message: row.errorMessage } : {}),
  };
}
