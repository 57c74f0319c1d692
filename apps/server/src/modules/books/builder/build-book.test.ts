import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { EmbeddedIllustrator } from '../../../providers/image/embedded/embedded-illustrator';
import type { Illustrator, IllustrationRequest } from '../../../providers/image';
import { derivedCastMember } from '../../children/derived-cast';
import { findBookFonts } from './book-fonts';
import { planBook, type BookInput, type BookStory } from './book-plan';
import { buildBook } from './build-book';
import { PAGE_SIZE } from './page-geometry';
import { createTextFitter } from './text-fit';
import { BOOK_COVER_AREA, COVER } from './draw-covers';
import { COVER_TITLE_BAND } from '../../../providers/image/types';
import { readCoverPortrait } from '../print/book-pdf-portrait';
import { pdfWords } from '../../../../test/helpers/print-preflight';

const maya = derivedCastMember('00000000-0000-4000-8000-000000000001', 'Maya');
const plan = (book: BookInput) => planBook(book, createTextFitter(findBookFonts()));

const dir = mkdtempSync(join(tmpdir(), 'sns-book-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const paragraph = (n: number) =>
  `Paragraph ${n}: Maya tiptoed past the sleepy owl and waved at the silver moon, who waved back with a soft and friendly glow.`;

function story(overrides: Partial<BookStory> = {}): BookStory {
  return {
    title: 'Maya and the Moonlit Kite',
    hero: 'Maya',
    age: 6,
    elements: ['a kite', 'a sleepy owl', 'the moon'],
    genre: 'Fantasy',
    seed: 1234,
    text: Array.from({ length: 9 }, (_, i) => paragraph(i + 1)).join('\n\n'),
    ...overrides,
  };
}

async function input(stories: BookStory[] = [story()]): Promise<BookInput> {
  const photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#c98f6b' },
  })
    .jpeg()
    .toBuffer();
  return {
    title: "Maya's bedtime story",
    hero: 'Maya',
    cast: [maya],
    photo,
    dedication: 'For Maya, love Mum & Dad',
    stories,
    createdAt: new Date('2026-01-02T00:00:00Z'),
    seed: 99,
  };
}

