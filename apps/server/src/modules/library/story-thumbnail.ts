import type { ThumbnailWidth } from '@sns/contract';
import sharp from 'sharp';
import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { getOwnStory } from '../stories/read-stories';
import { thumbnailKey } from './thumbnail-keys';

/** The little the use-case needs from the request logger. */
export interface ThumbnailLog {
  warn(obj: object, msg: string): void;
}

/**
 * WebP at this quality is indistinguishable from the PNG at card size on a phone, at a tenth of
 * the bytes (measured in docs/decisions/019).
 */
const WEBP_QUALITY = 72;

/**
 * The main picture of one of the parent's stories, `width` px wide as WebP: made the first time a
 * card asks for it and kept next to the picture (docs/decisions/019). Storage writes are atomic, so
 * two cards asking at once both write a whole file and the later one wins.
 */
export async function readStoryThumbnail(
  ctx: AppContext,
  userId: string,
  storyId: string,
  width: ThumbnailWidth,
  log: ThumbnailLog,
): Promise<Buffer> {
  const story = await getOwnStory(ctx, userId, storyId);
  if (!story.imageKey) throw errors.notFound('That picture');
  const key = thumbnailKey(story.imageKey, width);
  const kept = await ctx.storage.get(key);
  if (kept) return kept.data;
  const picture = await ctx.storage.get(story.imageKey);
  if (!picture) throw errors.notFound('That picture');
  const thumbnail = await sharp(picture.data)
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
  try {
    await ctx.storage.put(key, thumbnail, 'image/webp');
  } catch (error) {
    // A full disk refuses the copy (docs/decisions/014); the card still gets its picture.
    log.warn({ err: error, key }, 'thumbnail not kept');
  }
  return thumbnail;
}
