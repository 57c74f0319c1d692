import { randomBytes } from 'node:crypto';
import type { Story, StoryImages } from '@sns/contract';
import type { AppContext } from '../../context';
import type { Transaction } from '../../db/transaction';
import { errors } from '../../errors';
import { presentStory } from '../stories/present-story';
import { getOwnStory } from '../stories/read-stories';
import {
  insertStoryImage,
  listImageKeys,
  updateStory,
  type StoryRow,
} from '../stories/story-repository';

/** The little a use-case needs from the request logger: noting a side effect that failed. */
export interface MediaLog {
  warn(obj: object, msg: string): void;
}

/** A story of the user that is finished: pictures and narration need its text and first picture. */
export async function getOwnCompletedStory(ctx: AppContext, userId: string, storyId: string) {
  const story = await getOwnStory(ctx, userId, storyId);
  if (story.status !== 'completed') throw errors.storyNotReady();
  return story;
}

/** A new key per picture, under the story's folder so deleting an account finds every file. */
export function newStoryImageKey(
  story: Pick<StoryRow, 'id' | 'userId'>,
  kind: 'image' | 'upload',
  ext: 'png' | 'jpg',
) {
  return `stories/${story.userId}/${story.id}/${kind}-${randomBytes(6).toString('hex')}.${ext}`;
}

/** GET /api/getStoryImages: every picture the story has had, oldest first, as signed URLs. */
export async function listStoryImages(
  ctx: AppContext,
  userId: string,
  storyId: string,
): Promise<StoryImages> {
  const story = await getOwnStory(ctx, userId, storyId);
  const keys = await listImageKeys(ctx.database.db, story.id);
  return { images: await Promise.all(keys.map((key) => ctx.storage.signedUrl(key))) };
}

/**
 * The stored key a picture URL points at, among `keys`. URLs are signed when presented, so the
 * same picture has many URLs: only the path is compared, never the signature or expiry.
 */
export function keyOfImageUrl(url: string, keys: readonly string[]): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(new URL(url, 'http://relative.invalid').pathname);
  } catch {
    return undefined;
  }
  return keys.find((key) => path === `/${key}` || path.endsWith(`/${key}`));
}

/** POST /api/changeStoryImageFromExistent: back to one of the story's earlier pictures (free). */
export async function chooseStoryImage(
  ctx: AppContext,
  userId: string,
  storyId: string,
  imageUrl: string,
): Promise<Story> {
  const story = await getOwnCompletedStory(ctx, userId, storyId);
  const keys = await listImageKeys(ctx.database.db, story.id);
  const key = keyOfImageUrl(imageUrl, keys);
  if (!key) throw errors.notAStoryImage();
  await updateStory(ctx.database.db, story.id, { imageKey: key });
  return presentStory(ctx.storage, { ...story, imageKey: key }, keys);
}

/** Makes a stored picture the story's new main picture, inside the caller's transaction. */
export async function recordStoryImage(
  tx: Transaction,
  storyId: string,
  picture: { id?: string; key: string; source: 'generated' | 'uploaded'; passage?: number },
) {
  await insertStoryImage(tx, {
    id: picture.id,
    storyId,
    key: picture.key,
    source: picture.source,
    passage: picture.passage ?? null,
  });
  await updateStory(tx, storyId, { imageKey: picture.key });
}

/** The story as answered after a change of picture: `imageKey` is its new main picture. */
export async function presentStoryWithImage(ctx: AppContext, story: StoryRow, imageKey: string) {
  return presentStory(
    ctx.storage,
    { ...story, imageKey },
    await listImageKeys(ctx.database.db, story.id),
  );
}

/**
 * Records a stored picture as the story's new main picture, or deletes the file again if that
 * fails, so a refused or failed change leaves no file behind.
 */
export async function addStoryImage(
  ctx: AppContext,
  story: StoryRow,
  picture: { key: string; source: 'generated' | 'uploaded' },
): Promise<Story> {
  try {
    await ctx.database.db.transaction((tx) => recordStoryImage(tx, story.id, picture));
  } catch (error) {
    await ctx.storage.delete(picture.key);
    throw error;
  }
  return presentStoryWithImage(ctx, story, picture.key);
}
