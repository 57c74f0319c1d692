import type { HairStyle } from '@sns/contract';
import { circleSubpath, ellipseSubpath, n } from './svg-shapes';

/**
 * Every hair style a figure can have: the profile's styles, plus the grown-ups' own (a grandma's
 * single bun, a grandad's bald crown, a bob) so a family can look like a family.
 */
export type FigureHairStyle = HairStyle | 'bun' | 'bald' | 'bob';

/** The head in its own units: every head is drawn at (0, 0) with radius 80 and scaled into place. */
export const HEAD_R = 80;

/**
 * The layers of one hair style. `back` goes behind the body, `middle` over the body and under
 * the head (a headscarf's drape), `front` over the face; `ties` are bobbles and hair ties in the
 * figure's accent colour. A covering hides the ears.
 */
export interface HairPaths {
  back: string;
  middle: string;
  front: string;
  ties: string;
  hidesEars: boolean;
  /** Whether the moonlit sheen suits the style (not on a scarf or a bare crown). */
  sheen: boolean;
  /** The front layer has a hole (the face's opening in a hood): fill it even-odd. */
  evenOdd: boolean;
}

const r = HEAD_R;
// The fringe: a cap hugging the crown whose lower edge dips in soft waves across the forehead.
const CAP = `M${-r - 5} 12A${r + 7} ${r + 7} 0 1 1 ${r + 5} 12`;
const FRINGE =
  `${CAP}Q${r - 2} -34 ${r * 0.45} -42Q${r * 0.2} -30 0 -46` +
  `Q${-r * 0.3} -58 ${-r * 0.55} -40Q${-r + 2} -30 ${-r - 5} 12Z`;
// Hair parted in the middle and swept to the sides, for braids and buns pulled back.
const PARTED = `${CAP}Q${r - 6} -30 ${r * 0.5} -50Q${r * 0.2} -62 2 -72L-2 -72Q${-r * 0.2} -62 ${-r * 0.5} -50Q${-r + 6} -30 ${-r - 5} 12Z`;

const plain = (back: string, front: string, ties = ''): HairPaths => ({
  back,
  middle: '',
  front,
  ties,
  hidesEars: false,
  sheen: true,
  evenOdd: false,
});

/** The layers for a style, as path data in head units. */
export function hairPaths(style: FigureHairStyle): HairPaths {
  switch (style) {
    case 'short':
      return plain('', FRINGE);
    case 'long':
      return plain(
        `M${-r - 10} 0C${-r - 16} ${-r - 10} ${r + 16} ${-r - 10} ${r + 10} 0L${r + 14} 110` +
          `Q${r} 124 ${r - 16} 110L${-r + 16} 110Q${-r} 124 ${-r - 14} 110Z`,
        FRINGE,
      );
    case 'curly':
      return curly();
    case 'coily':
      return coily();
    case 'braids':
      return braids();
    case 'buns':
      return plain(
        circleSubpath(-r * 0.62, -r + 6, 30) + circleSubpath(r * 0.62, -r + 6, 30),
        PARTED,
        ellipseSubpath(-r * 0.5, -r + 24, 10, 6) + ellipseSubpath(r * 0.5, -r + 24, 10, 6),
      );
    case 'ponytail':
      return plain(
        `M${r * 0.5} ${-r + 10}C${r + 60} ${-r - 10} ${r + 70} 40 ${r + 30} 90` +
          `C${r + 40} 30 ${r + 10} ${-r + 50} ${r * 0.3} ${-r + 30}Z`,
        FRINGE,
        circleSubpath(r * 0.74, -r + 16, 10),
      );
    case 'shaved':
      // A close crop: no volume, just the hairline, high on the forehead and down to the ears.
      return plain(
        '',
        `M${-r - 2} 2A${r + 2} ${r + 2} 0 1 1 ${r + 2} 2Q${r - 2} -30 ${r * 0.7} -48Q0 -62 ${-r * 0.7} -48Q${-r + 2} -30 ${-r - 2} 2Z`,
      );
    case 'covered':
      return headscarf();
    case 'bun':
      return plain(circleSubpath(0, -r - 8, 32), FRINGE, ellipseSubpath(0, -r + 18, 14, 7));
    case 'bald':
      return {
        ...plain(ellipseSubpath(-r + 4, -12, 16, 28) + ellipseSubpath(r - 4, -12, 16, 28), ''),
        sheen: false,
      };
    case 'bob':
      return plain(
        `M${-r - 14} 46C${-r - 22} ${-r - 22} ${r + 22} ${-r - 22} ${r + 14} 46` +
          `Q${r + 10} 58 ${r - 10} 52L${-r + 10} 52Q${-r - 10} 58 ${-r - 14} 46Z`,
        // Straight bangs, the bob's signature.
        `M${-r - 6} 4A${r + 8} ${r + 8} 0 1 1 ${r + 6} 4L${r - 6} -34L${-r + 6} -34Z`,
      );
  }
}

