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
import { layoutText } from './typeset';
import { COVER_TITLE_BAND } from '../../../providers/image/types';

/**
 * The cover's design (issue 28, docs/decisions/040, 101): the title's sizes (points, largest first)
 * and most lines, the byline under it ("A bedtime story starring" and the child's name), and the
 * parent's photo beside the name when the parent chose it. All of it is set in the picture's title
 * band, where the illustrator draws no head: the child is the scene's child, large, uncovered.
 */
export const COVER = {
  titleSizes: [64, 58, 52, 46, 40, 36, 32, 28, 25, 22],
  titleLines: 3,
  /** The hero drawn on a story's title page (points across). */
  figure: 250,
  /** The parent's photo, round, beside the child's name (points across). */
  photo: 100,
  nameSizes: [48, 44, 40, 36, 32, 28, 24],
  nameLines: 2,
  /** The smallest the title and the name are set while the band allows, then at a pinch. */
  least: 36,
  fallback: 28,
  starringSize: 17,
  /** Space between the title and the byline. */
  gap: 10,
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
  /** The photo's portrait, only when the parent chose to show it. */
  photo?: Buffer;
  /** The photo's side when its pixels allow less than COVER.photo (a print's photo). */
  photoSide?: number;
}

/** The picture book's cover page: bleed all round, words half an inch inside the trim. */
export const BOOK_COVER_AREA: CoverArea = {
  bleed: { x: 0, y: 0, width: PAGE_SIZE, height: PAGE_SIZE },
  safe: { x: SAFE, y: SAFE, width: PAGE_SIZE - 2 * SAFE, height: PAGE_SIZE - 2 * SAFE },
};

/**
 * The cover: a full-bleed picture of the story's heart moment with the child large in it, the
 * title large over a shaded sky and the child's name under it — and the parent's photo beside the
 * name only where the parent chose it. Nothing is laid over the picture's children.
 */
export function drawCover({ doc, fonts, input }: PageCanvas, scene: Buffer, photo?: Buffer) {
  drawCoverFront(doc, fonts, BOOK_COVER_AREA, {
    title: input.title,
    heroes: input.hero,
    starring: bookWords(input.language).coverStarring(1),
    scene,
    ...(photo ? { photo } : {}),
  });
}

/** Where the cover's words go: the title's size, and the byline's box and sizes under it. */
export interface CoverWords {
  titleSize: number;
  titleHeight: number;
  nameSize: number;
  /** The byline's top, and its width beside the photo (if any). */
  bylineTop: number;
  bylineWidth: number;
  bylineHeight: number;
  /** Where the photo's circle sits (top-left and side), when there is one. */
  photo?: { x: number; y: number; side: number };
}

/** The bottom of the picture's title band on this cover (points down the page). */
export const coverBandBottom = (area: CoverArea) =>
  area.bleed.y + area.bleed.height * COVER_TITLE_BAND;

/**
 * The cover's words: the largest title (at most COVER.titleLines lines) whose byline — the
 * "starring" line and the name, beside the photo when it is shown — still ends inside the
 * picture's title band, which the illustrator keeps clear of heads (decision 098, 101).
 */
