import type { Appearance, FavouriteColour, Pronouns } from '@sns/contract';

/**
 * One child as every picture draws them: from their profile, or — for a story without one —
 * derived from the parent and the hero's name, so the same name is the same child every time.
 */
export interface CastMember {
  name: string;
  pronouns: Pronouns;
  appearance: Appearance;
  favouriteColour: FavouriteColour;
}

export const TIMES_OF_DAY = ['morning', 'day', 'evening', 'night'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export const MOODS = ['calm', 'joyful', 'exciting', 'mysterious', 'gloomy', 'cosy'] as const;
export type Mood = (typeof MOODS)[number];

/**
 * One moment of a story, as its writer hands it to the illustrator: a picture of this passage,
 * not a line-up of the story's things. Words are the story's own (a place or element as the
 * parent typed it), so the illustrator can match them to what it can draw.
 */
export interface Scene {
  /** The passage (0-based paragraph of the story text) this moment belongs to. */
  passage: number;
  /** Where it happens, in a few words: "the seaside", "Grandma's greenhouse", "a bathroom". */
  place: string;
  timeOfDay: TimeOfDay;
  /** Names of the cast in view (the hero first), then anyone else: "her grandmother", "a dragon". */
  present: string[];
  /** The story elements in view, as the parent typed them; the first is the one that matters. */
  elements: string[];
  mood: Mood;
  /** One sentence of what happens, for an illustrator that paints from words. */
  caption: string;
}
