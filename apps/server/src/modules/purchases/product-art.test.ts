import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { coinStacks, productArtSvg } from './product-art';

describe('package pictures', () => {
  it('shows more coins for bigger packages', () => {
    const coins = (credits: number) => coinStacks(credits).reduce((a, b) => a + b, 0);
    expect(coins(10)).toBeLessThan(coins(30));
    expect(coins(30)).toBeLessThan(coins(60));
  });

  it('renders to a 640×400 PNG, the same for the same package', async () => {
    expect(productArtSvg(30)).toBe(productArtSvg(30));
    expect(productArtSvg(30)).not.toBe(productArtSvg(10));
    const meta = await sharp(Buffer.from(productArtSvg(60)))
      .png()
      .metadata();
    expect(meta).toMatchObject({ width: 640, height: 400 });
  });
});