export function coverWords(
  doc: PDFKit.PDFDocument,
  fonts: BookFonts,
  front: Pick<CoverFront, 'title' | 'heroes' | 'starring'> & { photoSide?: number },
  area: CoverArea,
): CoverWords {
  const { safe } = area;
  const width = safe.width - 40;
  const bottom = coverBandBottom(area);
  const photoSide = front.photoSide;
  const bylineWidth = photoSide ? Math.min(width - photoSide - 16, 330) : width;
  const starring = { face: 'italic', size: COVER.starringSize, width: bylineWidth } as const;
  const starringHeight = headingHeight(doc, fonts, front.starring, starring);
  const layout = (titleSize: number, nameSize: number): CoverWords => {
    const titleHeight = headingHeight(doc, fonts, front.title, {
      face: 'bold',
      size: titleSize,
      width,
    });
    const nameHeight = headingHeight(doc, fonts, front.heroes, {
      face: 'bold',
      size: nameSize,
      width: bylineWidth,
    });
    const bylineTop = safe.y + 6 + titleHeight + COVER.gap;
    const bylineHeight = Math.max(starringHeight + 4 + nameHeight, photoSide ?? 0);
    const groupWidth = photoSide ? photoSide + 16 + bylineWidth : bylineWidth;
    const left = safe.x + (safe.width - groupWidth) / 2;
    return {
      titleSize,
      titleHeight,
      nameSize,
      bylineTop,
      bylineWidth,
      bylineHeight,
      ...(photoSide ? { photo: { x: left, y: bylineTop, side: photoSide } } : {}),
    };
  };
  const lines = (text: string, size: number, within: number) =>
    layoutText(doc, fonts, text, { face: 'bold', size, width: within, align: 'center', lineGap: 3 })
      .lines.length;
  const titleSizes = COVER.titleSizes.filter(
    (size) => lines(front.title, size, width) <= COVER.titleLines,
  );
  const nameFits = (size: number) => lines(front.heroes, size, bylineWidth) <= COVER.nameLines;
  // The name is never set larger than the title. Both stay large where they can (the child's
  // name is what a child looks for): first neither under COVER.least, then neither under
  // COVER.fallback, then whatever fits.
  for (const least of [COVER.least, COVER.fallback, 0]) {
    for (const titleSize of titleSizes) {
      if (titleSize < least) continue;
      for (const nameSize of COVER.nameSizes) {
        if (nameSize < least || nameSize > titleSize || !nameFits(nameSize)) continue;
        const words = layout(titleSize, nameSize);
        if (words.bylineTop + words.bylineHeight <= bottom) return words;
      }
    }
  }
  const smallest = COVER.titleSizes.at(-1) ?? 22;
  return layout(
    sizeToFit(doc, fonts, 'bold', front.title, width, COVER.titleSizes, COVER.titleLines),
    Math.min(smallest, COVER.nameSizes.at(-1) ?? 24),
  );
}

/** The title's size on the cover (see `coverWords`). */
export function coverTitleSize(
  doc: PDFKit.PDFDocument,
  fonts: BookFonts,
  front: Pick<CoverFront, 'title' | 'heroes' | 'starring'> & { photoSide?: number },
  area: CoverArea,
): number {
  return coverWords(doc, fonts, front, area).titleSize;
}

/** A cover's front in `area` (the picture book's page, or the front board of a printed cover). */
export function drawCoverFront(
  doc: PDFKit.PDFDocument,
  fonts: BookFonts,
  area: CoverArea,
  front: CoverFront,
) {
  const { bleed, safe } = area;
  const photoSide = front.photo ? (front.photoSide ?? COVER.photo) : undefined;
  const words = coverWords(doc, fonts, { ...front, photoSide }, area);
  if (front.scene) {
    doc.save();
    doc.rect(bleed.x, bleed.y, bleed.width, bleed.height).clip();
    doc.image(front.scene, bleed.x, bleed.y, {
      cover: [bleed.width, bleed.height],
      align: 'center',
      valign: 'center',
    });
    // A veil behind the words only: down to just under the byline, the picture clear below.
    const under = words.bylineTop + words.bylineHeight + 24;
    shade(doc, bleed, bleed.y, Math.min(bleed.y + bleed.height, under), [0.9, 0.72, 0]);
    doc.restore();
  }

  const width = safe.width - 40;
  centred(doc, fonts, front.title, safe.y + 6, {
    face: 'bold',
    size: words.titleSize,
    colour: GOLD,
    width,
    x: safe.x + 20,
  });

  let left = safe.x + 20;
  if (words.photo && front.photo) {
    const { x, y, side } = words.photo;
    doc.save();
    doc.circle(x + side / 2, y + side / 2, side / 2 - 1).clip();
    doc.image(front.photo, x, y, { width: side, height: side });
    doc.restore();
    doc
      .circle(x + side / 2, y + side / 2, side / 2 - 1)
      .lineWidth(3)
      .stroke(GOLD);
    left = x + side + 16;
  }
  const starring = { face: 'italic', size: COVER.starringSize, width: words.bylineWidth } as const;
  const starringHeight = headingHeight(doc, fonts, front.starring, starring);
  const nameHeight = headingHeight(doc, fonts, front.heroes, {
    face: 'bold',
    size: words.nameSize,
    width: words.bylineWidth,
  });
  // Beside a photo, the byline is centred on the photo's height.
  const top = words.bylineTop + (words.bylineHeight - (starringHeight + 4 + nameHeight)) / 2;
  centred(doc, fonts, front.starring, top, {
    ...starring,
    colour: CREAM,
    x: left,
  });
  centred(doc, fonts, front.heroes, top + starringHeight + 4, {
    face: 'bold',
    size: words.nameSize,
    colour: GOLD,
    width: words.bylineWidth,
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
