import { PAGE_SIZE, SAFE } from './page-geometry';
import {
  ACCENT,
  centred,
  crescent,
  CREAM,
  fill,
  GOLD,
  headingHeight,
  HEADING_WIDTH,
  INK,
  PAPER,
  sizeToFit,
  starRow,
  starrySky,
  type PageCanvas,
} from './page-decor';
import { NIGHT } from './portrait';

/**
 * The cover's design (issue 28, docs/decisions/040): the title's sizes (points, largest first)
 * and most lines, the child's medallion (points across) and the child's name's sizes.
 */
export const COVER = {
  titleSizes: [64, 58, 52, 46, 40, 36, 32, 28],
  titleLines: 3,
  /** The child drawn large: about 40% of the cover's width. */
  medallion: 250,
  nameSizes: [48, 44, 40, 36, 32, 28, 24],
  nameLines: 2,
} as const;

/** Where the child's medallion sits: bottom left, inside the safe area. */
export const MEDALLION = {
  x: SAFE - 6,
  y: PAGE_SIZE - SAFE - COVER.medallion + 6,
  size: COVER.medallion,
} as const;

/**
 * The cover: a full-bleed picture of the story's heart moment, the title large over a shaded sky,
 * and the child large in a gold medallion — drawn as every page draws them, or the parent's
 * photo when the parent chose to use it — beside their name.
 */
export function drawCover({ doc, fonts, input }: PageCanvas, scene: Buffer, medallion: Buffer) {
  doc.image(scene, 0, 0, { width: PAGE_SIZE, height: PAGE_SIZE });
  shade(doc, 0, PAGE_SIZE * 0.5, [0.92, 0.7, 0]);
  shade(doc, PAGE_SIZE * 0.55, PAGE_SIZE, [0, 0.55, 0.9]);

  const size = sizeToFit(
    doc,
    fonts,
    'bold',
    input.title,
    HEADING_WIDTH,
    COVER.titleSizes,
    COVER.titleLines,
  );
  centred(doc, fonts, input.title, SAFE + 6, { face: 'bold', size, colour: GOLD });

  const { x, y, size: side } = MEDALLION;
  doc.save();
  doc.circle(x + side / 2, y + side / 2, side / 2 - 1).clip();
  doc.image(medallion, x, y, { width: side, height: side });
  doc.restore();

  // The child's name beside the medallion, centred on it.
  const left = x + side + 18;
  const width = PAGE_SIZE - SAFE - left;
  const nameSize = sizeToFit(
    doc,
    fonts,
    'bold',
    input.hero,
    width,
    COVER.nameSizes,
    COVER.nameLines,
  );
  const nameHeight = headingHeight(doc, fonts, input.hero, { face: 'bold', size: nameSize, width });
  const block = 26 + nameHeight;
  const top = y + side / 2 - block / 2;
  centred(doc, fonts, 'A bedtime story starring', top, {
    face: 'italic',
    size: 18,
    colour: CREAM,
    width,
    x: left,
  });
  centred(doc, fonts, input.hero, top + 26, {
    face: 'bold',
    size: nameSize,
    colour: GOLD,
    width,
    x: left,
  });
  centred(doc, fonts, 'Starry Night Story', PAGE_SIZE - SAFE - 14, {
    face: 'regular',
    size: 10,
    colour: CREAM,
    width,
    x: left,
  });
}

/** A night-blue veil from `from` to `to` (points down the page), its opacity at 0, ½ and 1. */
function shade(doc: PDFKit.PDFDocument, from: number, to: number, opacity: [number, number, number]) {
  const gradient = doc.linearGradient(0, from, 0, to);
  gradient.stop(0, NIGHT, opacity[0]).stop(0.5, NIGHT, opacity[1]).stop(1, NIGHT, opacity[2]);
  doc.rect(0, from, PAGE_SIZE, to - from).fill(gradient);
}

/** The dedication's box: its width, and the sizes tried so it holds its two lines. */
export const DEDICATION = { width: 500, sizes: [24, 22, 20, 18, 17, 16, 15], lines: 2 } as const;

/** The dedication (issue 12: "For Maya, love Mum & Dad"), alone on the first page inside. */
export function drawDedication({ doc, fonts, input }: PageCanvas) {
  fill(doc, PAPER);
  crescent(doc, PAGE_SIZE / 2 + 6, 214, 16, PAPER);
  const { width, sizes, lines } = DEDICATION;
  const size = sizeToFit(doc, fonts, 'italic', input.dedication, width, sizes, lines);
  const height = headingHeight(doc, fonts, input.dedication, { face: 'italic', size, width });
  centred(doc, fonts, input.dedication, 320 - height / 2, {
    face: 'italic',
    size,
    colour: INK,
    width,
  });
  starRow(doc, 400);
}

/** Inside the back: who the book was made for, and when. */
export function drawColophon({ doc, fonts, input }: PageCanvas) {
  fill(doc, PAPER);
  starRow(doc, 230);
  const words = `Made with love for ${input.hero}`;
  const size = sizeToFit(doc, fonts, 'italic', words, HEADING_WIDTH, [20, 18, 16, 14], 2);
  centred(doc, fonts, words, 266, { face: 'italic', size, colour: INK });
  const made = input.createdAt.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
  centred(doc, fonts, made, 330, { face: 'regular', size: 12, colour: ACCENT });
}

export function drawBackCover({ doc, fonts, input }: PageCanvas) {
  starrySky(doc, input.seed + 7919, 60);
  crescent(doc, 100, 102, 18);
  centred(doc, fonts, 'Sweet dreams', 262, { face: 'italic', size: 22, colour: CREAM });
  centred(
    doc,
    fonts,
    'Create your own bedtime stories at Starry Night Story',
    PAGE_SIZE - SAFE - 60,
    { face: 'regular', size: 11, colour: CREAM },
  );
}
