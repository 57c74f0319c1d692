import { createHash } from 'node:crypto';
import {
  EYE_COLOURS,
  FAVOURITE_COLOURS,
  HAIR_COLOURS,
  HAIR_STYLES,
  SKIN_TONES,
} from '@sns/contract';
import type { CastMember } from '../../providers/scene/scene';

/** How often a derived child wears glasses or has freckles: common, not the rule. */
const GLASSES_IN_100 = 20;
const FRECKLES_IN_100 = 25;

/**
 * The hero's name as it identifies a child: "Maya", " maya " and "ＭＡＹＡ" are one child.
 * NFKC folds width and compatibility forms; runs of spaces count as one.
 */
export function normaliseHeroName(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The look of a hero who has no profile (docs/decisions/016): worked out from the parent and the
 * hero's name alone, so "Maya" is the same child in every story of that parent, for ever — even
 * on another server. sha256 rather than a keyed HMAC on purpose: nothing here is secret, and a
 * rotated secret must not give a child a new face. Each choice takes its own 32-bit word of the
 * digest, so every palette is spread evenly (the bias of 2³² mod 9 is below one in 10⁸).
 */
export function derivedCastMember(userId: string, heroName: string): CastMember {
  const digest = createHash('sha256')
    .update(`${userId}\u0000${normaliseHeroName(heroName)}`)
    .digest();
  let word = 0;
  const next = () => digest.readUInt32BE(4 * word++);
  const pick = <T extends { id: string }>(list: readonly T[]) =>
    (list[next() % list.length] as T).id as T['id'];
  return {
    name: heroName.trim(),
    pronouns: 'they',
    appearance: {
      skinTone: pick(SKIN_TONES),
      hairColour: pick(HAIR_COLOURS),
      hairStyle: pick(HAIR_STYLES),
      eyeColour: pick(EYE_COLOURS),
      glasses: next() % 100 < GLASSES_IN_100,
      freckles: next() % 100 < FRECKLES_IN_100,
    },
    favouriteColour: pick(FAVOURITE_COLOURS),
  };
}
