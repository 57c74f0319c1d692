import sharp from 'sharp';

/** docs/decisions/d9-uploaded-images.md: uploaded images are at most 10 MB and 40 megapixels. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * Decoding costs by bytes of samples, not by pixels: a 16-bit PNG of 300 KB can hold 25 MP of
 * 8-byte pixels (1.6 s of CPU). The budget is 40 MP at 8 bits a sample, so 20 MP at 16 bits.
 */
const BYTES_PER_SAMPLE: Partial<Record<string, number>> = {
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  double: 8,
};

/**
 * Raster photo formats only. SVG is refused outright: it is a document that can carry scripts and
 * links, and rendering one is not "decoding a photo".
 */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'heif', 'avif']);

export type ReencodeOutcome =
  | { kind: 'png'; data: Buffer }
  | { kind: 'refused'; reason: 'not-a-photo' | 'too-many-pixels' | 'unreadable' };

/**
 * Checks type and pixel count from the header (so a 20000×20000 bomb is refused before anything
 * is decoded), then fully decodes the image and re-encodes it as a PNG that fits in
 * `maxSide`×`maxSide`, turned upright. Re-encoding drops EXIF, GPS and anything hidden after the
 * image data. Runs in a decoder process (./decoder-processes.ts), which is what bounds its time.
 */
export async function reencodeWithSharp(data: Buffer, maxSide: number): Promise<ReencodeOutcome> {
  const open = () => sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
  try {
    const meta = await open().metadata();
    if (!meta.format || !PHOTO_FORMATS.has(meta.format))
      return { kind: 'refused', reason: 'not-a-photo' };
    const height = meta.pageHeight ?? meta.height ?? 0;
    if (!meta.width || !height) return { kind: 'refused', reason: 'unreadable' };
    const sampleBytes = BYTES_PER_SAMPLE[meta.depth ?? 'uchar'] ?? 1;
    if (meta.width * height * sampleBytes > MAX_IMAGE_PIXELS)
      return { kind: 'refused', reason: 'too-many-pixels' };
    const png = await open()
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
    return { kind: 'png', data: png };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) return { kind: 'refused', reason: 'too-many-pixels' };
    if (/unsupported image format/i.test(message))
      return { kind: 'refused', reason: 'not-a-photo' };
    return { kind: 'refused', reason: 'unreadable' };
  }
}