function curly(): HairPaths {
  // Springy curls: a ring of circles, unioned in one path so the overlaps don't show.
  let back = '';
  for (let i = 0; i < 11; i++) {
    const angle = Math.PI * (0.92 + (i / 10) * 1.16);
    back += circleSubpath(Math.cos(angle) * (r + 4), -8 + Math.sin(angle) * (r + 2), 30);
  }
  let front = '';
  for (let i = 0; i < 6; i++) {
    const x = -r * 0.75 + (i / 5) * r * 1.5;
    front += circleSubpath(x, -r + 18 + Math.abs(x) * 0.18, 26);
  }
  return plain(back, front);
}

function coily(): HairPaths {
  // A round, full crown of coils: one big soft cloud behind the head with a scalloped edge.
  let back = ellipseSubpath(0, -18, r + 22, r + 16);
  for (let i = 0; i < 14; i++) {
    const angle = Math.PI * (0.82 + (i / 13) * 1.36);
    back += circleSubpath(Math.cos(angle) * (r + 16), -18 + Math.sin(angle) * (r + 12), 24);
  }
  let front = `M${-r - 4} 6A${r + 4} ${r + 4} 0 1 1 ${r + 4} 6Q${r - 6} -34 ${r * 0.5} -44Q0 -56 ${-r * 0.5} -44Q${-r + 6} -34 ${-r - 4} 6Z`;
  for (let i = 0; i < 7; i++) {
    const x = -r * 0.66 + (i / 6) * r * 1.32;
    front += circleSubpath(x, -44 - (1 - Math.abs(x) / r) * 8, 12);
  }
  // No sheen: a light stroke across the coils reads as a headband.
  return { ...plain(back, front), sheen: false };
}

function braids(): HairPaths {
  // Two plaits from behind the ears to the shoulders: a chain of overlapping ovals each side.
  let back = '';
  for (const side of [-1, 1]) {
    for (let k = 0; k < 6; k++) back += ellipseSubpath(side * (r - 6 + k * 2), 14 + k * 22, 15, 14);
  }
  const ties = circleSubpath(-(r + 6), 148, 9) + circleSubpath(r + 6, 148, 9);
  return plain(back, PARTED, ties);
}

function headscarf(): HairPaths {
  // A hijab: the drape falls over the shoulders (over the body), the hood frames the face.
  const middle = `M${-r - 16} -6Q${-r - 18} 90 ${-r + 14} 118Q0 134 ${r - 14} 118Q${r + 18} 90 ${r + 16} -6Z`;
  const hood =
    ellipseSubpath(0, -4, r + 18, r + 20) +
    // The face's opening, cut out by the even-odd rule.
    ellipseSubpath(0, 12, r - 14, r - 6);
  return { back: '', middle, front: hood, ties: '', hidesEars: true, sheen: false, evenOdd: true };
}

/** A soft fold line across a headscarf, so it reads as cloth. */
export function scarfFold(): string {
  return `M${n(-r * 0.7)} ${n(-r * 0.72)}Q0 ${n(-r * 1.05)} ${n(r * 0.7)} ${n(-r * 0.72)}`;
}
