import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiMedia } from '../../../../test/fakes/openai-media';
import {
  POPPLER_MISSING,
  preflight,
  type Preflight,
  type Word,
} from '../../../../test/helpers/print-preflight';
import { EmbeddedIllustrator } from '../../../providers/image/embedded/embedded-illustrator';
import { OpenAiCompatibleIllustrator } from '../../../providers/image/openai-compatible';
import { EmbeddedStoryWriter } from '../../../providers/text/embedded/embedded-story-writer';
import { derivedCastMember } from '../../children/derived-cast';
import type { BookStory } from '../builder/book-plan';
import { PAGE_SIZE, SAFE } from '../builder/page-geometry';
import { buildPrintFiles, planPrintFiles, type PrintFiles } from './build-print-files';
import { coverLayout, estimateCoverSize, type Box, type CoverSize } from './cover-size';
import { MIN_PRINT_PAGES, MIN_PRINT_PPI, PRINT_GUTTER } from './print-geometry';
import type { PrintBook } from './print-input';

/**
 * Issue 15's check of real print files with poppler, as the print lab and a print shop read
 * them: 630 pt pages with their TrimBox, an even count of at least 24, every font embedded, every
 * image at least 240 ppi where it is placed, every word half an inch inside the trim, and a cover
 * sheet of exactly the size asked for.
 */
const title =
  POPPLER_MISSING.length > 0
    ? `print files read by poppler — SKIPPED: ${POPPLER_MISSING.join(', ')} not installed (apt-get install poppler-utils)`
    : 'print files read by poppler';

const maya = derivedCastMember('00000000-0000-4000-8000-000000000001', 'Maya');
const leo = derivedCastMember('00000000-0000-4000-8000-000000000002', 'Leo');
const GIFT =
  'Happy sixth birthday, Maya! Love from Grandma and Grandpa, who read to you every night.';

function expectPrintPages(files: Preflight, count: number) {
  expect(files.pages).toHaveLength(count);
  for (const page of files.pages) {
    expect(page.size, `page ${page.page}`).toEqual([630, 630]);
    expect(page.MediaBox, `page ${page.page}`).toEqual([0, 0, 630, 630]);
    expect(page.BleedBox, `page ${page.page}`).toEqual([0, 0, 630, 630]);
    expect(page.TrimBox, `page ${page.page}`).toEqual([9, 9, 621, 621]);
  }
}

function expectEmbeddedFonts(files: Preflight) {
  expect(files.fonts.length).toBeGreaterThanOrEqual(3);
  for (const font of files.fonts) expect(font.embedded, font.name).toBe(true);
}

function expectSharpImages(files: Preflight) {
  expect(files.images.length).toBeGreaterThan(0);
  for (const image of files.images) {
    const where = `a ${image.width}×${image.height} image on page ${image.page}`;
    expect(image.xPpi, where).toBeGreaterThanOrEqual(MIN_PRINT_PPI);
    expect(image.yPpi, where).toBeGreaterThanOrEqual(MIN_PRINT_PPI);
    expect(image.colour, where).toBe('rgb');
    expect(image.encoding, where).toBe('jpeg');
  }
}

function expectInside(word: Word, box: Box, where: string) {
  expect(word.xMin, where).toBeGreaterThanOrEqual(box.x);
  expect(word.yMin, where).toBeGreaterThanOrEqual(box.y);
  expect(word.xMax, where).toBeLessThanOrEqual(box.x + box.width);
  expect(word.yMax, where).toBeLessThanOrEqual(box.y + box.height);
}

/** Every word of every interior page at least 45 pt (0.5 in inside the trim) from each edge. */
function expectWordsInSafeArea(files: Preflight) {
  const safe = { x: SAFE, y: SAFE, width: PAGE_SIZE - 2 * SAFE, height: PAGE_SIZE - 2 * SAFE };
  files.words.forEach((words, i) => {
    for (const w of words) expectInside(w, safe, `"${w.text}" on page ${i + 1}`);
  });
}

