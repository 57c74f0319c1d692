import sharp from 'sharp';

/**
 * A perceptual hash of a picture (docs/decisions/058): the difference hash ("dHash") both ways —
 * the picture shrunk to a 9×9 grey grid, one bit per neighbouring pair saying whether brightness
 * rises to the right (64 bits) and downwards (64 bits). Two renders of one composition hash the
 * same; moving the child, changing the camera, the time of day or the pose flips bits.
 */
export async function pictureHash(image: Buffer): Promise<Uint8Array> {
  const { data } = await sharp(image)
    .flatten({ background: '#ffffff' })
    .resize(GRID, GRID, { fit: 'fill', kernel: 'cubic' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const bits = new Uint8Array(BITS);
  let i = 0;
  for (let y = 0; y < GRID - 1; y++)
    for (let x = 0; x < GRID - 1; x++) {
      const here = data[y * GRID + x] ?? 0;
      bits[i++] = here < (data[y * GRID + x + 1] ?? 0) ? 1 : 0;
      bits[i++] = here < (data[(y + 1) * GRID + x] ?? 0) ? 1 : 0;
    }
  return bits;
}

/**
 * Two pictures of one book closer than this are the same picture to a reader
 * (docs/decisions/058): measured on the writer's books, pairs at 3–5 bits were one framing,
 * one spot and one pose with a prop moved; pairs from 7 bits on differ in framing or pose.
 */
export const REPEAT_DISTANCE = 6;

const GRID = 9;
/** Bits in a hash: two per cell of the 8×8 grid. */
export const BITS = (GRID - 1) * (GRID - 1) * 2;

/** How many of the bits differ: 0 for the same picture, about half for unrelated pictures. */
export function hashDistance(a: Uint8Array, b: Uint8Array): number {
  let distance = 0;
  for (let i = 0; i < BITS; i++) if (a[i] !== b[i]) distance++;
  return distance;
}

/**
 * The smallest distance between two pictures of one book, or the number of bits when it has
 * fewer than two pictures.
 */
export function closestPair(hashes: readonly Uint8Array[]): number {
  let closest = BITS;
  for (let i = 0; i < hashes.length; i++)
    for (let j = i + 1; j < hashes.length; j++)
      closest = Math.min(closest, hashDistance(hashes[i]!, hashes[j]!));
  return closest;
}
