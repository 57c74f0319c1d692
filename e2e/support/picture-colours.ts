import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';

/**
 * How many pixels of a picture are exactly each of `hexes`. The embedded illustrator paints a
 * child's skin, hair and clothes in flat fills of the contract's palette colours, which survive
 * PNG unchanged, so a child drawn at all leaves hundreds of exact pixels of each.
 */
export async function exactColourCounts(
  request: APIRequestContext,
  url: string,
  hexes: readonly string[],
): Promise<number[]> {
  const png = Buffer.from(await (await request.get(url)).body());
  const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const wanted = hexes.map((hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)));
  const counts = wanted.map(() => 0);
  for (let p = 0; p < data.length; p += 3) {
    wanted.forEach(([r, g, b], k) => {
      if (data[p] === r && data[p + 1] === g && data[p + 2] === b) counts[k] = (counts[k] ?? 0) + 1;
    });
  }
  return counts;
}
