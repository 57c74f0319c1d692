import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedIllustrator } from '../../../providers/image/embedded/embedded-illustrator';
import { EmbeddedStoryWriter } from '../../../providers/text/embedded/embedded-story-writer';
import { derivedCastMember } from '../../children/derived-cast';
import { findBookFonts } from './book-fonts';
import { planBook, type BookInput, type BookPlan } from './book-plan';
import { buildBook } from './build-book';
import { bandOf, BODY, PAGE_SIZE, SAFE } from './page-geometry';
import { createTextFitter } from './text-fit';
import { pdfWords, type Word } from '../../../../test/helpers/print-preflight';

/**
 * Issue 12's check of a real book with poppler, as a print shop's preflight would read it: one
 * body text size on every page, at least 18 pt; every word inside the safe area; every font
 * embedded; the dedication on the first page inside.
 */
const missing = ['pdftotext', 'pdffonts'].filter(
  (tool) => spawnSync(tool, ['-v']).error !== undefined,
);
const title =
  missing.length > 0
    ? `a book read by poppler — SKIPPED: ${missing.join(' and ')} not installed (apt-get install poppler-utils)`
    : 'a book read by poppler';

const dir = mkdtempSync(join(tmpdir(), 'sns-book-poppler-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function save(pdf: Buffer) {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return file;
}

const wordsByPage = pdfWords;

/**
 * Poppler's word box is the font's ascent to descent times the size: draw one word at a known
 * size in the book's font to learn that ratio, then any box height gives back its size.
 */
async function heightPerPoint(): Promise<number> {
  const fonts = findBookFonts();
  const doc = new PDFDocument({ size: [300, 300], margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => doc.on('end', resolve));
  if (fonts.embedded) doc.registerFont(fonts.regular, fonts.regular);
  doc.font(fonts.regular).fontSize(10).text('Calibrate', 20, 20);
  doc.end();
  await done;
  const [word] = wordsByPage(Buffer.concat(chunks))[0] ?? [];
  if (!word) throw new Error('poppler read no word');
  return (word.yMax - word.yMin) / 10;
}

describe.skipIf(missing.length > 0)(title, () => {
  let built: { pdf: Buffer; pageCount: number };
  let plan: BookPlan;
  let book: BookInput;
  let pages: Word[][];
  let ratio: number;

  beforeAll(async () => {
    const request = {
      hero: 'Maya',
      age: 9,
      elements: ['a paper boat', 'a sleepy owl', 'a lantern'] as [string, string, string],
      genre: 'Adventure' as const,
      seed: 4242,
    };
    const story = await new EmbeddedStoryWriter().write(request);
    // One paragraph far longer than a page, as a writer might send: it must be split, not shrunk.
    const long = Array.from(
      { length: 24 },
      (_, i) => `Maya counted star number ${i + 1} and gave it a name of its own`,
    ).join(', and then ');
    const maya = derivedCastMember('00000000-0000-4000-8000-000000000002', 'Maya');
    book = {
      title: story.title,
      hero: 'Maya',
      cast: [maya],
      photo: await sharp({
        create: { width: 512, height: 512, channels: 3, background: '#c98f6b' },
      })
        .png()
        .toBuffer(),
      dedication: 'For Maya, love Mum & Dad',
      stories: [{ ...request, title: story.title, text: `${story.text}\n\n${long}.` }],
      createdAt: new Date('2026-01-02T00:00:00Z'),
      seed: 11,
    };
    plan = planBook(book, createTextFitter(findBookFonts()));
    built = await buildBook(book, { illustrator: new EmbeddedIllustrator() });
    pages = wordsByPage(built.pdf);
    ratio = await heightPerPoint();
  }, 120_000);

  it('embeds every font', () => {
    const fonts = execFileSync('pdffonts', [save(built.pdf)], { encoding: 'utf8' })
      .split('\n')
      .slice(2)
      .filter(Boolean);
    expect(fonts.length).toBeGreaterThanOrEqual(3);
    for (const line of fonts) expect(line).toMatch(/\byes\s+yes\s+yes\b/);
  });

  it("sets the story in its band's one size of at least 18 pt on every page, inside its box", () => {
    expect(pages).toHaveLength(built.pageCount);
    const sizes = new Set<string>();
    let textPages = 0;
    plan.pages.forEach((page, i) => {
      if (page.kind !== 'text') return;
      textPages += 1;
      const words = pages[i] ?? [];
      const folio = words.filter((w) => w.yMin > BODY.bottom);
      expect(folio.map((w) => w.text)).toEqual([String(i + 1)]);
      const body = words.filter((w) => w.yMin <= BODY.bottom);
      expect(body.length, `page ${i + 1}`).toBeGreaterThan(3);
      for (const w of body) {
        sizes.add(((w.yMax - w.yMin) / ratio).toFixed(1));
        expect(w.xMin, `${w.text} on page ${i + 1}`).toBeGreaterThanOrEqual(BODY.x - 0.5);
        expect(w.xMax, `${w.text} on page ${i + 1}`).toBeLessThanOrEqual(BODY.x + BODY.width + 0.5);
        expect(w.yMin, `${w.text} on page ${i + 1}`).toBeGreaterThanOrEqual(BODY.top - 0.5);
        expect(w.yMax, `${w.text} on page ${i + 1}`).toBeLessThanOrEqual(BODY.bottom + 0.5);
      }
    });
    // The long paragraph took more than one page, and no page shrank it.
    expect(textPages).toBeGreaterThan(6);
    expect([...sizes]).toEqual([bandOf(9).size.toFixed(1)]);
    expect(Number([...sizes][0])).toBeGreaterThanOrEqual(18);
  });

  it('keeps every word of every page half an inch inside the trim', () => {
    pages.forEach((words, i) => {
      for (const w of words) {
        const where = `"${w.text}" on page ${i + 1}`;
        expect(w.xMin, where).toBeGreaterThanOrEqual(SAFE);
        expect(w.yMin, where).toBeGreaterThanOrEqual(SAFE);
        expect(w.xMax, where).toBeLessThanOrEqual(PAGE_SIZE - SAFE);
        expect(w.yMax, where).toBeLessThanOrEqual(PAGE_SIZE - SAFE);
      }
    });
  });

  it('has the dedication alone on the first page inside', () => {
    expect(plan.pages[1]?.kind).toBe('dedication');
    expect((pages[1] ?? []).map((w) => w.text).join(' ')).toBe('For Maya, love Mum & Dad');
  });
});