/**
 * Lulu's hardcover guidance: 0.2–0.3 in more on the binding edge. A right-hand page (odd, from
 * the first) is bound on its left, a left-hand page on its right: every word keeps the safe
 * distance plus PRINT_GUTTER from that edge.
 */
function expectGutter(files: Preflight) {
  let nearest = Infinity;
  files.words.forEach((words, i) => {
    const rightHand = i % 2 === 0;
    for (const w of words) {
      const fromBinding = rightHand ? w.xMin : PAGE_SIZE - w.xMax;
      nearest = Math.min(nearest, fromBinding);
      expect(fromBinding, `"${w.text}" on page ${i + 1}, from the binding`).toBeGreaterThanOrEqual(
        SAFE + PRINT_GUTTER,
      );
    }
  });
  console.info(`nearest word to the binding edge: ${nearest.toFixed(1)} pt`);
}

/** Every word of the cover half an inch inside the front's or back's trim, or on the spine. */
function expectCoverWords(files: Preflight, size: CoverSize) {
  const layout = coverLayout(size);
  const spine = {
    x: layout.spine.x,
    y: layout.wrap + 36,
    width: layout.spine.width,
    height: size.height - 2 * (layout.wrap + 36),
  };
  const words = files.words[0] ?? [];
  expect(words.length).toBeGreaterThan(10);
  const onSpine: Word[] = [];
  for (const w of words) {
    const where = `"${w.text}" at ${w.xMin},${w.yMin}`;
    if (w.xMax <= layout.spine.x) expectInside(w, layout.backSafe, where);
    else if (w.xMin >= layout.front.x) expectInside(w, layout.frontSafe, where);
    else {
      expectInside(w, spine, where);
      onSpine.push(w);
    }
  }
  return onSpine;
}

function story(hero: string, text: string, overrides: Partial<BookStory> = {}): BookStory {
  return {
    title: `${hero} and the Moonlit Kite`,
    hero,
    age: 6,
    elements: ['a paper boat', 'a sleepy owl', 'a lantern'],
    genre: 'Fantasy',
    seed: 4242,
    text,
    ...overrides,
  };
}

