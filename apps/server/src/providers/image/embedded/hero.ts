import type { Genre } from '@sns/contract';
import type { Random } from './random';
import { HAIR_STYLES, HEAD, hairPaths } from './hero-hair';
import { circleSubpath, ellipseSubpath, mixColor, n } from './svg-shapes';
import { drawAccessory } from './hero-accessories';
import type { HeroLook } from './hero-accessories';

// A broad, even spread of skin tones; every child should be able to see themselves.
const SKIN_TONES = ['#fbe0cc', '#f3c7a5', '#e5b08a', '#c98d66', '#a06a46', '#734a33'] as const;
const HAIR_COLORS = [
  '#2a1c16',
  '#4b2e22',
  '#6e4328',
  '#a35a32',
  '#d8a24a',
  '#edd28a',
  '#b8452c',
] as const;
// Soft, saturated picture-book colours that still read well against a dark night.
const CLOTHES = [
  '#e8735a',
  '#f2a65a',
  '#2fa595',
  '#e9c46a',
  '#7fb3e0',
  '#b08ee8',
  '#ef8fab',
  '#78c47f',
  '#5f7ff0',
] as const;

/** Chooses how the hero looks, independently of where they stand. */
export function pickHeroLook(random: Random): HeroLook {
  const skin = random.pick(SKIN_TONES);
  const top = random.pick(CLOTHES);
  return {
    skin,
    hair: random.pick(HAIR_COLORS),
    hairStyle: random.pick(HAIR_STYLES),
    top,
    bottom: random.pick(CLOTHES.filter((color) => color !== top)),
    shoes: random.pick(['#5a3b2e', '#3d4a7a', '#a8433a', '#2f2f3a'] as const),
    dress: random.chance(0.3),
    dots: random.chance(0.35),
    waving: random.chance(0.5),
    happyEyes: random.chance(0.3),
  };
}

/**
 * The hero: a friendly, round-headed child with big eyes and rosy cheeks, standing with feet at
 * (x, feetY). Drawn in its own 0-centred units (about 380 tall) and scaled into place.
 */
export function drawHero(
  random: Random,
  look: HeroLook,
  genre: Genre,
  x: number,
  feetY: number,
  scale: number,
): string {
  const skinShade = mixColor(look.skin, '#7a3b2a', 0.18);
  const hair = hairPaths(look.hairStyle);
  const accessory = drawAccessory(random, look, genre);
  const armY = -198;
  // The waving hand clears the space helmet (radius ~104 around the head).
  const leftHand = look.waving ? [-128, -288] : [-64, -118];
  const rightHand = [64, -118];
  const arms =
    `M-44 ${armY}Q${look.waving ? -104 : -64} ${look.waving ? -206 : -160} ${n(leftHand[0] ?? 0)} ${n(leftHand[1] ?? 0)}` +
    `M44 ${armY}Q70 -160 ${n(rightHand[0] ?? 0)} ${n(rightHand[1] ?? 0)}`;

  const parts = [
    `<path d="${ellipseSubpath(0, 0, 82, 14)}" fill="#000000" fill-opacity="0.25"/>`,
    accessory.behind,
    hair.back ? `<path d="${hair.back}" fill="${look.hair}"/>` : '',
    // Legs, then shoes.
    `<path d="M-34 -100h26v86h-26ZM8 -100h26v86h-26Z" fill="${look.dress ? look.skin : look.bottom}"/>`,
    `<path d="${ellipseSubpath(-24, -12, 27, 14)}${ellipseSubpath(24, -12, 27, 14)}" fill="${look.shoes}"/>`,
    // Sleeves: thick rounded strokes in the top's colour, hands in skin.
    `<path d="${arms}" fill="none" stroke="${look.top}" stroke-width="28" stroke-linecap="round"/>`,
    `<path d="${circleSubpath(leftHand[0] ?? 0, leftHand[1] ?? 0, 16)}${circleSubpath(rightHand[0] ?? 0, rightHand[1] ?? 0, 16)}" fill="${look.skin}"/>`,
    drawBody(look),
    `<path d="M-16 -212h32v16h-32Z" fill="${skinShade}"/>`,
    // Ears sit under the hair, the head over the neck.
    `<path d="${circleSubpath(-HEAD.r + 2, HEAD.y + 8, 15)}${circleSubpath(HEAD.r - 2, HEAD.y + 8, 15)}" fill="${skinShade}"/>`,
    `<circle cx="0" cy="${HEAD.y}" r="${HEAD.r}" fill="${look.skin}"/>`,
    drawFace(look),
    `<path d="${hair.front}" fill="${look.hair}"/>`,
    // A soft highlight on the hair, as if the moon catches it.
    `<path d="M${-HEAD.r * 0.5} ${HEAD.y - HEAD.r + 14}q${HEAD.r * 0.4} -16 ${HEAD.r * 0.9} -4" fill="none" stroke="#ffffff" stroke-opacity="0.22" stroke-width="7" stroke-linecap="round"/>`,
    accessory.front,
  ];
  return `<g transform="translate(${n(x)} ${n(feetY)}) scale(${scale.toFixed(3)})">${parts.join('')}</g>`;
}

