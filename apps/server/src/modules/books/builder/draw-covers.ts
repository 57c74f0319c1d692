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
import type { BookFonts } from './book-fonts';
import { bookWords } from './book-words';
import { NIGHT } from './portrait';
import { COVER_TITLE_BAND } from '../../../providers/image/types';

/**
 * The cover's design (issue 28, docs/decisions/040): the title's sizes (points, largest first)
 * and most lines, the child's medallion (points across) and the child's name's sizes.
 */
export const COVER = {
  titleSizes: [64, 58, 52, 46, 40, 36, 32, 28, 25, 22],
  titleLines: 3,
  /** The child drawn large: about 40% of the cover's width. */
  medallion: 250,
  nameSizes: [48, 44, 40, 36, 32, 28, 24],
  nameLines: 2,
} as const;

/** A rectangle on the page (points, top-left origin). */
export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where a cover's front is drawn: the picture to `bleed`, the words inside `safe`. */
export interface CoverArea {
  bleed: Area;
  safe: Area;
}

/** What a cover's front shows. */
export interface CoverFront {
  title: string;
  /** Who it stars, e.g. "Maya" or "Maya and Leo". */
  heroes: string;
  starring: string;
  /** The story's heart moment (JPEG), or none: then the night sky already drawn shows. */
  scene?: Buffer;
  /** The child large: drawn as on every page, or the photo's portrait when the parent chose it. */
  medallion: Buffer;
  /** The medallion's side when its pixels allow less than COVER.medallion (a print's photo). */
  medallionSide?: number;
}

/** The picture book's cover page: bleed all round, words half an inch inside the trim. */
export const BOOK_COVER_AREA: CoverArea = {
  bleed: { x: 0, y: 0, width: PAGE_SIZE, height: PAGE_SIZE },
  safe: { x: SAFE, y: SAFE, width: PAGE_SIZE - 2 * SAFE, height: PAGE_SIZE - 2 * SAFE },
};

/** Where the child's medallion sits in a cover's safe area: bottom left. */
export const medallionBox = (safe: Area, size: number = COVER.medallion) => ({
  x: safe.x - 6,
  y: safe.y + safe.height - size + 6,
  size,
});

/**
 * The cover: a full-bleed picture of the story's heart moment, the title large over a shaded sky,
 * and the child large in a gold medallion — drawn as every page draws them, or the parent's
 * photo when the parent chose to use it — beside their name.
 */
export function drawCover({ doc, fonts, input }: PageCanvas, scene: Buffer, medallion: Buffer) {
  drawCoverFront(doc, fonts, BOOK_COVER_AREA, {
    title: input.title,
    heroes: input.hero,
    starring: bookWords(input.language).coverStarring(1),
    scene,
    medallion,
  });
}

/**
 * The title's size: the largest that takes at most COVER.titleLines lines and ends inside the
 * picture's title band, which the illustrator keeps clear of faces (decision 098).
 */
export function coverTitleSize(
  doc: PDFKit.PDFDocument,
  fonts: BookFonts,
  title: string,
  width: number,
  area: CoverArea,
): number {
  const bottom = area.bleed.y + area.bleed.height * COVER_TITLE_BAND;
  const sizes = COVER.titleSizes.filter(
    (size) =>
      area.safe.y + 6 + headingHeight(doc, fonts, title, { face: 'bold', size, width }) <= bottom ||
      size === COVER.titleSizes.at(-1),
  );
  return sizeToFit(doc, fonts, 'bold', title, width, sizes, COVER.titleLines);
}

