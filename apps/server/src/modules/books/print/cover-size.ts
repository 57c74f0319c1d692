import { TRIM } from '../builder/page-geometry';
import { SAFE_INSET } from './print-geometry';

/** Width and height of a cover sheet in points. */
export interface CoverSize {
  width: number;
  height: number;
}

/** How far a casewrap sheet reaches beyond the trim on each side, to fold round the boards. */
export const CASEWRAP_WRAP = 54;

/**
 * Spine widths of a hardcover casewrap by page count (inches), as Lulu publishes them
 * (docs/decisions/025): up to this many pages, this wide.
 */
const SPINE_TABLE: readonly (readonly [number, number])[] = [
  [84, 0.25],
  [140, 0.5],
  [168, 0.625],
  [194, 0.6875],
  [222, 0.75],
  [250, 0.8125],
  [278, 0.875],
  [306, 0.9375],
  [334, 1],
  [360, 1.0625],
  [388, 1.125],
  [416, 1.1875],
  [444, 1.25],
  [472, 1.3125],
  [500, 1.375],
  [528, 1.4375],
  [556, 1.5],
  [582, 1.5625],
  [610, 1.625],
  [638, 1.6875],
  [666, 1.75],
  [694, 1.8125],
  [722, 1.875],
  [750, 1.9375],
  [778, 2],
  [800, 2.0625],
];

/** The spine of a casewrap book of `pageCount` interior pages (points). */
export function spineWidth(pageCount: number): number {
  const row = SPINE_TABLE.find(([pages]) => pageCount <= pages);
  if (!row || pageCount < 2) throw new Error(`A hardcover cannot have ${pageCount} pages`);
  return row[1] * 72;
}

/**
 * Our own estimate of the cover sheet for an 8.5 in square casewrap: back + spine + front, each
 * cover side wrapped 0.75 in beyond the trim. The real size comes from the print provider's
 * cover-dimensions call; this one serves tests and a proof made before asking.
 */
export function estimateCoverSize(pageCount: number): CoverSize {
  return {
    width: 2 * (TRIM + CASEWRAP_WRAP) + spineWidth(pageCount),
    height: TRIM + 2 * CASEWRAP_WRAP,
  };
}

/** A rectangle in the sheet's top-left coordinates (points). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the parts of a cover sheet fall: the trimmed back and front boards and the spine. */
export interface CoverLayout extends CoverSize {
  wrap: number;
  spine: Box;
  /** The back board as the closed book shows it (the trim), left of the spine. */
  back: Box;
  front: Box;
  /** Inside these, words stay half an inch from every trim and fold line. */
  backSafe: Box;
  frontSafe: Box;
}

/**
 * Reads the parts off the sheet's size: the wrap is whatever the height has beyond the square
 * trim (split evenly), and the spine is what the width has beyond two wrapped boards. A size from
 * any provider works as long as it is a square trim's sheet.
 */
export function coverLayout(size: CoverSize): CoverLayout {
  const wrap = (size.height - TRIM) / 2;
  const spineWidth = size.width - 2 * (TRIM + wrap);
  if (wrap < 0 || spineWidth < 0)
    throw new Error(
      `A ${size.width}×${size.height} pt cover sheet cannot wrap an 8.5 in square book`,
    );
  const back = { x: wrap, y: wrap, width: TRIM, height: TRIM };
  const spine = { x: wrap + TRIM, y: 0, width: spineWidth, height: size.height };
  const front = { x: wrap + TRIM + spineWidth, y: wrap, width: TRIM, height: TRIM };
  return {
    ...size,
    wrap,
    spine,
    back,
    front,
    backSafe: inset(back, SAFE_INSET),
    frontSafe: inset(front, SAFE_INSET),
  };
}

function inset(box: Box, by: number): Box {
  return { x: box.x + by, y: box.y + by, width: box.width - 2 * by, height: box.height - 2 * by };
}

/** The front board with its wrap on three sides: where the cover's picture runs (bleed). */
export function frontBleed(layout: CoverLayout): Box {
  return {
    x: layout.front.x,
    y: 0,
    width: layout.width - layout.front.x,
    height: layout.height,
  };
}
