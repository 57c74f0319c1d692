/**
 * Phrase-bank lines. A line may hold several sentences. `[a|b]` picks one option; `{token}` inserts
 * story words (see story-tokens.ts). Tokens ending in 1–3 name the story's elements in cast order,
 * companions (creatures, then things) first; a line that uses one is only chosen when that element
 * can keep the hero company. A leading `<1:creature>` narrows that to an element who can talk, and
 * `<@sea,coast>` keeps a line to skeletons set in one of those scenes (`<@!sky>`: all but those).
 */
export type Line = string;

/** One plot for a genre: where it happens, what is at stake, and how it is put right. */
export interface Skeleton {
  id: string;
  /** Which scenery and obstacles fit this plot (see the `<@scene>` marks in the genre's lines). */
  scene: string;
  /** Where the adventure happens, e.g. "the Whispering Wood". */
  places: readonly string[];
  /** What the hero must find, mend or reach, e.g. "the Fairy Queen's crown of stars". */
  goals: readonly string[];
  titles: readonly Line[];
  /** Each option is a short paragraph taking the hero into {place}. */
  setting: readonly Line[];
  problem: readonly Line[];
  resolution: readonly Line[];
  /** Toddler versions (ages 1–3): very short, simple sentences. */
  little: { setting: readonly Line[]; problem: readonly Line[]; resolution: readonly Line[] };
  /** Used when the parent gave no twist: past-tense clauses that can follow "it turned out that". */
  twists: readonly Line[];
  /** Used when the parent gave no lesson; read exactly like a parent's lesson. */
  lessons: readonly string[];
}

export interface GenreBank {
  /** Ways to call the hero instead of a pronoun (the hero's gender is never assumed). */
  epithets: readonly string[];
  /** Where things are found, as a phrase: "beside a mossy stone". */
  spots: readonly string[];
  openings: readonly Line[];
  /** Scenery and mood sentences, richer in vocabulary; used more for older children. */
  atmosphere: readonly Line[];
  /** Journey episodes (3–4 sentences each) between the problem and the twist. */
  obstacles: readonly Line[];
  homecomings: readonly Line[];
  little: { openings: readonly Line[]; sounds: readonly Line[]; homecomings: readonly Line[] };
  skeletons: readonly Skeleton[];
}
