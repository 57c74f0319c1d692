import type { ThumbnailWidth } from '@sns/contract';

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