describe.skipIf(POPPLER_MISSING.length > 0)(title, () => {
  describe('a one-story book with the embedded illustrator, its photo and a gift message', () => {
    let files: PrintFiles;
    let interior: Preflight;
    let cover: Preflight;
    const size = estimateCoverSize(MIN_PRINT_PAGES);

    beforeAll(async () => {
      const request = {
        hero: 'Maya',
        age: 6,
        elements: ['a paper boat', 'a sleepy owl', 'a lantern'] as [string, string, string],
        genre: 'Fantasy' as const,
        seed: 4242,
      };
      const written = await new EmbeddedStoryWriter().write(request);
      const photo = await sharp({
        create: { width: 800, height: 600, channels: 3, background: '#c98f6b' },
      })
        .jpeg()
        .toBuffer();
      const book: PrintBook = {
        title: written.title,
        hero: 'Maya',
        cast: [maya],
        photo,
        // The parent chose to show the photo: it is the cover's medallion (issue 28).
        showPhoto: true,
        dedication: 'For Maya, love Mum & Dad',
        stories: [{ ...request, title: written.title, text: written.text, scenes: written.scenes }],
        createdAt: new Date('2026-01-02T00:00:00Z'),
        seed: 11,
      };
      const asked: number[] = [];
      files = await buildPrintFiles(
        { books: [book], giftMessage: GIFT },
        {
          illustrator: new EmbeddedIllustrator(),
          coverSize: (pageCount) => {
            asked.push(pageCount);
            return size;
          },
        },
      );
      expect(asked).toEqual([files.pageCount]);
      interior = preflight(files.interior);
      cover = preflight(files.cover);
    }, 120_000);
    afterAll(() => {
      interior?.close();
      cover?.close();
    });

    it('pads it to 24 pages of 630 pt with their TrimBox, and tells the parent what was added', () => {
      expect(files.pageCount).toBe(MIN_PRINT_PAGES);
      expectPrintPages(interior, MIN_PRINT_PAGES);
      expect(files.addedPages.length).toBeGreaterThan(0);
      for (const added of files.addedPages)
        expect(added.words).toMatch(/^\d+ “[^”]+” pages? added to reach 24 pages$/);
      // The pages added are at the back and are what they say.
      const count = files.addedPages.reduce((n, a) => n + a.count, 0);
      const back = interior.words.slice(-count).map((w) => w.map((x) => x.text).join(' '));
      expect(back.filter((t) => t.startsWith('Draw Maya')).length).toBe(
        files.addedPages.find((a) => a.kind === 'draw-hero')?.count ?? 0,
      );
    });

    it('embeds every font, and prints every picture at 240 ppi or more (the pages at 300)', () => {
      expectEmbeddedFonts(interior);
      expectSharpImages(interior);
      const pages = interior.images.filter((i) => i.width === 2625);
      expect(pages.length).toBeGreaterThan(3);
      for (const image of pages) expect(image.xPpi).toBe(300);
    });

    it('says PDF 1.4, the version that has the transparency its pages use', () => {
      expect(files.interior.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
      expect(files.cover.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    });

    it('keeps every word half an inch inside the trim, and runs every background to the edge', async () => {
      expectWordsInSafeArea(interior);
      expectGutter(interior);
      for (let page = 1; page <= files.pageCount; page += 1)
        for (const corner of await interior.corners(page))
          expect(corner, `a corner of page ${page}`).not.toEqual([255, 255, 255]);
    });

    it('opens with the gift message and then the dedication', () => {
      const text = (page: number) => (interior.words[page] ?? []).map((w) => w.text).join(' ');
      expect(text(0)).toBe(`This book belongs to Maya ${GIFT}`);
      expect(text(1)).toBe('For Maya, love Mum & Dad');
    });

    it('makes a cover sheet of the size asked, fonts embedded, pictures sharp, words inside', () => {
      expect(cover.pages).toHaveLength(1);
      expect(cover.pages[0]?.size).toEqual([size.width, size.height]);
      expect(cover.pages[0]?.MediaBox).toEqual([0, 0, size.width, size.height]);
      expect(files.coverSize).toEqual(size);
      expectEmbeddedFonts(cover);
      expectSharpImages(cover);
      // The book's cover scene across the front and its wrap (3000 px: 10 in at 300 ppi) and
      // the photo's portrait (512 px) as the medallion, at the size it prints sharp.
      expect(cover.images.map((i) => i.width).sort()).toEqual([3000, 512]);
      // 24 pages: a 0.25 in spine, too narrow for words.
      expect(expectCoverWords(cover, size)).toEqual([]);
    });
  });

  describe('a long merge of three books with pictures from an images API (1024 px)', () => {
    let fake: Awaited<ReturnType<typeof startFakeOpenAiMedia>>;
    let files: PrintFiles;
    let interior: Preflight;
    let cover: Preflight;
    let size: CoverSize;

    const paragraphs = (hero: string, count: number) =>
      Array.from(
        { length: count },
        (_, i) =>
          `${hero} counted star number ${i + 1} over the sleepy harbour, named it after a friend, and waved goodnight to the paper boat bobbing below.`,
      ).join('\n\n');
    const books: PrintBook[] = [
      {
        title: "Maya's bedtime stories",
        hero: 'Maya',
        cast: [maya],
        dedication: 'For Maya, love Mum & Dad',
        stories: [
          story('Maya', paragraphs('Maya', 52)),
          story('Maya', paragraphs('Maya', 32), { title: 'Maya Sails Home', seed: 7 }),
        ],
        createdAt: new Date('2026-01-02T00:00:00Z'),
        seed: 3,
      },
      {
        title: 'Leo and the Lantern',
        hero: 'Leo',
        cast: [leo],
        dedication: 'For Leo, our brave explorer',
        stories: [story('Leo', paragraphs('Leo', 40), { title: 'Leo and the Lantern', seed: 9 })],
        createdAt: new Date('2026-01-03T00:00:00Z'),
        seed: 4,
      },
      {
        title: 'Maya and the Owl',
        hero: 'Maya',
        cast: [maya],
        dedication: 'For Maya, love Mum & Dad',
        stories: [story('Maya', paragraphs('Maya', 26), { title: 'Maya and the Owl', seed: 12 })],
        createdAt: new Date('2026-01-04T00:00:00Z'),
        seed: 5,
      },
    ];

    beforeAll(async () => {
      fake = await startFakeOpenAiMedia();
      const planned = planPrintFiles({ books });
      // Long enough for a half-inch spine with the title on it.
      expect(planned.pageCount).toBeGreaterThan(84);
      files = await buildPrintFiles(
        { books },
        {
          illustrator: new OpenAiCompatibleIllustrator({
            baseUrl: fake.baseUrl,
            apiKey: 'sk-test',
            model: 'gpt-image-1',
          }),
          coverSize: (pageCount) => (size = estimateCoverSize(pageCount)),
        },
      );
      expect(files.pageCount).toBe(planned.pageCount);
      interior = preflight(files.interior);
      cover = preflight(files.cover);
    }, 120_000);
    afterAll(async () => {
      interior?.close();
      cover?.close();
      await fake?.close();
    });

    it('keeps the even count it has, adding no page', () => {
      expect(files.pageCount % 2).toBe(0);
      expect(files.addedPages).toEqual([]);
      expectPrintPages(interior, files.pageCount);
      expectEmbeddedFonts(interior);
      expectWordsInSafeArea(interior);
      // Both books' dedications, once each.
      const dedications = (interior.words[1] ?? []).map((w) => w.text).join(' ');
      expect(dedications).toBe('For Maya, love Mum & Dad For Leo, our brave explorer');
      expect((interior.words[0] ?? []).map((w) => w.text).join(' ')).toBe(
        'This book belongs to Maya and Leo',
      );
    });

    it('places each 1024 px picture no larger than 240 ppi allows, on a page coloured to its edge', async () => {
      const pictures = interior.images.filter((i) => i.width === 1024);
      // One more was asked for the cover: at 1024 px too small to cover the front, left out.
      expect(pictures.length).toBe(fake.requests.length - 1);
      expectSharpImages(interior);
      for (const image of pictures) expect(image.xPpi).toBe(240);
      // No reference photo is sent: the merged books no longer have it.
      expect(fake.requests.every((r) => r.path === '/v1/images/generations')).toBe(true);
      const page = pictures[0]?.page ?? 0;
      const corners = await interior.corners(page);
      for (const corner of corners) expect(corner).not.toEqual([253, 248, 238]);
      expect(new Set(corners.map((c) => c.join()))).toHaveProperty('size', 1);
    });

    it('sizes the cover for the page count and puts the title on the spine', () => {
      expect(cover.pages[0]?.size).toEqual([size.width, size.height]);
      expect(size.width).toBe(2 * (612 + 54) + 36);
      expectEmbeddedFonts(cover);
      expectSharpImages(cover);
      // No photo: the two heroes (Maya's second book adds no third).
      expect(cover.images.map((i) => i.width)).toEqual([1167, 1167]);
      const spine = expectCoverWords(cover, size);
      expect(spine.map((w) => w.text).join(' ')).toBe("Maya and Leo's bedtime stories");
    });
  });

  it('refuses to make print files with fonts it cannot embed', async () => {
    await expect(
      buildPrintFiles(
        {
          books: [
            {
              title: 'T',
              hero: 'Maya',
              cast: [maya],
              dedication: 'For Maya',
              stories: [story('Maya', 'Once upon a time.')],
              createdAt: new Date(),
              seed: 1,
            },
          ],
        },
        {
          illustrator: new EmbeddedIllustrator(),
          coverSize: estimateCoverSize(24),
          fonts: {
            regular: 'Times-Roman',
            bold: 'Times-Bold',
            italic: 'Times-Italic',
            embedded: false,
          },
        },
      ),
    ).rejects.toThrow(/TrueType fonts to embed/);
  });
});
