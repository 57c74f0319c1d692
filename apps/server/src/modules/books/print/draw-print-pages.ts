import type { BookFonts } from '../builder/book-fonts';
import {
  ACCENT,
  centred,
  crescent,
  fill,
  GOLD,
  INK,
  PAPER,
  sizeToFit,
  starRow,
} from '../builder/page-decor';
import { PAGE_SIZE, SAFE } from '../builder/page-geometry';

type Doc = PDFKit.PDFDocument;

/** The widest line on the pages below: well inside the safe area. */
const WIDTH = 440;
const LEFT = (PAGE_SIZE - WIDTH) / 2;

/**
 * The first page (docs/decisions/025): "This book belongs to" and the child's name in a gold
 * frame, and the parent's gift message under it when there is one.
 */
export function drawBookplate(doc: Doc, fonts: BookFonts, names: string, giftMessage?: string) {
  fill(doc, PAPER);
  frame(doc);
  crescent(doc, PAGE_SIZE / 2 + 6, 128, 16, PAPER);
  centred(doc, 'This book belongs to', 168, { font: fonts.italic, size: 22, colour: ACCENT });
  const size = sizeToFit(doc, fonts.bold, names, WIDTH, [40, 34, 28, 24], 2);
  centred(doc, names, 212, { font: fonts.bold, size, colour: INK, width: WIDTH });
  doc.font(fonts.bold).fontSize(size);
  const rule = 212 + doc.heightOfString(names, { width: WIDTH, lineGap: 3 }) + 22;
  doc
    .moveTo(PAGE_SIZE / 2 - 70, rule)
    .lineTo(PAGE_SIZE / 2 + 70, rule)
    .lineWidth(1.5)
    .stroke(GOLD);
  const message = giftMessage?.trim();
  if (!message) {
    starRow(doc, rule + 60);
    return;
  }
  // The message fills the rest of the frame at the largest size it fits.
  const top = rule + 34;
  const room = PAGE_SIZE - SAFE - 40 - top;
  const options = { width: WIDTH, align: 'center', lineGap: 5 } as const;
  doc.font(fonts.italic);
  let fitted = 11;
  for (const candidate of [20, 18, 16, 14, 13, 12, 11]) {
    doc.fontSize(candidate);
    fitted = candidate;
    if (doc.heightOfString(message, options) <= room) break;
  }
  doc.fontSize(fitted);
  const height = Math.min(room, doc.heightOfString(message, options));
  doc.fillColor(INK).text(message, LEFT, top + (room - height) / 2, { ...options, height: room });
}

/** Every book's dedication (one book: one line, as its own first page had it). */
export function drawDedications(doc: Doc, fonts: BookFonts, dedications: string[]) {
  fill(doc, PAPER);
  const options = { width: 400, align: 'center', lineGap: 6 } as const;
  // From below the crescent to above the closing stars, inside the safe area.
  const room = PAGE_SIZE - 2 * SAFE - 140;
  let size = 10;
  let gap = 16;
  let heights: number[] = [];
  doc.font(fonts.italic);
  for (const candidate of [22, 20, 18, 16, 14, 12, 11, 10]) {
    size = candidate;
    doc.fontSize(size);
    heights = dedications.map((d) => doc.heightOfString(d, options));
    const words = heights.reduce((a, b) => a + b, 0);
    const between = dedications.length > 1 ? (room - words) / (dedications.length - 1) : 0;
    gap = Math.min(44, between);
    if (words <= room && (dedications.length === 1 || gap >= 16)) break;
  }
  gap = Math.max(16, gap);
  const total = heights.reduce((a, b) => a + b, 0) + gap * (dedications.length - 1);
  let y = Math.max(SAFE + 90, 320 - total / 2);
  crescent(doc, PAGE_SIZE / 2 + 6, y - 60, 16, PAPER);
  dedications.forEach((text, i) => {
    doc.font(fonts.italic).fontSize(size).fillColor(INK);
    doc.text(text, (PAGE_SIZE - 400) / 2, y, options);
    y += (heights[i] ?? 0) + gap;
    if (i < dedications.length - 1) starRow(doc, y - gap / 2);
  });
  starRow(doc, Math.min(PAGE_SIZE - SAFE - 30, y + 10));
}

/** An activity page: a big gold frame to draw the hero in, with something from their story. */
export function drawDrawYourHero(doc: Doc, fonts: BookFonts, hero: string, thing: string) {
  fill(doc, PAPER);
  heading(doc, fonts, `Draw ${hero}`, `with ${thing}`);
  drawingBox(doc, 176, PAGE_SIZE - SAFE - 30);
}

/** An activity page: a smaller frame to draw the best moment, and lines to say why. */
export function drawFavouritePart(doc: Doc, fonts: BookFonts, title: string) {
  fill(doc, PAPER);
  heading(doc, fonts, 'My favourite part', `of “${title}”`);
  drawingBox(doc, 176, 420);
  centred(doc, 'I liked it because…', 440, { font: fonts.italic, size: 15, colour: ACCENT });
  writingLines(doc, 500, PAGE_SIZE - SAFE - 20, 3);
}

/** An activity page: lines for the child's own story about the hero. */
export function drawTellYourOwnStory(doc: Doc, fonts: BookFonts, hero: string) {
  fill(doc, PAPER);
  heading(doc, fonts, 'Now you tell a story!', `${hero} and …`);
  writingLines(doc, 210, PAGE_SIZE - SAFE - 20, 9);
}

function heading(doc: Doc, fonts: BookFonts, title: string, subtitle: string) {
  starRow(doc, SAFE + 30);
  const size = sizeToFit(doc, fonts.bold, title, WIDTH, [28, 24, 20], 1);
  centred(doc, title, SAFE + 52, { font: fonts.bold, size, colour: INK, width: WIDTH });
  const small = sizeToFit(doc, fonts.italic, subtitle, WIDTH, [18, 16, 14, 12], 1);
  centred(doc, subtitle, SAFE + 92, {
    font: fonts.italic,
    size: small,
    colour: ACCENT,
    width: WIDTH,
  });
}

function frame(doc: Doc) {
  const inset = SAFE + 14;
  doc
    .roundedRect(inset, inset, PAGE_SIZE - 2 * inset, PAGE_SIZE - 2 * inset, 18)
    .lineWidth(2)
    .stroke(GOLD);
}

function drawingBox(doc: Doc, top: number, bottom: number) {
  doc
    .roundedRect(LEFT - 20, top, WIDTH + 40, bottom - top, 14)
    .lineWidth(1.5)
    .dash(6, { space: 5 })
    .stroke(GOLD)
    .undash();
}

function writingLines(doc: Doc, top: number, bottom: number, count: number) {
  const step = count > 1 ? (bottom - top) / (count - 1) : 0;
  for (let i = 0; i < count; i += 1) {
    const y = top + i * step;
    doc
      .moveTo(LEFT, y)
      .lineTo(LEFT + WIDTH, y)
      .lineWidth(0.8)
      .stroke('#c9c2ae');
  }
}
