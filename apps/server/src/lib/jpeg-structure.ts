/**
 * What a JPEG costs to decode is not only its pixels: a progressive JPEG is decoded scan by scan,
 * each scan a pass over every block, and a scan can be a few dozen bytes (issue 33 point 5: a
 * 1.5 MB file of 20,000 near-empty scans held a core for minutes). Encoders write at most a dozen
 * or so scans (libjpeg's default progressive script: 10 for colour, 6 for grey; mozjpeg's
 * searched scripts stay under 30), so a handful more than that is refused before decoding.
 */
export const MAX_JPEG_SCANS = 64;
/** Segments before the end of the image: real files carry tens (ICC profiles split into up to 255). */
export const MAX_JPEG_SEGMENTS = 1000;

export type JpegStructure =
  | { kind: 'not-jpeg' }
  | { kind: 'ok'; scans: number; segments: number }
  | { kind: 'too-complex'; scans: number; segments: number };

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const TEM = 0x01;
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/**
 * Walks a JPEG's markers up to the end of its first image, counting its scans (SOS) and segments,
 * without decoding anything: linear in the file's size, a few milliseconds for 10 MB. Stops
 * counting as soon as a limit is passed. A broken structure is left for the decoder to report.
 */
export function jpegStructure(data: Buffer): JpegStructure {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== SOI) return { kind: 'not-jpeg' };
  let scans = 0;
  let segments = 0;
  let at = 2;
  const verdict = (): JpegStructure =>
    scans > MAX_JPEG_SCANS || segments > MAX_JPEG_SEGMENTS
      ? { kind: 'too-complex', scans, segments }
      : { kind: 'ok', scans, segments };
  while (at + 1 < data.length) {
    if (data[at] !== 0xff) {
      // Entropy-coded data after a scan header: skip to the next marker that is neither a
      // stuffed 0xFF00 nor a restart marker.
      at += 1;
      continue;
    }
    const marker = data[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x00 || isRestart(marker)) {
      at += 2;
      continue;
    }
    if (marker === EOI) break;
    if (marker === SOI || marker === TEM) {
      at += 2;
      continue;
    }
    segments += 1;
    if (marker === SOS) scans += 1;
    if (scans > MAX_JPEG_SCANS || segments > MAX_JPEG_SEGMENTS) return verdict();
    if (at + 3 >= data.length) break;
    const length = data.readUInt16BE(at + 2);
    if (length < 2) break;
    at += 2 + length;
  }
  return verdict();
}
