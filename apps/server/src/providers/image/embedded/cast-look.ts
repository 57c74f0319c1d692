import {
  EYE_COLOURS,
  FAVOURITE_COLOURS,
  HAIR_COLOURS,
  SKIN_TONES,
  type Pronouns,
} from '@sns/contract';
import type { CastMember } from '../../scene/scene';
import type { FigureHairStyle } from './hero-hair';
import { mixColor } from './svg-shapes';

/** What a figure wears: a dress, a top and trousers, or a long robe (wizards, kings). */
export type Outfit = 'dress' | 'trousers' | 'robe';

/**
 * Everything that makes one figure look like themselves, as colours ready to paint. Nothing here
 * may come from a seed or a scene: the same child must be drawn the same in every picture.
 */
export interface FigureLook {
  skin: string;
  hair: string;
  hairStyle: FigureHairStyle;
  eyes: string;
  glasses: boolean;
  freckles: boolean;
  outfit: Outfit;
  top: string;
  bottom: string;
  shoes: string;
  /** Hair ties, bobbles and a headscarf's colour. */
  accent: string;
  /** Stripes across the top: a touch that tells two similar children apart. */
  stripes: boolean;
}

const hexOf = <T extends { id: string; hex: string }>(list: readonly T[], id: string): string =>
  (list.find((item) => item.id === id) ?? list[0])?.hex ?? '#888888';

// Denim, unless the favourite colour is itself blue, when warm brown trousers keep the contrast.
const DENIM = '#4a5f8c';
const CORD = '#7a5a48';

/** The look of a cast member, from their profile alone. */
export function lookFromCastMember(member: CastMember): FigureLook {
  const { appearance } = member;
  const favourite = hexOf(FAVOURITE_COLOURS, member.favouriteColour);
  const bluish = member.favouriteColour === 'blue' || member.favouriteColour === 'purple';
  return {
    skin: hexOf(SKIN_TONES, appearance.skinTone),
    hair: hexOf(HAIR_COLOURS, appearance.hairColour),
    hairStyle: appearance.hairStyle,
    eyes: hexOf(EYE_COLOURS, appearance.eyeColour),
    glasses: appearance.glasses,
    freckles: appearance.freckles,
    outfit: outfitFor(member.pronouns),
    top: favourite,
    bottom:
      member.pronouns === 'she' ? mixColor(favourite, '#3a3550', 0.55) : bluish ? CORD : DENIM,
    shoes: mixColor(favourite, '#2b2233', 0.65),
    accent: mixColor(favourite, '#ffffff', 0.45),
    stripes: member.pronouns === 'they',
  };
}

// The parent chose the pronouns, so the clothes follow them: the one cue we may take from them.
function outfitFor(pronouns: Pronouns): Outfit {
  return pronouns === 'she' ? 'dress' : 'trousers';
}

/**
 * A short, stable description of a look, written on the figure's group (`data-look`) so a test —
 * or a person reading the SVG — can see which profile a figure was drawn from.
 */
export function describeLook(member: CastMember): string {
  const a = member.appearance;
  return [
    a.skinTone,
    a.hairColour,
    a.hairStyle,
    a.eyeColour,
    a.glasses ? 'glasses' : 'no-glasses',
    a.freckles ? 'freckles' : 'no-freckles',
    member.favouriteColour,
    member.pronouns,
  ].join(' ');
}
