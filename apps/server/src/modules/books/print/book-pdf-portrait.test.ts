import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EmbeddedIllustrator } from '../../../providers/image/embedded/embedded-illustrator';
import { derivedCastMember } from '../../children/derived-cast';
import { buildBook } from '../builder/build-book';
import { stylisePortrait } from '../builder/portrait';
import { readCoverPortrait } from './book-pdf-portrait';

describe("the cover portrait of a finished book's PDF", () => {
  it('is the stylised photo the book put there, byte for byte', { timeout: 60_000 }, async () => {
    const photo = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#c98f6b' },
    })
      .jpeg()
      .toBuffer();
    const { pdf } = await buildBook(
      {
        title: "Maya's bedtime story",
        hero: 'Maya',
        cast: [derivedCastMember('00000000-0000-4000-8000-000000000001', 'Maya')],
        photo,
        // The parent chose the photo: only then is it on the cover (issue 28).
        showPhoto: true,
        dedication: 'For Maya',
        stories: [
          {
            title: 'Maya and the Kite',
            hero: 'Maya',
            age: 6,
            elements: ['a kite', 'an owl', 'a lantern'],
            genre: 'Fantasy',
            seed: 1,
            text: 'Maya flew her kite.\n\nThe owl watched the lantern glow.',
          },
        ],
        createdAt: new Date('2026-01-02T00:00:00Z'),
        seed: 2,
      },
      { illustrator: new EmbeddedIllustrator() },
    );
    const portrait = await readCoverPortrait(pdf);
    expect(portrait).toEqual(await stylisePortrait(photo));
    expect(await sharp(portrait).metadata()).toMatchObject({
      width: 512,
      height: 512,
      format: 'jpeg',
    });
  });

  it('is undefined for a PDF whose first page has no portrait', async () => {
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.create();
    doc.addPage([630, 630]);
    expect(await readCoverPortrait(Buffer.from(await doc.save()))).toBeUndefined();
  });
});