/** Runs a poppler tool on the PDF and returns its output. */
function poppler(tool: string, pdf: Buffer, ...args: string[]) {
  const file = join(dir, `book-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], {
    encoding: 'utf8',
  });
}

describe('the book builder', () => {
  const illustrator = new EmbeddedIllustrator();

  it(
    'builds a square book at print size: cover, dedication, title, pictures facing their words, The End',
    { timeout: 60_000 },
    async () => {
      const book = await input();
      const layout = plan(book);
      const art = layout.pages.filter((p) => p.kind === 'art').length;
      expect(art).toBeGreaterThan(1);
      const progress: [number, number][] = [];
      const asked: IllustrationRequest[] = [];
      const built = await buildBook(book, {
        illustrator: {
          illustrate: (request) => {
            asked.push(request);
            return illustrator.illustrate(request);
          },
        },
        onProgress: (done, total) => void progress.push([done, total]),
      });

      // Cover, dedication, title page, a picture and a page of words per page, The End,
      // colophon, back cover.
      expect(built.pageCount).toBe(2 * art + 6);
      expect(built.pageCount % 2).toBe(0);
      expect(progress[0]).toEqual([0, built.pageCount]);
      expect(progress.at(-1)).toEqual([built.pageCount, built.pageCount]);
      // The cover's picture and one per picture page.
      expect(asked).toHaveLength(art + 1);
      for (const request of asked) {
        expect(request.cast).toEqual([maya]);
        expect(request.scene?.caption).toBeTruthy();
        expect(request.size).toEqual({ width: 2625, height: 2625 });
      }

      const pdf = await PDFDocument.load(built.pdf);
      expect(pdf.getPageCount()).toBe(built.pageCount);
      // 8.5 in trim plus 0.125 in of bleed on every side.
      for (const page of pdf.getPages())
        expect(page.getSize()).toEqual({ width: PAGE_SIZE, height: PAGE_SIZE });
      expect(PAGE_SIZE).toBe(630);
      expect(pdf.getTitle()).toBe("Maya's bedtime story");

      expect(poppler('pdfinfo', built.pdf)).toMatch(new RegExp(`Pages:\\s+${built.pageCount}\\b`));
      const fonts = poppler('pdffonts', built.pdf).split('\n').slice(2).filter(Boolean);
      expect(fonts.length).toBeGreaterThan(0);
      // Columns: name type encoding emb sub uni …; every font is embedded.
      for (const line of fonts) expect(line).toMatch(/\byes\s+yes\s+yes\b/);

      const images = poppler('pdfimages', built.pdf, '-list').split('\n').slice(2).filter(Boolean);
      const perPage = new Map<number, string[]>();
      for (const line of images) {
        const [page, , , , , , , , enc] = line.trim().split(/\s+/);
        perPage.set(Number(page), [...(perPage.get(Number(page)) ?? []), enc ?? '']);
      }
      // The cover's full-bleed scene alone — its child is the book's child, nothing laid over
      // them (the parent did not choose the photo: it is not printed) — the hero on the title
      // page, and one full-bleed picture on each picture page: all JPEG.
      expect(perPage.get(1)).toEqual(['jpeg']);
      expect(perPage.get(3)).toEqual(['jpeg']);
      layout.pages.forEach((p, i) => {
        if (p.kind === 'art') expect(perPage.get(i + 1), `page ${i + 1}`).toEqual(['jpeg']);
        if (p.kind === 'text') expect(perPage.get(i + 1), `page ${i + 1}`).toBeUndefined();
      });
      expect(images).toHaveLength(art + 2);

      const cover = poppler('pdftotext', built.pdf, '-f', '1', '-l', '1').replace(/\s+/g, ' ');
      expect(cover).toContain("Maya's bedtime story");
      expect(cover).toContain('A bedtime story starring');
      expect(cover).toContain('Maya');
      expect(await readCoverPortrait(built.pdf)).toBeUndefined();
      expect(poppler('pdftotext', built.pdf, '-f', '2', '-l', '2')).toContain(
        'For Maya, love Mum & Dad',
      );
      const text = poppler('pdftotext', built.pdf);
      expect(text).toContain('Paragraph 9');
      const end = layout.pages.findIndex((p) => p.kind === 'end') + 1;
      expect(poppler('pdftotext', built.pdf, '-f', String(end), '-l', String(end))).toContain(
        'The End',
      );
      // Small enough to e-mail: pictures are JPEG.
      expect(built.pdf.length).toBeLessThan(150_000 * built.pageCount);
    },
  );

  it(
    'designs the cover: the scene full-bleed, the title and the child large, the photo only when chosen',
    { timeout: 60_000 },
    async () => {
      const book = await input([story({ text: paragraph(1) })]);
      const built = await buildBook(book, { illustrator });
      const images = poppler('pdfimages', built.pdf, '-f', '1', '-l', '1', '-list')
        .split('\n')
        .slice(2)
        .filter(Boolean)
        .map((line) => line.trim().split(/\s+/))
        // page num type width height color comp bpc enc interp object ID x-ppi y-ppi …
        .map((c) => ({ width: Number(c[3]), ppi: Number(c[12]) }));
      const points = images.map((i) => Math.round((i.width / i.ppi) * 72));
      // The scene across the whole page (bleed included), and nothing over it: no portrait
      // covers the scene's child (decision 101).
      expect(points).toEqual([PAGE_SIZE]);

      // The title's words at the size chosen for it (the largest that fits three lines).
      const words = pdfWords(built.pdf)[0] ?? [];
      const title = words.filter(
        // The title's words, not the byline's "A bedtime story starring" (set small).
        (w) => w.yMax - w.yMin > 40 && ["Maya's", 'bedtime', 'story'].includes(w.text),
      );
      expect(title.length).toBe(3);
      const ratio = (title[0]?.yMax ?? 0) - (title[0]?.yMin ?? 0);
      // The child's name under the title, inside the picture's title band.
      const titleBottom = Math.max(...title.map((w) => w.yMax));
      const name = words.find((w) => w.text === 'Maya' && w.yMin > titleBottom);
      expect(name, "the child's name under the title").toBeDefined();
      expect(name?.yMax ?? PAGE_SIZE).toBeLessThanOrEqual(
        BOOK_COVER_AREA.bleed.height * COVER_TITLE_BAND,
      );
      // Poppler's box is ~1.16 × the size for DejaVu Serif: the title and the name are set at
      // the sizes chosen for them, both large.
      expect(ratio / 1.16).toBeGreaterThan(COVER.least - 2);
      expect(((name?.yMax ?? 0) - (name?.yMin ?? 0)) / 1.16).toBeGreaterThan(COVER.least - 2);

      // Chosen by the parent: the photo's portrait (512² JPEG, read back for print) beside the
      // name, in the title band at COVER.photo points.
      const withPhoto = await buildBook({ ...book, showPhoto: true }, { illustrator });
      expect(await readCoverPortrait(withPhoto.pdf)).toBeDefined();
      const coverImages = poppler('pdfimages', withPhoto.pdf, '-f', '1', '-l', '1', '-list')
        .split('\n')
        .slice(2)
        .filter(Boolean);
      expect(coverImages).toHaveLength(2);
      const photo = coverImages[1]?.trim().split(/\s+/) ?? [];
      expect(Math.round((Number(photo[3]) / Number(photo[12])) * 72)).toBe(COVER.photo);
    },
  );

  it(
    'puts several stories one after another, each opened by its title',
    { timeout: 60_000 },
    async () => {
      const stories = [
        story(),
        story({
          title: 'Leo and the Robot',
          hero: 'Leo',
          genre: 'Sci-Fi',
          seed: 7,
          text: paragraph(1),
        }),
      ];
      const built = await buildBook(await input(stories), { illustrator });
      const text = poppler('pdftotext', built.pdf);
      expect(text).toContain('Story 1 of 2');
      expect(text).toContain('Leo and the Robot');
      expect(text.indexOf('Maya and the Moonlit Kite')).toBeLessThan(
        text.indexOf('Leo and the Robot'),
      );
      expect(text.match(/The End/g)).toHaveLength(2);
    },
  );

  it('gives each page its own picture, the same for the same book', () => {
    const first = plan({
      title: 't',
      hero: 'Maya',
      cast: [maya],
      photo: Buffer.alloc(0),
      dedication: 'For Maya',
      stories: [story()],
      createdAt: new Date(),
      seed: 5,
    });
    const seeds = first.illustrations.map((r) => r.seed);
    expect(new Set(seeds).size).toBe(seeds.length);
    const again = plan({
      title: 't',
      hero: 'Maya',
      cast: [maya],
      photo: Buffer.alloc(0),
      dedication: 'For Maya',
      stories: [story()],
      createdAt: new Date(),
      seed: 5,
    });
    expect(again.illustrations.map((r) => r.seed)).toEqual(seeds);
  });

  it('paints a few pictures at a time and stops when one fails', { timeout: 30_000 }, async () => {
    let running = 0;
    let most = 0;
    let calls = 0;
    const slow: Illustrator = {
      async illustrate(request) {
        calls += 1;
        running += 1;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 20));
        running -= 1;
        if (request.seed === failingSeed) throw new Error('the painter is unwell');
        return illustrator.illustrate(request);
      },
    };
    const book = await input([
      story({ text: Array.from({ length: 30 }, (_, i) => paragraph(i)).join('\n\n') }),
    ]);
    const failingSeed = plan(book).illustrations[1]?.seed;
    await expect(buildBook(book, { illustrator: slow, concurrency: 2 })).rejects.toThrow(
      'the painter is unwell',
    );
    expect(most).toBeLessThanOrEqual(2);
    await new Promise((r) => setTimeout(r, 100));
    expect(calls).toBeLessThan(plan(book).illustrations.length);
  });

  it(
    'falls back to the standard fonts on a server without TrueType fonts',
    { timeout: 60_000 },
    async () => {
      const fonts = findBookFonts([['/nowhere/a.ttf', '/nowhere/b.ttf', '/nowhere/c.ttf']]);
      expect(fonts.embedded).toBe(false);
      const built = await buildBook(await input([story({ text: paragraph(1) })]), {
        illustrator,
        fonts,
      });
      expect(poppler('pdftotext', built.pdf)).toContain('Paragraph 1');
    },
  );
});
