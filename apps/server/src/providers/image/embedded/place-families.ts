import type { PlaceFamily } from '../../text/embedded/understand/place-lexicon';
import { placeFacts } from '../../text/embedded/understand/place-lexicon';
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

/**
 * The family backdrop for a scene's place words ("grandpa's old lighthouse"), from the writer's
 * place lexicon: the last word, or the last two, that it knows. Undefined for a place it doesn't.
 */
export function familyBackdrop(words: string): PlaceId | undefined {
  const tokens = tokenize(words);
  for (let i = tokens.length - 1; i >= 0; i--) {
    const pair = i > 0 ? placeFacts(`${tokens[i - 1]} ${tokens[i]}`) : undefined;
    const facts = pair ?? placeFacts(tokens[i] ?? '');
    if (facts) return FAMILY_BACKDROPS[facts.family];
  }
  return undefined;
}
