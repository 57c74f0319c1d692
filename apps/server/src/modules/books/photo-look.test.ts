import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { samplePhotoLook } from './photo-look';

/** A child in a centred portrait: sky behind, hair over the top of a round face. */
async function portrait(options: { skin: string; hair: string; sky: string; headTop: number }) {
  const { skin, hair, sky, headTop } = options;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
    <rect width="512" height="512" fill="${sky}"/>
    <ellipse cx="256" cy="520" rx="170" ry="120" fill="#e0604f"/>
    <circle cx="256" cy="${headTop + 130}" r="140" fill="${hair}"/>
    <circle cx="256" cy="${headTop + 170}" r="118" fill="${skin}"/>
    <circle cx="214" cy="${headTop + 178}" r="11" fill="#2b2b3a"/>
    <circle cx="298" cy="${headTop + 178}" r="11" fill="#2b2b3a"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('the look a photo suggests', () => {
  it('reads the face in the middle and the hair above it, not the sky around it', async () => {
    for (const [headTop, sky] of [
      [0, '#9fc9f0'],
      [60, '#9fc9f0'],
      [90, '#f1e4bd'],
    ] as const) {
      expect(
        await samplePhotoLook(await portrait({ skin: '#6a412b', hair: '#e6c46e', sky, headTop })),
        `head at ${headTop} before ${sky}`,
      ).toEqual({ skinTone: 'dark', hairColour: 'blonde' });
    }
    expect(
      await samplePhotoLook(
        await portrait({ skin: '#fbe3d2', hair: '#c2552c', sky: '#2f3b2a', headTop: 40 }),
      ),
    ).toEqual({ skinTone: 'porcelain', hairColour: 'red' });
  });
});
