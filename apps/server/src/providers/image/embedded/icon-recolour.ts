/**
 * Paints an icon in the colour the parent named ("a purple balloon" when the icon's balloon is
 * red): the icon's main hue — the hue most of its coloured parts share — turns to the named one,
 * each part keeping its own lightness, so shading and highlights survive. Grey, black and white
 * parts (outlines, eyes, strings) and parts of other hues stay as they are.
 */
export function recolourIcon(svg: string, named: string): string {
  const target = toHsl(named);
  if (target.s < 0.25) return svg;
  const colours = [...svg.matchAll(HEX)].map((m) => toHsl(expand(m[0])));
  const main = mainHue(colours);
  if (main === null || hueGap(main, target.h) < 12) return svg;
  return svg.replace(HEX, (hex) => {
    const c = toHsl(expand(hex));
    if (c.s < 0.25 || hueGap(c.h, main) > 40) return hex;
    return toHex(target.h, Math.max(c.s, target.s * 0.8), c.l);
  });
}

const HEX = /#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{3})\b/g;

export interface Hsl {
  h: number;
  s: number;
  l: number;
}

function mainHue(colours: readonly Hsl[]): number | null {
  const buckets = new Map<number, number>();
  for (const c of colours) {
    if (c.s < 0.25) continue;
    const bucket = Math.round(c.h / 30) % 12;
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + 1);
  }
  let best: number | null = null;
  let count = 0;
  for (const [bucket, n] of buckets) if (n > count) [best, count] = [bucket, n];
  if (best === null) return null;
  const inBucket = colours.filter((c) => c.s >= 0.25 && Math.round(c.h / 30) % 12 === best);
  return inBucket.reduce((sum, c) => sum + c.h, 0) / inBucket.length;
}

function hueGap(a: number, b: number): number {
  const gap = Math.abs(a - b) % 360;
  return Math.min(gap, 360 - gap);
}

function expand(hex: string): string {
  return hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
}

/** A #rrggbb colour as hue (degrees), saturation and lightness (0–1). */
export function toHsl(hex: string): Hsl {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  const l = (max + min) / 2;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  let h = 0;
  if (d !== 0) h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: (h * 60 + 360) % 360, s, l };
}

function toHex(h: number, s: number, l: number): string {
  const c = (1 - Math.abs(2 * l - 1)) * Math.min(1, s);
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return `#${[r, g, b]
    .map((v) =>
      Math.round((v + m) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
