import { storyPageTitle, type LibraryStory } from '@sns/contract';
import type { LibraryRow } from './library-repository';
import { thumbnailsOf } from './thumbnail-keys';

/** A library card: the row's facts and badges, never its keys. */
export function presentLibraryStory(row: LibraryRow): LibraryStory {
  const childIds = row.childIds ?? [];
  return {
    uuid: row.id,
    title: row.title?.trim() || storyPageTitle(row.hero),
    hero: row.hero,
    elements: row.elements,
    genre: row.genre,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    childIds,
    // The cast is the copy made when the story was asked for, in the order of childIds.
    childNames: childIds.length > 0 ? (row.cast ?? []).map((member) => member.name) : [],
    narrated: row.audioKey !== null,
    hasBook: row.hasBook,
    shared: row.shared,
    thumbnails: thumbnailsOf(row.id, row.imageKey),
  };
}
