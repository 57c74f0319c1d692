import { createHash } from 'node:crypto';
import type { Thumbnails, ThumbnailWidth } from '@sns/contract';

const THUMBNAIL_SUFFIX = /^(.+)\.w(400|800)\.webp$/;

/**
 * Where a picture's thumbnail is kept: next to the picture, named after it, so it lives in the
 * story's folder (deleted with the story or the account) and a new picture gets new thumbnails.
 */
export const thumbnailKey = (pictureKey: string, width: ThumbnailWidth) =>
  `${pictureKey}.w${width}.webp`;

/**
 * The picture a thumbnail was made from, or undefined for any other key: the orphan sweep keeps a
 * thumbnail exactly as long as a row still names its picture (docs/decisions/019).
 */
export function pictureKeyOfThumbnail(key: string): string | undefined {
  return THUMBNAIL_SUFFIX.exec(key)?.[1];
}

/**
 * A thumbnail's link. Same-origin and owner-checked by the session, like an API call; the `v`
 * part changes with the picture, so a browser may keep each one for long.
 */
export function thumbnailUrl(storyId: string, imageKey: string, width: ThumbnailWidth) {
  const version = createHash('sha256').update(imageKey).digest('base64url').slice(0, 12);
  return `/api/storyThumbnail/${storyId}/${width}?v=${version}`;
}

/** Both thumbnails of a story's picture, or null while it has none. */
export function thumbnailsOf(storyId: string, imageKey: string | null): Thumbnails | null {
  return imageKey
    ? { small: thumbnailUrl(storyId, imageKey, 400), large: thumbnailUrl(storyId, imageKey, 800) }
    : null;
}
