import { PAGE_SIZE, SAFE } from './page-geometry';
import {
  ACCENT,
  centred,
  crescent,
  CREAM,
  fill,
  GOLD,
  HEADING_WIDTH,
  INK,
  PAPER,
  sizeToFit,
  starRow,
  starrySky,
  type PageCanvas,
} from './page-decor';

/** The two portraits on the cover: their diameter and centres (points). */
export const COVER_PORTRAIT = { size: 222, y: 176, gap: 28 } as const;

/**
 * The cover: the title, the photo's portrait and, beside it, the hero as every page draws them
 * (issue 12), and who the story stars.
 */
export function drawCover({ doc, fonts, input }: PageCanvas, photo: Buffer, hero: Buffer) {
  starrySky(doc, input.seed);
  crescent(doc, PAGE_SIZE - 92, 560, 18);
  const width = HEADING_WIDTH;
  const titleSize = sizeToFit(doc, fonts.bold, input.title, width, [32, 28, 24, 20], 2);
  centred(doc, input.title, 64, { font: fonts.bold, size: titleSize, colour: GOLD, width });
  const { size, y, gap } = COVER_PORTRAIT;
  const left = PAGE_SIZE / 2 - gap / 2 - size;
  doc.image(photo, left, y, { width: size, height: size });
  doc.image(hero, PAGE_SIZE / 2 + gap / 2, y, { width: size, height: size });
  centred(doc, `A bedtime story starring ${input.hero}`, 440, {
    font: fonts.italic,
    size: 20,
    colour: CREAM,
  });
  centred(doc, 'Starry Night Story', PAGE_SIZE - SAFE - 22, {
    font: fonts.regular,
    size: 11,
    colour: GOLD,
  });
}

/** The dedication (issue 12: "For Maya, love Mum & Dad"), alone on the first page inside. */
export function drawDedication({ doc, fonts, input }: PageCanvas) {
  fill(doc, PAPER);
  crescent(doc, PAGE_SIZE / 2 + 6, 214, 16, PAPER);
  const width = 400;
  doc.font(fonts.italic).fontSize(22);
  const height = doc.heightOfString(input.dedication, { width, align: 'center', lineGap: 6 });
  doc.fillColor(INK).text(input.dedication, (PAGE_SIZE - width) / 2, 300 - height / 2 + 20, {
    width,
    align: 'center',
    lineGap: 6,
  });
  starRow(doc, 400);
}

/** Inside the back: who the book was made for, and when. */
export function drawColophon({ doc, fonts, input }: PageCanvas) {
  fill(doc, PAPER);
  starRow(doc, 230);
  centred(doc, `Made with love for ${input.hero}`, 266, {
    font: fonts.italic,
    size: 20,
    colour: INK,
  });
  const made = input.createdAt.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
  centred(doc, made, 306, { font: fonts.regular, size: 12, colour: ACCENT });
}

export function drawBackCover({ doc, fonts, input }: PageCanvas) {
  starrySky(doc, input.seed + 7919, 60);
  crescent(doc, 100, 102, 18);
  centred(doc, 'Sweet dreams', 262, { font: fonts.italic, size: 22, colour: CREAM });
  centred(doc, 'Create your own bedtime stories at Starry Night Story', PAGE_SIZE - SAFE - 60, {
    font: fonts.regular,
    size: 11,
    colour: CREAM,
  });
}
