import { createHash } from 'node:crypto';
import { PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiMedia } from '../../../../test/fakes/openai-media';
import { OpenAiCompatibleIllustrator } from '../../../providers/image/openai-compatible';
import { derivedCastMember } from '../../children/derived-cast';
import type { BookContent } from '../book-content';
import { buildBook } from '../builder/build-book';
import { buildPrintFiles } from './build-print-files';
import { estimateCoverSize } from './cover-size';
import { storedPictures } from './stored-pictures';

let fake: Awaited<ReturnType<typeof startFakeOpenAiMedia>>;
let api: OpenAiCompatibleIllustrator;
let content: BookContent;
let bookPdf: Buffer;

/** The hashes of the bytes of every 1024-pixel-wide JPEG in a PDF: the images API's pictures. */
async function picturesOf(pdf: Buffer) {
  const doc = await PDFDocument.load(pdf);
  const hashes = new Set<string>();
  for (const [, object] of doc.context.enumerateIndirectObjects())
    if (
      object instanceof PDFRawStream &&
      object.dict.get(PDFName.of('Filter')) === PDFName.of('DCTDecode') &&
      object.dict.lookup(PDFName.of('Width'), PDFNumber).asNumber() === 1024
    )
      hashes.add(createHash('sha256').update(object.contents).digest('hex'));
  return hashes;
}

beforeAll(async () => {
  fake = await startFakeOpenAiMedia();
  api = new OpenAiCompatibleIllustrator({
    baseUrl: fake.baseUrl,
    apiKey: 'sk-test',
    model: 'gpt-image-1',
  });
  content = {
    title: 'Maya and the Kite',
    hero: 'Maya',
    cast: [derivedCastMember('00000000-0000-4000-8000-000000000001', 'Maya')],
    dedication: 'For Maya',
    stories: [
      {
        title: 'Maya and the Kite',
        hero: 'Maya',
        age: 6,
        elements: ['a kite', 'an owl', 'a lantern'],
        genre: 'Fantasy',
        seed: 1,
        text: Array.from(
          { length: 6 },
          (_, i) => `Part ${i + 1}: Maya flew her kite past the owl and the glowing lantern.`,
        ).join('\n\n'),
      },
    ],
    createdAt: new Date('2026-01-02T00:00:00Z'),
    seed: 2,
  };
  const photo = await sharp({
    create: { width: 512, height: 512, channels: 3, background: '#c98f6b' },
  })
    .png()
    .toBuffer();
  bookPdf = (await buildBook({ ...content, photo }, { illustrator: api })).pdf;
}, 60_000);
afterAll(() => fake?.close());

describe("a book's own pictures, read back from its PDF", () => {
  it('are printed byte for byte, and the images API is not asked again', async () => {
    const askedForBook = fake.requests.length;
    expect(askedForBook).toBeGreaterThan(1);
    const illustrator = await storedPictures([{ pdf: bookPdf, content }], api);
    const files = await buildPrintFiles(
      { books: [content] },
      { illustrator, coverSize: (n) => estimateCoverSize(n) },
    );
    expect(fake.requests.length).toBe(askedForBook);
    // Every picture of the book's pages is in the print, unchanged.
    const inBook = await picturesOf(bookPdf);
    expect(inBook.size).toBe(askedForBook);
    // The pages' pictures; the cover's scene (the first picture asked) is the cover sheet's.
    const inPrint = await picturesOf(files.interior);
    expect(inPrint.size).toBe(askedForBook - 1);
    for (const hash of inPrint) expect(inBook.has(hash)).toBe(true);
  });

  it('are asked again when the book no longer lines up with its plan', async () => {
    const before = fake.requests.length;
    const changed: BookContent = {
      ...content,
      stories: content.stories.map((s) => ({ ...s, text: `${s.text}\n\nAnd one more page.` })),
    };
    const illustrator = await storedPictures([{ pdf: bookPdf, content: changed }], api);
    await buildPrintFiles(
      { books: [changed] },
      { illustrator, coverSize: (n) => estimateCoverSize(n) },
    );
    expect(fake.requests.length).toBeGreaterThan(before);
  });
});
