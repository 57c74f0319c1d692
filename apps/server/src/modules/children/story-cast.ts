import type { Language } from '@sns/contract';
import type { Database } from '../../db/client';
import type { CastMember } from '../../providers/scene/scene';
import type { StoryRow } from '../stories/story-repository';
import { childErrors } from './child-errors';
import { listOwnChildrenByIds } from './children-repository';
import { derivedCastMember } from './derived-cast';
import { castMemberOf } from './present-child';

/** Who a new story is about: the cast copied onto the story, and the profiles it came from. */
export interface NewStoryCast {
  cast: CastMember[];
  childIds: string[] | null;
  /** The hero's profile's story language, when the hero is a profile (docs/decisions/070). */
  heroLanguage?: Language;
}

/**
 * The cast of a story being asked for (docs/decisions/016): the chosen profiles in the order
 * chosen (the first is the hero), or — with none chosen — the look derived from the parent and
 * the hero's name. Every id must be one of the parent's own children, else a 400 that reads the
 * same for someone else's child and for one deleted meanwhile.
 */
export async function castForNewStory(
  db: Database,
  userId: string,
  hero: string,
  childIds: readonly string[] | undefined,
): Promise<NewStoryCast> {
  if (!childIds || childIds.length === 0) {
    return { cast: [derivedCastMember(userId, hero)], childIds: null };
  }
  const rows = await listOwnChildrenByIds(db, userId, [...childIds]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const cast = childIds.map((id) => {
    const row = byId.get(id);
    if (!row) throw childErrors.notYourChild();
    return castMemberOf(row);
  });
  const heroLanguage = byId.get(childIds[0] ?? '')?.language;
  return { cast, childIds: [...childIds], ...(heroLanguage ? { heroLanguage } : {}) };
}

/**
 * The children every picture and book page of a story draws: the copy made when it was asked
 * for, so an edited or deleted profile changes nothing already written. A story from before
 * child profiles has none; its hero is then derived exactly as a new story's would be.
 */
export function castOfStory(story: Pick<StoryRow, 'cast' | 'userId' | 'hero'>): CastMember[] {
  return story.cast && story.cast.length > 0
    ? story.cast
    : [derivedCastMember(story.userId, story.hero)];
}

/**
 * Names and pronouns for the writer, only when the story was written for profiles: a story from
 * the hero's name alone is written as before (a derived look has no pronouns of its own).
 */
export function writerCastOf(story: Pick<StoryRow, 'cast' | 'childIds'>) {
  if (!story.childIds?.length || !story.cast?.length) return undefined;
  return story.cast.map(({ name, pronouns }) => ({ name, pronouns }));
}
