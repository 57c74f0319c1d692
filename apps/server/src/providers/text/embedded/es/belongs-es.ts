import type { Character } from '../plot/plan-story';
import { placeFacts, type PlaceFamily } from '../understand/place-lexicon';

/** Places with a roof and a door, where a farm or wild animal is not found by chance. */
const INDOORS: ReadonlySet<PlaceFamily> = new Set(['home', 'shop', 'school']);
/** Where animals live that never live in a kitchen or a shop: the pond, the farm, the woods. */
const OUTDOORS: ReadonlySet<PlaceFamily> = new Set(['water', 'wild', 'sky', 'underground']);
/** Animals that live in many homes although the lexicon sends them to the park or a meadow. */
const PETS = new Set(['dog', 'puppy', 'rabbit', 'bunny', 'tortoise', 'turtle', 'parrot', 'budgie']);

/**
 * Whether an animal the parent typed is out of place in the story's setting (docs/decisions/100):
 * a goose or hens in grandma's kitchen are not simply "there" — they got in, and the story says
 * how. The child's own pet, a person, a toy, a machine and the usual pets always belong.
 */
export function strayIndoors(
  character: Pick<Character, 'facts' | 'fromHome' | 'person'>,
  head: string,
  setting: PlaceFamily,
  toy: boolean,
): boolean {
  const { facts } = character;
  if (character.person || character.fromHome || toy || facts.machine || PETS.has(head))
    return false;
  const home = placeFacts(facts.home)?.family;
  return INDOORS.has(setting) && home !== undefined && OUTDOORS.has(home);
}