function drawBody(look: HeroLook): string {
  const body = look.dress
    ? 'M-40 -208Q-50 -150 -74 -92Q0 -80 74 -92Q50 -150 40 -208Q0 -218 -40 -208Z'
    : 'M-44 -206Q-54 -150 -48 -96Q0 -88 48 -96Q54 -150 44 -206Q0 -216 -44 -206Z';
  let svg = `<path d="${body}" fill="${look.top}"/>`;
  if (!look.dress)
    svg += `<path d="M-48 -112Q0 -104 48 -112L48 -96Q0 -88 -48 -96Z" fill="${look.bottom}"/>`;
  if (look.dots) {
    // Polka dots: the look of pyjamas, fitting for a bedtime story.
    let dots = '';
    for (const [dx, dy] of [
      [-22, -180],
      [14, -166],
      [-10, -140],
      [26, -128],
      [-30, -118],
      [2, -112],
    ] as const) {
      dots += circleSubpath(dx, dy, 6);
    }
    svg += `<path d="${dots}" fill="#ffffff" fill-opacity="0.55"/>`;
  }
  svg += `<path d="M-16 -209Q0 -196 16 -209" fill="none" stroke="${mixColor(look.top, '#ffffff', 0.4)}" stroke-width="6" stroke-linecap="round"/>`;
  return svg;
}

function drawFace(look: HeroLook): string {
  const eyeY = HEAD.y + 8;
  const eyes = look.happyEyes
    ? `<path d="M-40 ${eyeY}q12 -14 24 0M16 ${eyeY}q12 -14 24 0" fill="none" stroke="#2d2320" stroke-width="6" stroke-linecap="round"/>`
    : `<path d="${ellipseSubpath(-28, eyeY, 10, 13)}${ellipseSubpath(28, eyeY, 10, 13)}" fill="#2d2320"/>` +
      `<path d="${circleSubpath(-24, eyeY - 5, 4)}${circleSubpath(32, eyeY - 5, 4)}" fill="#ffffff"/>`;
  const brows = `M-38 ${eyeY - 24}q10 -7 20 -2M18 ${eyeY - 26}q10 -5 20 2`;
  return (
    eyes +
    `<path d="${brows}" fill="none" stroke="${mixColor(look.hair, '#000000', 0.1)}" stroke-width="4" stroke-linecap="round" stroke-opacity="0.7"/>` +
    `<path d="${ellipseSubpath(-46, eyeY + 24, 14, 9)}${ellipseSubpath(46, eyeY + 24, 14, 9)}" fill="#f07f7f" fill-opacity="0.4"/>` +
    `<path d="M-15 ${eyeY + 30}Q0 ${eyeY + 46} 15 ${eyeY + 30}" fill="none" stroke="#8c3b36" stroke-width="5" stroke-linecap="round"/>`
  );
}
