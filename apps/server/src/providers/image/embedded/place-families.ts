import type { PlaceFamily } from '../../text/embedded/understand/place-lexicon';
import { ACTIVITY_PLACES, placeFacts } from '../../text/embedded/understand/place-lexicon';
import { tokenize } from './match-element';
import type { PlaceId } from './place-words';

/**
 * The backdrop for each family of place the story writer knows (docs/decisions/055): a place we
 * have no backdrop of its own for is still drawn as its kind of world — a castle's moat is water,
 * a hospital is town — and only a place at home is ever drawn as the living room.
 */
export const FAMILY_BACKDROPS: Readonly<Record<PlaceFamily, PlaceId>> = {
  water: 'pond',
  home: 'living-room',
  shop: 'supermarket',
  school: 'school',
  wild: 'forest',
  town: 'city',
  sky: 'sky',
  space: 'space',
  underground: 'cave',
};

/** The backdrops that ARE a place of each family: a pond is water, never a living room. */
export const FAMILY_FITS: Readonly<Record<PlaceFamily, readonly PlaceId[]>> = {
  water: ['pond', 'seaside', 'underwater', 'swimming-pool', 'lighthouse'],
  home: ['living-room', 'kitchen', 'bedroom', 'bathroom', 'garden', 'greenhouse', 'attic'],
  shop: ['supermarket', 'bakery', 'toy-shop'],
  school: ['school', 'library', 'park', 'science-fair', 'playground', 'football-pitch'],
  wild: ['forest', 'park', 'farm', 'mountain', 'jungle', 'desert', 'snow', 'garden', 'campsite'],
  town: [
    'city',
    'castle',
    'station',
    'fairground',
    'library',
    'zoo',
    'seaside',
    'ice-rink',
    'hospital',
    'museum',
    'train',
    'square',
    'building-site',
    'football-pitch',
  ],
  sky: ['sky'],
  space: ['space'],
  underground: ['cave'],
};

/**
 * The place word of the writer's lexicon a scene's place words name ("grandpa's old lighthouse"
 * → lighthouse, "bath time" → bathroom), and its family: the last word, or last two, it knows.
 * Undefined for a place it doesn't know.
 */
export function knownPlace(words: string): { word: string; family: PlaceFamily } | undefined {
  const tokens = tokenize(words);
  for (let i = tokens.length - 1; i >= 0; i--) {
    for (const phrase of i > 0 ? [`${tokens[i - 1]} ${tokens[i]}`, tokens[i]] : [tokens[i]]) {
      if (phrase === undefined) continue;
      const word = ACTIVITY_PLACES[phrase]?.place ?? phrase;
      const facts = placeFacts(word);
      if (facts) return { word, family: facts.family };
    }
  }
  return undefined;
}

/** The family backdrop for a scene's place words, or undefined for a place the writer doesn't know. */
export function familyBackdrop(words: string): PlaceId | undefined {
  const known = knownPlace(words);
  return known ? FAMILY_BACKDROPS[known.family] : undefined;
}
