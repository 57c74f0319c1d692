import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { EmbeddedIllustrator } from '../../../providers/image/embedded/embedded-illustrator';
import type { Illustrator } from '../../../providers/image';
import { findBookFonts } from './book-fonts';
import { planBook, type BookInput, type BookStory } from './book-plan';
import { buildBook } from './build-book';

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
    photo,
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
    'builds a square book: cover, one illustrated page per passage, The End, back cover',
    { timeout: 60_000 },
    async () => {
      const book = await input();
      const plan = planBook(book);
      const passages = plan.pages.filter((p) => p.kind === 'passage').length;
      expect(passages).toBeGreaterThan(1);
      const progress: [number, number][] = [];
      const built = await buildBook(book, {
        illustrator,
        onProgress: (done, total) => void progress.push([done, total]),
      });

      expect(built.pageCount).toBe(passages + 3);
      expect(progress[0]).toEqual([0, built.pageCount]);
      expect(progress.at(-1)).toEqual([built.pageCount, built.pageCount]);

      const pdf = await PDFDocument.load(built.pdf);
      expect(pdf.getPageCount()).toBe(built.pageCount);
      for (const page of pdf.getPages())
        expect(page.getSize()).toEqual({ width: 612, height: 612 });
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
      // The portrait on the cover and one picture on each illustrated page, all JPEG.
      expect(perPage.get(1)).toEqual(['jpeg']);
      plan.pages.forEach((p, i) => {
        if (p.kind === 'passage') expect(perPage.get(i + 1), `page ${i + 1}`).toEqual(['jpeg']);
      });
      expect(images).toHaveLength(passages + 1);

      const cover = poppler('pdftotext', built.pdf, '-f', '1', '-l', '1');
      expect(cover).toContain("Maya's bedtime story");
      expect(cover).toContain('A bedtime story starring Maya');
      const text = poppler('pdftotext', built.pdf);
      expect(text).toContain('Paragraph 9');
      expect(
        poppler(
          'pdftotext',
          built.pdf,
          '-f',
          String(built.pageCount - 1),
          '-l',
          String(built.pageCount - 1),
        ),
      ).toContain('The End');
      // Small enough to e-mail: pictures are JPEG.
      expect(built.pdf.length).toBeLessThan(150_000 * built.pageCount);
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
    const plan = planBook({
      title: 't',
      hero: 'Maya',
      photo: Buffer.alloc(0),
      stories: [story()],
      createdAt: new Date(),
      seed: 5,
    });
    const seeds = plan.illustrations.map((r) => r.seed);
    expect(new Set(seeds).size).toBe(seeds.length);
    const again = planBook({
      title: 't',
      hero: 'Maya',
      photo: Buffer.alloc(0),
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
    const failingSeed = planBook(book).illustrations[1]?.seed;
    await expect(buildBook(book, { illustrator: slow, concurrency: 2 })).rejects.toThrow(
      'the painter is unwell',
    );
    expect(most).toBeLessThanOrEqual(2);
    await new Promise((r) => setTimeout(r, 100));
    expect(calls).toBeLessThan(planBook(book).illustrations.length);
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
