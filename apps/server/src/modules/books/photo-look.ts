import { HAIR_COLOURS, SKIN_TONES, type HairColour, type SkinTone } from '@sns/contract';
import sharp from 'sharp';

/** Where a centred portrait usually has its face and its hair, as fractions of the square. */
const FACE = { left: 0.38, right: 0.62, top: 0.4, bottom: 0.62 } as const;
const HAIR = { left: 0.3, right: 0.7, top: 0.06, bottom: 0.2 } as const;
const GRID = 64;

export interface PhotoLook {
  skinTone: SkinTone;
  hairColour: HairColour;
}

/**
 * The skin tone and hair colour a photo suggests (issue 12), for the parent to confirm or change:
 * the median colour of the middle of the picture (the face, in a centred portrait) and of a band
 * near its top (the hair), each matched to the nearest palette colour in CIELAB. Deliberately
 * simple: no face detection, so a photo framed otherwise gives a wrong guess — which is why it is
 * only ever a suggestion the parent sees and can change before the book is made.
 */
export async function samplePhotoLook(photo: Buffer): Promise<PhotoLook> {
  const { data } = await sharp(photo)
    .resize(GRID, GRID, { fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const skin = medianColour(data, FACE);
  const hair = medianColour(data, HAIR);
  return { skinTone: nearest(SKIN_TONES, skin), hairColour: nearest(HAIR_COLOURS, hair) };
}

type Rgb = [number, number, number];
type Region = { left: number; right: number; top: number; bottom: number };

/** The median of each channel over a region: a few dark pixels (eyes, a shadow) don't pull it. */
function medianColour(data: Buffer, region: Region): Rgb {
  const channels: [number[], number[], number[]] = [[], [], []];
  for (let y = Math.floor(region.top * GRID); y < Math.ceil(region.bottom * GRID); y += 1) {
    for (let x = Math.floor(region.left * GRID); x < Math.ceil(region.right * GRID); x += 1) {
      const i = (y * GRID + x) * 3;
      for (let c = 0; c < 3; c += 1) channels[c]?.push(data[i + c] ?? 0);
    }
  }
  return channels.map((values) => {
    values.sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)] ?? 0;
  }) as Rgb;
}

function nearest<T extends { id: string; hex: string }>(palette: readonly T[], colour: Rgb) {
  const target = toLab(colour);
  let best = palette[0] as T;
  let bestDistance = Infinity;
  for (const entry of palette) {
    const lab = toLab(fromHex(entry.hex));
    const distance = Math.hypot(lab[0] - target[0], lab[1] - target[1], lab[2] - target[2]);
    if (distance < bestDistance) [best, bestDistance] = [entry, distance];
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
