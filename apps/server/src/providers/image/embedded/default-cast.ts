import {
  EYE_COLOURS,
  FAVOURITE_COLOURS,
  HAIR_COLOURS,
  HAIR_STYLES,
  PRONOUNS,
  SKIN_TONES,
} from '@sns/contract';
import type { CastMember } from '../../scene/scene';
import type { Random } from './random';

const ids = <T extends { id: string }>(list: readonly T[]): T['id'][] =>
  list.map((item) => item.id);

// Hair colours children mostly have; grey and platinum stay for the grandparents.
const CHILD_HAIR = HAIR_COLOURS.filter((colour) => colour.id !== 'grey');

/**
 * A child for a story without a profile, from the story's hero seed: the same seed and name give
 * the same child on every page (issue 12 moves every caller to a real cast).
 */
export function castFromSeed(random: Random, name: string): CastMember {
  return {
    name,
    pronouns: random.pick(ids(PRONOUNS)),
    appearance: {
      skinTone: random.pick(ids(SKIN_TONES)),
      hairColour: random.pick(ids(CHILD_HAIR)),
      hairStyle: random.pick(ids(HAIR_STYLES)),
      eyeColour: random.pick(ids(EYE_COLOURS)),
      glasses: random.chance(0.2),
      freckles: random.chance(0.25),
    },
    favouriteColour: random.pick(ids(FAVOURITE_COLOURS)),
  };
}
