import { circleSubpath, ellipseSubpath, n } from './svg-shapes';

/** Hair styles; each has a part behind the head and a part over the forehead. */
export const HAIR_STYLES = [
  'short',
  'curly',
  'long',
  'pigtails',
  'ponytail',
  'bob',
  'spiky',
  'buns',
] as const;
export type HairStyle = (typeof HAIR_STYLES)[number];

/** Head geometry in hero units (feet at 0,0; y grows downwards, so the head is at negative y). */
export const HEAD = { x: 0, y: -282, r: 80 } as const;

export interface HairPaths {
  back: string;
  front: string;
}

/** The two hair layers for a style, as path data around HEAD. */
export function hairPaths(style: HairStyle): HairPaths {
  const { y, r } = HEAD;
  const top = y - r;
  // The fringe: a cap hugging the crown whose lower edge dips in soft waves across the forehead.
  const cap = `M${-r - 5} ${y + 12}A${r + 7} ${r + 7} 0 1 1 ${r + 5} ${y + 12}`;
  const fringe =
    `${cap}Q${r - 2} ${y - 34} ${r * 0.45} ${y - 42}Q${r * 0.2} ${y - 30} 0 ${y - 46}` +
    `Q${-r * 0.3} ${y - 58} ${-r * 0.55} ${y - 40}Q${-r + 2} ${y - 30} ${-r - 5} ${y + 12}Z`;
  switch (style) {
    case 'short':
      return { back: '', front: fringe };
    case 'curly': {
      // Springy curls: a ring of circles, unioned in one path so the overlaps don't show.
      let back = '';
      for (let i = 0; i < 11; i++) {
        const angle = Math.PI * (0.92 + (i / 10) * 1.16);
        back += circleSubpath(Math.cos(angle) * (r + 4), y - 8 + Math.sin(angle) * (r + 2), 30);
      }
      let front = '';
      for (let i = 0; i < 6; i++) {
        const x = -r * 0.75 + (i / 5) * r * 1.5;
        front += circleSubpath(x, top + 18 + Math.abs(x) * 0.18, 26);
      }
      return { back, front };
    }
    case 'long':
      return {
        back: `M${-r - 10} ${y}C${-r - 16} ${top - 10} ${r + 16} ${top - 10} ${r + 10} ${y}L${r + 14} ${y + 110}Q${r} ${y + 124} ${r - 16} ${y + 110}L${-r + 16} ${y + 110}Q${-r} ${y + 124} ${-r - 14} ${y + 110}Z`,
        front: fringe,
      };
    case 'pigtails':
      return {
        back:
          ellipseSubpath(-r - 22, y + 18, 26, 44) +
          ellipseSubpath(r + 22, y + 18, 26, 44) +
          circleSubpath(-r - 6, y - 20, 14) +
          circleSubpath(r + 6, y - 20, 14),
        front: fringe,
      };
    case 'ponytail':
      return {
        back: `M${r * 0.5} ${top + 10}C${r + 60} ${top - 10} ${r + 70} ${y + 40} ${r + 30} ${y + 90}C${r + 40} ${y + 30} ${r + 10} ${top + 50} ${r * 0.3} ${top + 30}Z`,
        front: fringe,
      };
    case 'bob':
      return {
        back: `M${-r - 14} ${y + 46}C${-r - 22} ${top - 22} ${r + 22} ${top - 22} ${r + 14} ${y + 46}Q${r + 10} ${y + 58} ${r - 10} ${y + 52}L${-r + 10} ${y + 52}Q${-r - 10} ${y + 58} ${-r - 14} ${y + 46}Z`,
        // Straight bangs, the bob's signature.
        front: `M${-r - 6} ${y + 4}A${r + 8} ${r + 8} 0 1 1 ${r + 6} ${y + 4}L${r - 6} ${y - 34}L${-r + 6} ${y - 34}Z`,
      };
    case 'spiky': {
      let front = `M${-r - 4} ${y}`;
      const spikes = 7;
      for (let i = 0; i <= spikes; i++) {
        const angle = Math.PI * (1 + i / spikes);
        const tipR = i % 2 === 0 ? r + 6 : r + 30;
        front += `L${n(Math.cos(angle) * tipR)} ${n(y - 10 + Math.sin(angle) * tipR)}`;
      }
      front += `L${r + 4} ${y}Q${r * 0.5} ${y - 44} 0 ${y - 40}Q${-r * 0.5} ${y - 44} ${-r - 4} ${y}Z`;
      return { back: '', front };
    }
    case 'buns':
      return {
        back: circleSubpath(-r * 0.62, top + 6, 30) + circleSubpath(r * 0.62, top + 6, 30),
        front: fringe,
      };
  }
}
