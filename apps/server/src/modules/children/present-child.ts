import type { Child, FavouriteColour, Pronouns } from '@sns/contract';
import type { CastMember } from '../../providers/scene/scene';
import type { ChildRow } from './children-repository';

/** A child profile as the calls answer it (docs/ARCHITECTURE.md, "Children"): never the row. */
export function presentChild(row: ChildRow): Child {
  return {
    id: row.id,
    name: row.name,
    age: row.age,
    birthday: row.birthday,
    pronouns: row.pronouns as Pronouns,
    appearance: row.appearance,
    favouriteColour: row.favouriteColour as FavouriteColour,
    favouriteThings: row.favouriteThings,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The child as a story's cast draws them: their name and look, nothing else of the profile. */
export function castMemberOf(row: ChildRow): CastMember {
  return {
    name: row.name,
    pronouns: row.pronouns as Pronouns,
    appearance: row.appearance,
    favouriteColour: row.favouriteColour as FavouriteColour,
  };
}
