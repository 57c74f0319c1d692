import type { BookFonts } from './book-fonts';
import type { BookInput } from './book-plan';
import { PAGE_SIZE, SAFE } from './page-geometry';
import { NIGHT } from './portrait';
import { fitSize, layoutText, setText, type Face } from './typeset';

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

/** A heading centred on the page (or in `width`), in any script; returns its height. */
export function centred(
  doc: PDFKit.PDFDocument,
  fonts: BookFonts,
  text: string,
  y: number,
  options: { face: Face; size: number; colour: string; width?: number; x?: number },
): number {
  const width = options.width ?? HEADING_WIDTH;
  const x = options.x ?? (PAGE_SIZE - width) / 2;
  return setText(doc, fonts, text, x, y, {
    face: options.face,
    size: options.size,
    width,
    align: 'center',
    lineGap: 3,
    colour: options.colour,
  });
}

/** The largest of `sizes` at which `text` takes at most `lines` lines of `width`. */
export function sizeToFit(
  doc: PDFKit.PDFDocument,
  fonts: BookFonts,
  face: Face,
  text: string,
  width: number,
  sizes: readonly number[],
  lines: number,
) {
  return fitSize(doc, fonts, text, { face, width, align: 'center', lineGap: 3 }, sizes, lines);
}

/** How tall a centred heading is. */
export function headingHeight(
  doc: PDFKit.PDFDocument,
  fonts: BookFonts,
  text: string,
  options: { face: Face; size: number; width?: number },
) {
  return layoutText(doc, fonts, text, {
    ...options,
    width: options.width ?? HEADING_WIDTH,
    align: 'center',
    lineGap: 3,
  }).height;
}