/** A cover's front in `area` (the picture book's page, or the front board of a printed cover). */
export function drawCoverFront(
  doc: PDFKit.PDFDocument,
  fonts: BookFonts,
  area: CoverArea,
  front: CoverFront,
) {
  const { bleed, safe } = area;
  if (front.scene) {
    doc.save();
    doc.rect(bleed.x, bleed.y, bleed.width, bleed.height).clip();
    doc.image(front.scene, bleed.x, bleed.y, {
      cover: [bleed.width, bleed.height],
      align: 'center',
      valign: 'center',
    });
    shade(doc, bleed, bleed.y, bleed.y + bleed.height * 0.5, [0.92, 0.7, 0]);
    shade(doc, bleed, bleed.y + bleed.height * 0.55, bleed.y + bleed.height, [0, 0.55, 0.9]);
    doc.restore();
  }

  const width = safe.width - 40;
  const size = coverTitleSize(doc, fonts, front.title, width, area);
  centred(doc, fonts, front.title, safe.y + 6, {
    face: 'bold',
    size,
    colour: GOLD,
    width,
    x: safe.x + 20,
  });

  const { x, y, size: side } = medallionBox(safe, front.medallionSide);
  doc.save();
  doc.circle(x + side / 2, y + side / 2, side / 2 - 1).clip();
  doc.image(front.medallion, x, y, { width: side, height: side });
  doc.restore();

  // The child's name beside the medallion, centred on it.
  const left = x + side + 18;
  const nameWidth = safe.x + safe.width - left;
  const nameSize = sizeToFit(
    doc,
    fonts,
    'bold',
    front.heroes,
    nameWidth,
    COVER.nameSizes,
    COVER.nameLines,
  );
  const nameHeight = headingHeight(doc, fonts, front.heroes, {
    face: 'bold',
    size: nameSize,
    width: nameWidth,
  });
  // One line in English; a longer language's words ("Un cuento para dormir protagonizado por")
  // may take two, and the name goes under them.
  const starringOptions = { face: 'italic', size: 18, width: nameWidth } as const;
  const oneLine = headingHeight(doc, fonts, 'A', starringOptions);
  const gap =
    26 + Math.max(0, headingHeight(doc, fonts, front.starring, starringOptions) - oneLine);
  const top = y + side / 2 - (gap + nameHeight) / 2;
  centred(doc, fonts, front.starring, top, {
    face: 'italic',
    size: 18,
    colour: CREAM,
    width: nameWidth,
    x: left,
  });
  centred(doc, fonts, front.heroes, top + gap, {
    face: 'bold',
    size: nameSize,
    colour: GOLD,
    width: nameWidth,
    x: left,
  });
  centred(doc, fonts, 'Starry Night Story', safe.y + safe.height - 14, {
    face: 'regular',
    size: 10,
    colour: CREAM,
    width: nameWidth,
    x: left,
  });
}

/** A night-blue veil across `box` from `from` to `to` (points down), its opacity at 0, ½ and 1. */
function shade(
  doc: PDFKit.PDFDocument,
  box: Area,
  from: number,
  to: number,
  opacity: [number, number, number],
) {
  const gradient = doc.linearGradient(0, from, 0, to);
  gradient.stop(0, NIGHT, opacity[0]).stop(0.5, NIGHT, opacity[1]).stop(1, NIGHT, opacity[2]);
  doc.rect(box.x, from, box.width, to - from).fill(gradient);
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
  const said = bookWords(input.language);
  const words = said.madeWithLoveFor(input.hero);
  const size = sizeToFit(doc, fonts, 'italic', words, HEADING_WIDTH, [20, 18, 16, 14], 2);
  centred(doc, fonts, words, 266, { face: 'italic', size, colour: INK });
  const made = input.createdAt.toLocaleDateString(said.dateLocale, {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  centred(doc, fonts, made, 330, { face: 'regular', size: 12, colour: ACCENT });
}

export function drawBackCover({ doc, fonts, input }: PageCanvas) {
  starrySky(doc, input.seed + 7919, 60);
  crescent(doc, 100, 102, 18);
  const said = bookWords(input.language);
  centred(doc, fonts, said.sweetDreams, 262, { face: 'italic', size: 22, colour: CREAM });
  centred(doc, fonts, said.createYourOwn, PAGE_SIZE - SAFE - 60, {
    face: 'regular',
    size: 11,
    colour: CREAM,
  });
}
