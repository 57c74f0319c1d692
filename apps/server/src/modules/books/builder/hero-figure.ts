import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import { drawAvatarPortrait } from '../../../providers/image/embedded/avatar-portrait';
import type { CastMember } from '../../../providers/scene/scene';
import { NIGHT, ringFrame } from './portrait';

/**
 * The hero as the book draws them (issue 12: "on the cover beside the photo portrait"): the
 * profile's own portrait — the picture the avatar builder shows — rendered from SVG at the pixel
 * size it is printed, cut to the same gold-framed circle as the photo, as a JPEG on the colour of
 * the page it is placed on (night blue on the cover).
 */
export async function drawHeroFigure(
  member: CastMember,
  pixels: number,
  background: string = NIGHT,
): Promise<Buffer> {
  const svg = drawAvatarPortrait(member);
  const image = await renderAsync(svg, {
    fitTo: { mode: 'width', value: pixels },
    font: { loadSystemFonts: false },
    logLevel: 'off',
  });
  const circle = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}">` +
      `<circle cx="${pixels / 2}" cy="${pixels / 2}" r="${pixels / 2 - (pixels * 14) / 512}" fill="#fff"/></svg>`,
  );
  const round = await sharp(image.pixels, {
    raw: { width: image.width, height: image.height, channels: 4 },
  })
    .composite([{ input: circle, blend: 'dest-in' }])
    .png({ compressionLevel: 1 })
    .toBuffer();
  return sharp({ create: { width: pixels, height: pixels, channels: 3, background } })
    .composite([{ input: round }, { input: ringFrame(pixels) }])
    .jpeg({ quality: 88 })
    .toBuffer();
}
