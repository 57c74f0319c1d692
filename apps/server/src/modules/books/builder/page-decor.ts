import type { BookFonts } from './book-fonts';
import type { BookInput } from './book-plan';
import { PAGE_SIZE, SAFE } from './page-geometry';
import { NIGHT } from './portrait';

export const PAPER = '#fdf8ee';
export const INK = '#22243a';
export const ACCENT = '#3e46b0';
export const GOLD = '#f6d365';
export const CREAM = '#fff6d8';
/** The widest line of a heading, inside the safe area. */
export const HEADING_WIDTH = PAGE_SIZE - 2 * SAFE - 40;

export interface PageCanvas {
  doc: PDFKit.PDFDocument;
  fonts: BookFonts;
  input: BookInput;
}

/** Paints the whole page, bleed included, in one colour. */
export function fill(doc: PDFKit.PDFDocument, colour: string) {
  doc.rect(0, 0, PAGE_SIZE, PAGE_SIZE).fill(colour);
}

/** A night sky that is the same for the same book: stars placed by a seeded generator. */
export function starrySky(doc: PDFKit.PDFDocument, seed: number, count = 46) {
  fill(doc, NIGHT);
  const random = seededRandom(seed);
  for (let i = 0; i < count; i += 1) {
    doc
      .circle(random() * PAGE_SIZE, random() * PAGE_SIZE, 0.6 + random() * 1.6)
      .fillOpacity(0.35 + random() * 0.6)
      .fill(CREAM);
  }
  doc.fillOpacity(1);
}

export function seededRandom(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return state / 2 ** 32;
  };
}

export function crescent(doc: PDFKit.PDFDocument, x: number, y: number, r: number, behind = NIGHT) {
  doc.circle(x, y, r).fill(GOLD);
  doc.circle(x + r * 0.45, y - r * 0.2, r * 0.88).fill(behind);
}

/** Three small gold stars in a row: the quiet mark at the head of a page of words. */
export function starRow(doc: PDFKit.PDFDocument, y: number) {
  for (const [dx, r] of [
    [-26, 3.2],
    [0, 4.6],
    [26, 3.2],
  ] as const) {
    star(doc, PAGE_SIZE / 2 + dx, y, r);
  }
}

function star(doc: PDFKit.PDFDocument, x: number, y: number, r: number) {
  const w = r * 0.32;
  doc
    .path(
      `M${x} ${y - r * 2}Q${x + w} ${y - w} ${x + r * 2} ${y}Q${x + w} ${y + w} ${x} ${y + r * 2}` +
        `Q${x - w} ${y + w} ${x - r * 2} ${y}Q${x - w} ${y - w} ${x} ${y - r * 2}Z`,
    )
    .fill(GOLD);
}

export function centred(
  doc: PDFKit.PDFDocument,
  text: string,
  y: number,
  options: { font: string; size: number; colour: string; width?: number },
) {
  const width = options.width ?? HEADING_WIDTH;
  doc.font(options.font).fontSize(options.size).fillColor(options.colour);
  doc.text(text, (PAGE_SIZE - width) / 2, y, { width, align: 'center', lineGap: 3 });
}

/** The largest of `sizes` at which `text` takes at most `lines` lines of `width`. */
export function sizeToFit(
  doc: PDFKit.PDFDocument,
  font: string,
  text: string,
  width: number,
  sizes: readonly number[],
  lines: number,
) {
  doc.font(font);
  for (const size of sizes) {
    doc.fontSize(size);
    if (doc.heightOfString(text, { width, lineGap: 3 }) <= lines * (size * 1.17 + 3) + 1)
      return size;
  }
  return sizes.at(-1) ?? 12;
}
