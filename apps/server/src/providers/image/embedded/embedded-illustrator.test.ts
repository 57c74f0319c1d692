import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { IllustrationRequest } from '../types';
import { createIllustrator } from '..';
import { EmbeddedIllustrator } from './embedded-illustrator';

const request: IllustrationRequest = {
  hero: 'Mia',
  age: 5,
  elements: ['a purple balloon', 'dragons', 'a golden key'],
  genre: 'Fantasy',
  seed: 1,
};

describe('EmbeddedIllustrator', () => {
  const illustrator = new EmbeddedIllustrator();

  it('returns a valid 1024×1024 PNG', async () => {
    const picture = await illustrator.illustrate(request);
    expect(picture).toMatchObject({ contentType: 'image/png', width: 1024, height: 1024 });
    const metadata = await sharp(picture.data).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 1024, height: 1024 });
  });

  it('renders at the size a book page is printed at', async () => {
    const picture = await illustrator.illustrate({
      ...request,
      size: { width: 1600, height: 1200 },
    });
    expect(picture).toMatchObject({ width: 1600, height: 1200 });
    expect(await sharp(picture.data).metadata()).toMatchObject({ width: 1600, height: 1200 });
  });

  it('draws the same picture, byte for byte, for the same request and seed', async () => {
    const first = await illustrator.illustrate(request);
    const second = await illustrator.illustrate({ ...request, elements: [...request.elements] });
    expect(second.data.equals(first.data)).toBe(true);
  });

  it('draws a different picture for each seed', async () => {
    const pictures = await Promise.all(
      [1, 2, 3, 4].map((seed) => illustrator.illustrate({ ...request, seed })),
    );
    const distinct = new Set(pictures.map((picture) => picture.data.toString('base64')));
    expect(distinct.size).toBe(4);
  });

  it('draws every genre with an opaque, not-blank picture', async () => {
    for (const genre of ['Fantasy', 'Adventure', 'Mystery', 'Sci-Fi', 'Comedy'] as const) {
      const picture = await illustrator.illustrate({ ...request, genre });
      const stats = await sharp(picture.data).stats();
      expect(stats.isOpaque).toBe(true);
      // A real scene has plenty of tonal variety in every channel.
      for (const channel of stats.channels) expect(channel.stdev).toBeGreaterThan(10);
    }
  });

  it('copes with unknown, empty and unusual inputs', async () => {
    const picture = await illustrator.illustrate({
      ...request,
      hero: '李小龙 🐉 <script>',
      elements: ['', 'zzzz qqqq', '🦄'],
      seed: -7.5,
    });
    expect(picture.width).toBe(1024);
  });

  it('stops when the signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(illustrator.illustrate(request, { signal: controller.signal })).rejects.toThrow();
  });

  it('is what the factory makes for the embedded kind', async () => {
    expect(await createIllustrator({ kind: 'embedded' })).toBeInstanceOf(EmbeddedIllustrator);
  });
});
