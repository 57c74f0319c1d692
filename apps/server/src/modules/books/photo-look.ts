import { HAIR_COLOURS, SKIN_TONES, type HairColour, type SkinTone } from '@sns/contract';
import sharp from 'sharp';

/** Where a centred portrait usually has its face and its hair, as fractions of the square. */
const FACE = { left: 0.38, right: 0.62, top: 0.4, bottom: 0.62 } as const;
const HAIR = { left: 0.3, right: 0.7, top: 0.03, bottom: 0.38 } as const;
/** The top corners: what is behind the child, so it is not taken for hair. */
const CORNERS = [
  { left: 0, right: 0.12, top: 0, bottom: 0.12 },
  { left: 0.88, right: 1, top: 0, bottom: 0.12 },
] as const;
/** CIELAB distance under which two colours count as the same thing (skin, background). */
const SAME = 18;
const GRID = 64;

export interface PhotoLook {
  skinTone: SkinTone;
  hairColour: HairColour;
}

/**
 * The skin tone and hair colour a photo suggests (issue 12), for the parent to confirm or change:
 * the median colour of the middle of the picture (the face, in a centred portrait), and of the
 * upper part above it once what looks like skin or like the background (the top corners) is
 * left out (the hair), each matched to the nearest palette colour in CIELAB. Deliberately
 * simple: no face detection, so a photo framed otherwise gives a wrong guess — which is why it is
 * only ever a suggestion the parent sees and can change before the book is made.
 */
export async function samplePhotoLook(photo: Buffer): Promise<PhotoLook> {
  const { data } = await sharp(photo)
    .resize(GRID, GRID, { fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const skin = medianColour(pixelsOf(data, FACE));
  const background = CORNERS.map((corner) => toLab(medianColour(pixelsOf(data, corner))));
  const upper = pixelsOf(data, HAIR);
  const skinLab = toLab(skin);
  const hairLike = upper.filter((rgb) => {
    const lab = toLab(rgb);
    return distance(lab, skinLab) > SAME && background.every((b) => distance(lab, b) > SAME);
  });
  // Too little left (a bald head, hair the colour of the wall): the whole band is the best guess.
  const hair = medianColour(hairLike.length >= upper.length * 0.08 ? hairLike : upper);
  return { skinTone: nearest(SKIN_TONES, skin), hairColour: nearest(HAIR_COLOURS, hair) };
}

type Rgb = [number, number, number];
type Region = { left: number; right: number; top: number; bottom: number };

function pixelsOf(data: Buffer, region: Region): Rgb[] {
  const pixels: Rgb[] = [];
  for (let y = Math.floor(region.top * GRID); y < Math.ceil(region.bottom * GRID); y += 1) {
    for (let x = Math.floor(region.left * GRID); x < Math.ceil(region.right * GRID); x += 1) {
      const i = (y * GRID + x) * 3;
      pixels.push([data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0]);
    }
  }
  return pixels;
}

/** The median of each channel: a few dark pixels (eyes, a shadow) don't pull it. */
function medianColour(pixels: Rgb[]): Rgb {
  return [0, 1, 2].map((c) => {
    const values = pixels.map((p) => p[c] ?? 0).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)] ?? 0;
  }) as Rgb;
}

const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

function nearest<T extends { id: string; hex: string }>(palette: readonly T[], colour: Rgb) {
  const target = toLab(colour);
  let best = palette[0] as T;
  let bestDistance = Infinity;
  for (const entry of palette) {
    const d = distance(toLab(fromHex(entry.hex)), target);
    if (d < bestDistance) [best, bestDistance] = [entry, d];
  }
  return best.id as T['id'];
}

function fromHex(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** sRGB (D65) to CIELAB, where distances are close to the differences a person sees. */
function toLab([r, g, b]: Rgb): Rgb {
  const linear = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [lr, lg, lb] = [linear(r), linear(g), linear(b)];
  const x = (0.4124 * lr + 0.3576 * lg + 0.1805 * lb) / 0.95047;
  const y = 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  const z = (0.0193 * lr + 0.1192 * lg + 0.9505 * lb) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (841 / 108) * t + 4 / 29);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}
