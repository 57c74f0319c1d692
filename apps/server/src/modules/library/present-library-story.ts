import { createHash } from 'node:crypto';
import { storyPageTitle, type Genre, type LibraryStory, type ThumbnailWidth } from '@sns/contract';
import type { LibraryRow } from './library-repository';

/**
 * The card's thumbnail link. Same-origin and owner-checked by the session, like an API call; the
 * `v` part changes with the picture, so a browser may keep each one for long.
 */
export function thumbnailUrl(storyId: string, imageKey: string, width: ThumbnailWidth) {
  const version = createHash('sha256').update(imageKey).digest('base64url').slice(0, 12);
  return `/api/storyThumbnail/${storyId}/${width}?v=${version}`;
}

/** A library card: the row's facts and badges, never its keys. */
export function presentLibraryStory(row: LibraryRow): LibraryStory {
  const childIds = row.childIds ?? [];
  return {
    uuid: row.id,
    title: row.title?.trim() || storyPageTitle(row.hero),
    hero: row.hero,
    elements: row.elements,
    genre: row.genre as Genre,
    status: row.status as LibraryStory['status'],
    createdAt: row.createdAt.toISOString(),
    childIds,
    // The cast is the copy made when the story was asked for, in the order of childIds.
    childNames: childIds.length > 0 ? (row.cast ?? []).map((member) => member.name) : [],
    narrated: row.audioKey !== null,
    hasBook: row.hasBook,
    shared: row.shared,
    thumbnails: row.imageKey
      ? {
          small: thumbnailUrl(row.id, row.imageKey, 400),
          large: thumbnailUrl(row.id, row.imageKey, 800),
        }
      : null,
  };
}
