import { availableParallelism } from 'node:os';
import { errors } from '../errors';
import { QueueFullError } from './concurrency-limit';
import { createDecoderProcesses, type DecodeOutcome } from './image-decoding/decoder-processes';
import { MAX_IMAGE_PIXELS } from './image-decoding/reencode-with-sharp';
import { jpegStructure } from './jpeg-structure';

export { MAX_IMAGE_PIXELS };
/** docs/decisions/d9-uploaded-images.md: uploaded images are at most 10 MB and 40 megapixels. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/**
 * How long one upload may take to decode. A 40-megapixel photo takes under 2 s on one busy core;
 * what takes longer is built to (docs/decisions/053-decoding-bombs.md).
 */
export const DECODE_TIME_LIMIT_MS = 15_000;

/**
 * Decodes run one per core in decoder processes, taking turns between requesters; past 16
 * waiting (4 of one requester) the server says it is busy: a burst of uploads cannot take every
 * core and hundreds of megabytes at once, nor one parent's uploads every core.
 */
const decoders = createDecoderProcesses({
  processes: availableParallelism(),
  timeLimitMs: DECODE_TIME_LIMIT_MS,
  waiting: 16,
  waitingPerRequester: 4,
});

/**
 * The rules of docs/decisions/d9-uploaded-images.md for one uploaded image from `requester` (a
 * user id, or the address of a sign-up): checks size, type and structure first (a JPEG of too
 * many scans is refused before anything is decoded), then, in a decoder process with a time
 * limit, checks the pixel count from the header and re-encodes the image as a PNG that fits in
 * `maxSide`×`maxSide`, turned upright. Throws the catalogue's 4xx errors; never a 500 for bad
 * bytes.
 */
export async function reencodeUploadedImage(
  data: Buffer,
  options: { maxSide: number; requester: string },
): Promise<Buffer> {
  if (data.length === 0) throw errors.noPhoto();
  if (data.length > MAX_IMAGE_BYTES) throw errors.photoTooLarge();
  if (looksLikeMarkup(data)) throw errors.notAPhoto();
  if (jpegStructure(data).kind === 'too-complex') throw errors.photoTooComplex();

  let outcome: DecodeOutcome;
  try {
    outcome = await decoders.reencode(options.requester, data, options.maxSide);
  } catch (error) {
    if (error instanceof QueueFullError) throw errors.busy();
    throw error;
  }
  switch (outcome.kind) {
    case 'png':
      return outcome.data;
    case 'too-slow':
      throw errors.photoTooComplex();
    case 'crashed':
      throw errors.unreadablePhoto();
    case 'refused':
      if (outcome.reason === 'not-a-photo') throw errors.notAPhoto();
      if (outcome.reason === 'too-many-pixels') throw errors.photoTooManyPixels();
      throw errors.unreadablePhoto();
  }
}

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
