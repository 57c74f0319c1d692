/**
 * The book's page at print size (docs/decisions/017, shared/PRINT-FACTS.md "Print files"): an
 * 8.5 in square trim with 0.125 in of bleed on every side, so a full-bleed picture can be cut
 * cleanly, and every word at least 0.5 in inside the trim. PDF units are points (72 per inch).
 */
export const TRIM = 612;
export const BLEED = 9;
/** The page as drawn, bleed included: 8.75 in × 8.75 in. */
export const PAGE_SIZE = TRIM + 2 * BLEED;
/** Text never comes nearer the page's edge than this: the bleed plus half an inch. */
export const SAFE = BLEED + 36;

/** Pictures are painted for 300 ppi at the size they are printed (PRINT-FACTS: the target). */
export const PRINT_PPI = 300;
/** Pixels of a picture printed `points` wide at PRINT_PPI. */
export const printPixels = (points: number) => Math.round((points / 72) * PRINT_PPI);

/**
 * The story's words: one steady size on every page (issue 12: 18–20 pt; a passage that does not
 * fit is split over more pages, never shrunk), on a measure of about 45 characters.
 */
export const BODY = {
  size: 19,
  lineGap: 8,
  paragraphGap: 10,
  x: 78,
  width: PAGE_SIZE - 2 * 78,
  top: 118,
  bottom: PAGE_SIZE - SAFE - 40,
} as const;
export const BODY_HEIGHT = BODY.bottom - BODY.top;
