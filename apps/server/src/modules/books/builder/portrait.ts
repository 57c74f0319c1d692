import { BOOK_PHOTO_SIDE } from '@sns/contract';
import sharp from 'sharp';

/** The cover's night blue: the portrait is flattened onto it, so it can be a small JPEG. */
export const NIGHT = '#1b1f4b';
const GOLD = '#f6d365';

const side = BOOK_PHOTO_SIDE;
const centre = side / 2;

// A warm, slightly faded look that sits well beside the illustrations: less saturation, a soft
// golden wash and a vignette towards the frame.
const wash = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}">
    <defs><radialGradient id="v" cx="50%" cy="45%" r="60%">
      <stop offset="0.55" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="${NIGHT}" stop-opacity="0.45"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="${GOLD}" fill-opacity="0.14"/>
    <rect width="100%" height="100%" fill="url(#v)"/></svg>`,
);
const circle = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}">
    <circle cx="${centre}" cy="${centre}" r="${centre - 14}" fill="#fff"/></svg>`,
);
const frame = ringFrame(side);

/** The gold ring round a portrait, drawn for a `pixels`-wide square (512 is the photo's). */
export function ringFrame(pixels: number): Buffer {
  const c = pixels / 2;
  const k = pixels / side;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}">
    <circle cx="${c}" cy="${c}" r="${c - 14 * k}" fill="none" stroke="${GOLD}" stroke-width="${12 * k}"/>
    <circle cx="${c}" cy="${c}" r="${c - 26 * k}" fill="none" stroke="#fff6d8" stroke-width="${2 * k}" stroke-opacity="0.8"/>
    <circle cx="${c}" cy="${c}" r="${c - 3 * k}" fill="none" stroke="${GOLD}" stroke-width="${2 * k}" stroke-opacity="0.6"/></svg>`,
  );
}

/**
 * docs/design.md#book-builder: the reference photo as the hero's portrait — cropped to 512×512
 * around its centre, softly stylised, cut to a circle inside a gold frame and flattened onto the
 * cover's night blue, as a JPEG (a PNG with transparency would be several times larger in the PDF).
 */
export async function stylisePortrait(photo: Buffer): Promise<Buffer> {
  const square = await sharp(photo, { failOn: 'error' })
    .rotate()
    .resize(side, side, { fit: 'cover', position: 'attention' })
    .modulate({ saturation: 0.82, brightness: 1.04 })
    .composite([{ input: wash }])
    .png()
    .toBuffer();
  const round = await sharp(square)
    .ensureAlpha()
    .composite([{ input: circle, blend: 'dest-in' }])
    .png()
    .toBuffer();
  return sharp({ create: { width: side, height: side, channels: 3, background: NIGHT } })
    .composite([{ input: round }, { input: frame }])
    .jpeg({ quality: 88 })
    .toBuffer();
}
