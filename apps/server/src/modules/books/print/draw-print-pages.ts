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
import { bookWords, type BookWords } from '../builder/book-words';
import { drawLayout, layoutText, type TextLayout } from '../builder/typeset';

type Doc = PDFKit.PDFDocument;

/** The widest line on the pages below: well inside the safe area. */
const WIDTH = 440;
const LEFT = (PAGE_SIZE - WIDTH) / 2;

/**
 * The first page (docs/decisions/025): "This book belongs to" and the child's name in a gold
 * frame, and the parent's gift message under it when there is one.
 */
export function drawBookplate(
  doc: Doc,
  fonts: BookFonts,
  names: string,
  giftMessage?: string,
  said: BookWords = bookWords('en'),
) {
  fill(doc, PAPER);
  frame(doc);
  crescent(doc, PAGE_SIZE / 2 + 6, 128, 16, PAPER);
  centred(doc, fonts, said.belongsTo, 168, { face: 'italic', size: 22, colour: ACCENT });
  const size = sizeToFit(doc, fonts, 'bold', names, WIDTH, [40, 34, 28, 24, 20], 2);
  const named = centred(doc, fonts, names, 212, { face: 'bold', size, colour: INK, width: WIDTH });
  const rule = 212 + named + 22;
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
  const options = { face: 'italic', width: WIDTH, align: 'center', lineGap: 5 } as const;
  let layout = layoutText(doc, fonts, message, { ...options, size: 11 });
  for (const size of [20, 18, 16, 14, 13, 12, 11]) {
    layout = layoutText(doc, fonts, message, { ...options, size });
    if (layout.height <= room) break;
  }
  drawLayout(doc, layout, LEFT, top + Math.max(0, room - layout.height) / 2, INK);
}

/** Every book's dedication (one book: one line, as its own first page had it). */
export function drawDedications(doc: Doc, fonts: BookFonts, dedications: string[]) {
  fill(doc, PAPER);
  const options = { face: 'italic', width: 440, align: 'center', lineGap: 6 } as const;
  // From below the crescent to above the closing stars, inside the safe area.
  const room = PAGE_SIZE - 2 * SAFE - 140;
  let gap = 16;
  let layouts: TextLayout[] = [];
  for (const size of [22, 20, 18, 16, 14, 12, 11, 10]) {
    layouts = dedications.map((d) => layoutText(doc, fonts, d, { ...options, size }));
    const heights = layouts.map((l) => l.height);
    const words = heights.reduce((a, b) => a + b, 0);
    const between = dedications.length > 1 ? (room - words) / (dedications.length - 1) : 0;
    gap = Math.min(44, between);
    if (words <= room && (dedications.length === 1 || gap >= 16)) break;
  }
  gap = Math.max(16, gap);
  const total = layouts.reduce((a, l) => a + l.height, 0) + gap * (dedications.length - 1);
  let y = Math.max(SAFE + 90, 320 - total / 2);
  crescent(doc, PAGE_SIZE / 2 + 6, y - 60, 16, PAPER);
  layouts.forEach((layout, i) => {
    drawLayout(doc, layout, (PAGE_SIZE - options.width) / 2, y, INK);
    y += layout.height + gap;
    if (i < layouts.length - 1) starRow(doc, y - gap / 2);
  });
  starRow(doc, Math.min(PAGE_SIZE - SAFE - 30, y + 10));
}

/** An activity page: a big gold frame to draw the hero in, with something from their story. */
export function drawDrawYourHero(
  doc: Doc,
  fonts: BookFonts,
  hero: string,
  thing: string,
  said: BookWords = bookWords('en'),
) {
  fill(doc, PAPER);
  heading(doc, fonts, said.drawHero(hero), said.withThing(thing));
  drawingBox(doc, 176, PAGE_SIZE - SAFE - 30);
}

/** An activity page: a smaller frame to draw the best moment, and lines to say why. */
export function drawFavouritePart(
  doc: Doc,
  fonts: BookFonts,
  title: string,
  said: BookWords = bookWords('en'),
) {
  fill(doc, PAPER);
  heading(doc, fonts, said.favouritePart, said.ofTitle(title));
  drawingBox(doc, 176, 420);
  centred(doc, fonts, said.likedBecause, 440, { face: 'italic', size: 15, colour: ACCENT });
  writingLines(doc, 500, PAGE_SIZE - SAFE - 20, 3);
}

/** An activity page: lines for the child's own story about the hero. */
export function drawTellYourOwnStory(
  doc: Doc,
  fonts: BookFonts,
  hero: string,
  said: BookWords = bookWords('en'),
) {
  fill(doc, PAPER);
  heading(doc, fonts, said.nowYouTell, said.heroAnd(hero));
  writingLines(doc, 210, PAGE_SIZE - SAFE - 20, 9);
}

function heading(doc: Doc, fonts: BookFonts, title: string, subtitle: string) {
  starRow(doc, SAFE + 30);
  const size = sizeToFit(doc, fonts, 'bold', title, WIDTH, [28, 24, 20, 16], 1);
  centred(doc, fonts, title, SAFE + 52, { face: 'bold', size, colour: INK, width: WIDTH });
  const small = sizeToFit(doc, fonts, 'italic', subtitle, WIDTH, [18, 16, 14, 12, 10], 1);
  centred(doc, fonts, subtitle, SAFE + 92, {
    face: 'italic',
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
