import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { POPPLER_MISSING, preflight } from '../../../../test/helpers/print-preflight';
import { findBookFonts } from '../builder/book-fonts';
import { bookWords } from '../builder/book-words';
import { PAGE_SIZE, SAFE } from '../builder/page-geometry';
import {
  drawBookplate,
  drawDedications,
  drawDrawYourHero,
  drawFavouritePart,
  drawTellYourOwnStory,
} from './draw-print-pages';
import { GIFT_MESSAGE_MAX } from './print-input';

const fonts = findBookFonts();

/** One PDF page per drawing, as the interior draws them. */
async function pages(...draws: ((doc: PDFKit.PDFDocument) => void)[]) {
  const doc = new PDFDocument({ size: [PAGE_SIZE, PAGE_SIZE], margin: 0, autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => doc.on('end', resolve));
  for (const f of [fonts.regular, fonts.bold, fonts.italic]) doc.registerFont(f, f);
  for (const draw of draws) {
    doc.addPage();
    draw(doc);
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

const long = (n: number, word = 'Grandma') =>
  Array.from({ length: n }, (_, i) => `${word}${i}`)
    .join(' ')
    .slice(0, n);

describe.skipIf(POPPLER_MISSING.length > 0)('the pages the print adds, at their longest', () => {
  it('keep every word half an inch inside the trim and print it all', async () => {
    const message = long(GIFT_MESSAGE_MAX, 'Happy');
    const dedications = Array.from({ length: 8 }, (_, i) => `${i}: ${long(117, 'Love')}`);
    const name = 'Maximilian-Alexander and Anastasia-Josephine';
    const pdf = await pages(
      (doc) => drawBookplate(doc, fonts, name, message),
      (doc) => drawDedications(doc, fonts, dedications),
      (doc) => drawDrawYourHero(doc, fonts, name, long(40, 'umbrella')),
      (doc) => drawFavouritePart(doc, fonts, long(120, 'Title')),
      (doc) => drawTellYourOwnStory(doc, fonts, name),
    );
    const read = preflight(pdf);
    try {
      expect(read.pages).toHaveLength(5);
      read.words.forEach((words, i) => {
        expect(words.length, `page ${i + 1}`).toBeGreaterThan(3);
        for (const w of words) {
          const where = `"${w.text}" on page ${i + 1}`;
          expect(w.xMin, where).toBeGreaterThanOrEqual(SAFE);
          expect(w.yMin, where).toBeGreaterThanOrEqual(SAFE);
          expect(w.xMax, where).toBeLessThanOrEqual(PAGE_SIZE - SAFE);
          expect(w.yMax, where).toBeLessThanOrEqual(PAGE_SIZE - SAFE);
        }
      });
      const text = (page: number) => (read.words[page] ?? []).map((w) => w.text).join(' ');
      // Nothing cut: the whole message, and every dedication.
      expect(text(0)).toContain(message.split(' ').at(-1));
      expect(text(0).length).toBeGreaterThan(message.length);
      for (const d of dedications) expect(text(1)).toContain(d.split(' ').at(-1));
    } finally {
      read.close();
    }
  });
});

describe.skipIf(POPPLER_MISSING.length > 0)('the pages the print adds, in Spanish', () => {
  it('say the book’s own words in the book’s language: "Este libro es de", the activities', async () => {
    const es = bookWords('es');
    const pdf = await pages(
      (doc) => drawBookplate(doc, fonts, 'Íñigo', '¡Feliz cumpleaños!', es),
      (doc) => drawDrawYourHero(doc, fonts, 'Íñigo', 'una oca gruñona', es),
      (doc) => drawFavouritePart(doc, fonts, 'La gran aventura', es),
      (doc) => drawTellYourOwnStory(doc, fonts, 'Íñigo', es),
    );
    const read = preflight(pdf);
    try {
      const text = (page: number) => (read.words[page] ?? []).map((w) => w.text).join(' ');
      expect(text(0)).toBe('Este libro es de Íñigo ¡Feliz cumpleaños!');
      expect(text(1)).toBe('Dibuja a Íñigo con una oca gruñona');
      expect(text(2)).toBe('Mi parte favorita de «La gran aventura» Me gustó porque…');
      expect(text(3)).toBe('¡Ahora cuenta tú un cuento! Íñigo y…');
    } finally {
      read.close();
    }
  });
});
