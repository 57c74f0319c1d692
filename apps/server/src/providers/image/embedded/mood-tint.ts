import type { Mood } from '../../scene/scene';
import { mixColor } from './svg-shapes';

/**
 * The mood of a moment, applied to every colour of the world (sky, backdrop, props) — never to
 * the children, whose look must stay the same. A gloomy page is grey: "everything had turned a
 * dull, dusty grey" must look it.
 */
export function moodTint(mood: Mood): ((hex: string) => string) | null {
  switch (mood) {
    case 'gloomy':
      return (hex) => {
        const grey = luminanceGrey(hex);
        return mixColor(mixColor(hex, grey, 0.88), '#8a8784', 0.15);
      };
    case 'mysterious':
      return (hex) => mixColor(hex, '#3f3a7a', 0.2);
    case 'cosy':
      return (hex) => mixColor(hex, '#ffb070', 0.1);
    case 'joyful':
    case 'exciting':
      return (hex) => saturate(hex, 0.15);
    case 'calm':
      return null;
  }
}

/**
 * The mood for a thing whose colour the parent named ("a purple balloon"): a gloomy page greys
 * the world around it, but the balloon stays purple, only dimmed (decision 086).
 */
export function namedColourTint(mood: Mood): ((hex: string) => string) | null {
  if (mood !== 'gloomy') return moodTint(mood);
  return (hex) => mixColor(hex, luminanceGrey(hex), 0.3);
}

/** Rewrites every #rrggbb (and #rgb) colour in a piece of SVG through `tint`. */
export function tintSvg(svg: string, tint: ((hex: string) => string) | null): string {
  if (!tint) return svg;
  const cache = new Map<string, string>();
  // Noto writes some colours in three digits; ids never match, as they all carry a '-' prefix.
  return svg.replace(/#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{3})(?=["';)\s])/g, (hex) => {
    let tinted = cache.get(hex);
    if (!tinted) {
      tinted = tint(
        hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex,
      );
      cache.set(hex, tinted);
    }
    return tinted;
  });
}

/** A #rrggbb colour's own brightness as a grey (Rec. 601 weights). */
export function luminanceGrey(hex: string): string {
  const [r, g, b] = channels(hex);
  const y = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
  const part = y.toString(16).padStart(2, '0');
  return `#${part}${part}${part}`;
}

function saturate(hex: string, amount: number): string {
  const [r, g, b] = channels(hex);
  const grey = 0.299 * r + 0.587 * g + 0.114 * b;
  const push = (c: number): string =>
    Math.max(0, Math.min(255, Math.round(c + (c - grey) * amount)))
      .toString(16)
      .padStart(2, '0');
  return `#${push(r)}${push(g)}${push(b)}`;
}

function channels(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16)) as [number, number, number];
}
