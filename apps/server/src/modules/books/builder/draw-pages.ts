import type { BookFonts } from './book-fonts';
import type { BookInput } from './book-plan';
import { NIGHT } from './portrait';

/** 8.5 in × 8.5 in: a common square picture-book trim size at print shops. */
export const PAGE_SIZE = 612;
const MARGIN = 54;
const TEXT_WIDTH = PAGE_SIZE - 2 * MARGIN;

const PAPER = '#fdf8ee';
const INK = '#22243a';
const ACCENT = '#3e46b0';
const GOLD = '#f6d365';
const CREAM = '#fff6d8';

/** Where a passage page's picture goes (square, centred near the top). */
export const PICTURE = { x: (PAGE_SIZE - 300) / 2, y: 42, size: 300 } as const;
const TEXT_TOP = PICTURE.y + PICTURE.size + 26;
const TEXT_BOTTOM = PAGE_SIZE - 48;

export interface PageCanvas {
  doc: PDFKit.PDFDocument;
  fonts: BookFonts;
  input: BookInput;
}

function fill(doc: PDFKit.PDFDocument, colour: string) {
  doc.rect(0, 0, PAGE_SIZE, PAGE_SIZE).fill(colour);
}

/** A night sky that is the same for the same book: stars placed by a seeded generator. */
function starrySky(doc: PDFKit.PDFDocument, seed: number, count = 46) {
  fill(doc, NIGHT);
  let state = seed >>> 0 || 1;
  const random = () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return state / 2 ** 32;
  };
  for (let i = 0; i < count; i += 1) {
    doc
      .circle(random() * PAGE_SIZE, random() * PAGE_SIZE, 0.6 + random() * 1.6)
      .fillOpacity(0.35 + random() * 0.6)
      .fill(CREAM);
  }
  doc.fillOpacity(1);
}

function crescent(doc: PDFKit.PDFDocument, x: number, y: number, r: number) {
  doc.circle(x, y, r).fill(GOLD);
  doc.circle(x + r * 0.45, y - r * 0.2, r * 0.88).fill(NIGHT);
}

function centred(
  doc: PDFKit.PDFDocument,
  text: string,
  y: number,
  options: { font: string; size: number; colour: string; width?: number },
) {
  const width = options.width ?? TEXT_WIDTH;
  doc.font(options.font).fontSize(options.size).fillColor(options.colour);
  doc.text(text, (PAGE_SIZE - width) / 2, y, { width, align: 'center', lineGap: 2 });
}

/** The cover: the title, the stylised photo as the hero's portrait, and who the story stars. */
export function drawCover({ doc, fonts, input }: PageCanvas, portrait: Buffer) {
  starrySky(doc, input.seed);
  crescent(doc, PAGE_SIZE - 84, 520, 18);
  doc.font(fonts.bold).fontSize(30);
  const titleSize = doc.heightOfString(input.title, { width: TEXT_WIDTH - 40 }) > 80 ? 24 : 30;
  centred(doc, input.title, 52, {
    font: fonts.bold,
    size: titleSize,
    colour: GOLD,
    width: TEXT_WIDTH - 40,
  });
  const size = 290;
  doc.image(portrait, (PAGE_SIZE - size) / 2, 150, { width: size, height: size });
  centred(doc, `A bedtime story starring ${input.hero}`, 462, {
    font: fonts.italic,
    size: 18,
    colour: CREAM,
  });
  centred(doc, 'Starry Night Story', 556, { font: fonts.regular, size: 11, colour: GOLD });
}

/** The opening page of one story when a book holds several. */
export function drawSectionStart({ doc, fonts, input }: PageCanvas, story: number) {
  fill(doc, PAPER);
  const s = input.stories[story];
  if (!s) return;
  centred(doc, `Story ${story + 1} of ${input.stories.length}`, 200, {
    font: fonts.italic,
    size: 14,
    colour: ACCENT,
  });
  centred(doc, s.title, 236, { font: fonts.bold, size: 28, colour: INK });
  doc
    .moveTo(PAGE_SIZE / 2 - 60, 360)
    .lineTo(PAGE_SIZE / 2 + 60, 360)
    .lineWidth(1.5)
    .stroke(GOLD);
  centred(doc, `starring ${s.hero}`, 380, { font: fonts.italic, size: 16, colour: ACCENT });
}

/**
 * One illustrated page: the picture, then the passage in the largest size (14 pt down to 10.5)
 * that fits the space under it, and the page number.
 */
export function drawPassage(
  { doc, fonts }: PageCanvas,
  text: string,
  picture: Buffer,
  folio: number,
) {
  fill(doc, PAPER);
  const { x, y, size } = PICTURE;
  doc.save();
  doc.roundedRect(x, y, size, size, 14).clip();
  doc.image(picture, x, y, { width: size, height: size });
  doc.restore();
  doc.roundedRect(x, y, size, size, 14).lineWidth(2).stroke(GOLD);

  const height = TEXT_BOTTOM - TEXT_TOP;
  doc.font(fonts.regular).fillColor(INK);
  let fontSize = 14;
  const options = { width: TEXT_WIDTH, align: 'left' as const, lineGap: 3, paragraphGap: 6 };
  while (fontSize > 10.5 && doc.fontSize(fontSize).heightOfString(text, options) > height)
    fontSize -= 0.5;
  doc.fontSize(fontSize).text(text, MARGIN, TEXT_TOP, { ...options, height, ellipsis: true });
  centred(doc, String(folio), PAGE_SIZE - 30, { font: fonts.italic, size: 10, colour: ACCENT });
}

export function drawTheEnd({ doc, fonts, input }: PageCanvas, story: number) {
  starrySky(doc, input.seed + story + 1, 30);
  crescent(doc, PAGE_SIZE / 2 + 8, 200, 26);
  centred(doc, 'The End', 262, { font: fonts.bold, size: 46, colour: GOLD });
  const hero = input.stories[story]?.hero ?? input.hero;
  centred(doc, `Sweet dreams, ${hero}.`, 336, { font: fonts.italic, size: 18, colour: CREAM });
}

export function drawBackCover({ doc, fonts, input }: PageCanvas) {
  starrySky(doc, input.seed + 7919, 60);
  crescent(doc, 90, 92, 18);
  centred(doc, `Made with love for ${input.hero}`, 250, {
    font: fonts.italic,
    size: 20,
    colour: CREAM,
  });
  const made = input.createdAt.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
  centred(doc, made, 290, { font: fonts.regular, size: 12, colour: GOLD });
  centred(doc, 'Create your own bedtime stories at Starry Night Story', 530, {
    font: fonts.regular,
    size: 11,
    colour: CREAM,
  });
}
