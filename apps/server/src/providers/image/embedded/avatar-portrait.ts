import {
  EYE_COLOURS,
  FAVOURITE_COLOURS,
  HAIR_COLOURS,
  SKIN_TONES,
  type HairStyle as ProfileHairStyle,
} from '@sns/contract';
import type { CastMember } from '../../scene/scene';
import { drawHero } from './hero';
import type { HeroLook } from './hero-accessories';
import { HEAD, type HairStyle } from './hero-hair';
import { createRandom, type Random } from './random';
import { circleSubpath, ellipseSubpath, mixColor } from './svg-shapes';

/**
 * The nearest style today's hero drawing has for each profile style. A headscarf is drawn as the
 * bob's rounded shape with its straight fringe, in a scarf colour instead of hair.
 */
const NEAREST_STYLE: Record<ProfileHairStyle, HairStyle> = {
  short: 'short',
  long: 'long',
  curly: 'curly',
  coily: 'curly',
  braids: 'pigtails',
  buns: 'buns',
  ponytail: 'ponytail',
  shaved: 'short',
  covered: 'bob',
};

const hexOf = <T extends { id: string; hex: string }>(list: readonly T[], id: string) =>
  list.find((item) => item.id === id)?.hex ?? list[0]?.hex ?? '#000000';

/** A cast member's look in today's HeroLook terms: their skin, hair and favourite colour. */
export function heroLookOf(member: CastMember): HeroLook {
  const top = hexOf(FAVOURITE_COLOURS, member.favouriteColour);
  const covered = member.appearance.hairStyle === 'covered';
  return {
    skin: hexOf(SKIN_TONES, member.appearance.skinTone),
    hair: covered
      ? mixColor(top, '#2a2440', 0.35)
      : hexOf(HAIR_COLOURS, member.appearance.hairColour),
    hairStyle: NEAREST_STYLE[member.appearance.hairStyle],
    top,
    bottom: '#3d4a7a',
    shoes: '#5a3b2e',
    dress: false,
    dots: false,
    waving: true,
    happyEyes: false,
  };
}

/**
 * Never takes a chance: with the Fantasy genre the hero then carries a star wand and no cape or
 * crown, so the avatar shows the child, not a costume — and the same profile always gives the
 * same picture.
 */
function steady(): Random {
  return { ...createRandom(1), chance: () => false };
}

const VIEW = { x: -170, y: -420, size: 340 } as const;
const PIXELS = 512;

/**
 * The avatar builder's live picture (POST /api/children/preview): a standalone SVG portrait of
 * one child, head and shoulders, drawn by the embedded illustrator's own hero so the builder
 * shows the child the stories will show. Eye colour, glasses and freckles are drawn over the face
 * here until the hero drawing paints them itself.
 */
export function drawAvatarPortrait(member: CastMember): string {
  const look = heroLookOf(member);
  const hero = drawHero(steady(), look, 'Fantasy', 0, 0, 1);
  const glow = mixColor(look.top, '#ffffff', 0.55);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PIXELS}" height="${PIXELS}" ` +
    `viewBox="${VIEW.x} ${VIEW.y} ${VIEW.size} ${VIEW.size}" role="img">` +
    `<defs><radialGradient id="sky" cx="50%" cy="38%" r="70%">` +
    `<stop offset="0" stop-color="#3b3f7a"/><stop offset="1" stop-color="#1c1d42"/></radialGradient></defs>` +
    `<rect x="${VIEW.x}" y="${VIEW.y}" width="${VIEW.size}" height="${VIEW.size}" fill="url(#sky)"/>` +
    `<circle cx="0" cy="${HEAD.y + 10}" r="132" fill="${glow}" fill-opacity="0.16"/>` +
    hero +
    drawFaceDetails(member, look) +
    `</svg>`
  );
}

/** Eyes in their colour, freckles and glasses, in the hero's own units (feet at 0,0). */
function drawFaceDetails(member: CastMember, look: HeroLook): string {
  const eyeY = HEAD.y + 8;
  const iris = hexOf(EYE_COLOURS, member.appearance.eyeColour);
  let svg =
    `<path d="${ellipseSubpath(-28, eyeY + 1, 7, 10)}${ellipseSubpath(28, eyeY + 1, 7, 10)}" fill="${iris}"/>` +
    `<path d="${ellipseSubpath(-28, eyeY + 2, 4, 6)}${ellipseSubpath(28, eyeY + 2, 4, 6)}" fill="#1a1412"/>` +
    `<path d="${circleSubpath(-24, eyeY - 5, 4)}${circleSubpath(32, eyeY - 5, 4)}" fill="#ffffff"/>`;
  if (member.appearance.freckles) {
    let dots = '';
    for (const side of [-1, 1]) {
      for (const [dx, dy] of [
        [36, 14],
        [46, 18],
        [40, 24],
        [52, 12],
      ] as const) {
        dots += circleSubpath(side * dx, eyeY + dy, 2.6);
      }
    }
    svg += `<path d="${dots}" fill="${mixColor(look.skin, '#6b3420', 0.45)}"/>`;
  }
  if (member.appearance.glasses) {
    svg +=
      `<path d="${circleSubpath(-28, eyeY, 21)}${circleSubpath(28, eyeY, 21)}" fill="#ffffff" fill-opacity="0.12" ` +
      `stroke="#2d2a40" stroke-width="5"/>` +
      `<path d="M-8 ${eyeY - 4}Q0 ${eyeY - 10} 8 ${eyeY - 4}M-49 ${eyeY - 4}L-76 ${eyeY - 10}M49 ${eyeY - 4}L76 ${eyeY - 10}" ` +
      `fill="none" stroke="#2d2a40" stroke-width="5" stroke-linecap="round"/>`;
  }
  return svg;
}
