import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { errors } from '../errors';
import { createConcurrencyLimit, QueueFullError } from './concurrency-limit';

/** docs/decisions/d9-uploaded-images.md: uploaded images are at most 10 MB and 40 megapixels. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * Decoding costs by bytes of samples, not by pixels: a 16-bit PNG of 300 KB can hold 25 MP of
 * 8-byte pixels (1.6 s of CPU). The budget is 40 MP at 8 bits a sample, so 20 MP at 16 bits.
 */
const MAX_SAMPLE_PIXELS = MAX_IMAGE_PIXELS;
const BYTES_PER_SAMPLE: Partial<Record<string, number>> = {
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  double: 8,
};

/**
 * Decodes run one per core, the rest in line, and past 16 waiting the server says it is busy:
 * a burst of uploads cannot take every core and hundreds of megabytes at once.
 */
const decoding = createConcurrencyLimit(availableParallelism(), 16);

/**
 * Raster photo formats only. SVG is refused outright: it is a document that can carry scripts and
 * links, and rendering one is not "decoding a photo".
 */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'heif', 'avif']);

/**
 * The rules of docs/decisions/d9-uploaded-images.md for one uploaded image: checks size, type and
 * pixel count from the header (so a 20000×20000 bomb is refused before anything is decoded), then
 * fully decodes it and re-encodes it as a PNG that fits in `maxSide`×`maxSide`, turned upright.
 * Re-encoding drops EXIF, GPS and anything hidden after the image data. Throws the catalogue's 4xx
 * errors; never a 500 for bad bytes.
 */
export async function reencodeUploadedImage(data: Buffer, options: { maxSide: number }) {
  if (data.length === 0) throw errors.noPhoto();
  if (data.length > MAX_IMAGE_BYTES) throw errors.photoTooLarge();
  if (looksLikeMarkup(data)) throw errors.notAPhoto();

  const open = () => sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
  let meta: sharp.Metadata;
  try {
    meta = await open().metadata();
  } catch (error) {
    throw imageError(error);
  }
  if (!meta.format || !PHOTO_FORMATS.has(meta.format)) throw errors.notAPhoto();
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (!meta.width || !height) throw errors.unreadablePhoto();
  if (meta.width * height > MAX_IMAGE_PIXELS) throw errors.photoTooManyPixels();
  const sampleBytes = BYTES_PER_SAMPLE[meta.depth ?? 'uchar'] ?? 1;
  if (meta.width * height * sampleBytes > MAX_SAMPLE_PIXELS) throw errors.photoTooManyPixels();

  try {
    return await decoding.run(() => decodeAndResize(open, options.maxSide));
  } catch (error) {
    if (error instanceof QueueFullError) throw errors.busy();
    throw imageError(error);
  }
}

const decodeAndResize = (open: () => sharp.Sharp, maxSide: number) =>
  open()
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();

/**
 * The bytes of a `data:` URL as the original sign-up form sends its photo, or undefined when the
 * value is not a data URL at all (the caller decides what that means). Refuses before decoding
 * when the declared type is SVG or the text is too long to be under the size limit.
 */
export function decodeImageDataUrl(value: string): Buffer | undefined {
  const match = /^data:([^;,]*)((?:;[^;,]*)*),/i.exec(value.slice(0, 256));
  if (!match) return undefined;
  const mediaType = (match[1] ?? '').toLowerCase();
  if (mediaType.includes('svg') || !/;base64$/i.test(match[2] ?? '')) throw errors.notAPhoto();
  const base64 = value.slice(match[0].length).replace(/\s+/g, '');
  if (base64.length * 0.75 > MAX_IMAGE_BYTES + 3) throw errors.photoTooLarge();
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(base64)) throw errors.unreadablePhoto();
  return Buffer.from(base64, 'base64');
}

/** SVG, XML or HTML: text starting with '<' once a BOM and whitespace are skipped. */
function looksLikeMarkup(data: Buffer) {
  const head = data
    .subarray(0, 512)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<');
}

function imageError(error: unknown) {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return errors.photoTooManyPixels();
  if (/unsupported image format/i.test(message)) return errors.notAPhoto();
  return errors.unreadablePhoto();
}
