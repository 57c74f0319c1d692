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
 * The box of a text page's words (points), inside the safe area with room for the stars above
 * and the page number below, and 0.25 in more than the safe area on the binding edge of a
 * hardcover (Lulu's 0.2–0.3 in gutter: SAFE + 18 = 63 pt), on both sides so pages mirror.
 */
export const BODY = {
  x: 64,
  width: PAGE_SIZE - 2 * 64,
  top: 104,
  bottom: PAGE_SIZE - SAFE - 36,
} as const;
export const BODY_HEIGHT = BODY.bottom - BODY.top;

/**
 * How a story's words are set for a reader of its age (never under 18 pt, issue 12) (issue 28, docs/decisions/040): about 40
 * words a page for ages 1–3 in large type, 80 for 4–6, 140 for 7 and up. `words` is the page
 * the planner aims for; no page holds more than MAX_PAGE_SHARE of it, and none less than
 * MIN_PAGE_SHARE unless the whole story is shorter.
 */
export interface TextBand {
  name: '1–3' | '4–6' | '7+';
  words: number;
  size: number;
  lineGap: number;
  paragraphGap: number;
}

export const TEXT_BANDS: readonly (TextBand & { maxAge: number })[] = [
  { name: '1–3', maxAge: 3, words: 40, size: 26, lineGap: 12, paragraphGap: 14 },
  { name: '4–6', maxAge: 6, words: 80, size: 20, lineGap: 9, paragraphGap: 11 },
  { name: '7+', maxAge: Infinity, words: 140, size: 18, lineGap: 6, paragraphGap: 8 },
];

export const MAX_PAGE_SHARE = 1.25;
export const MIN_PAGE_SHARE = 0.4;

export function bandOf(age: number): TextBand {
  return TEXT_BANDS.find((b) => age <= b.maxAge) ?? (TEXT_BANDS.at(-1) as TextBand);
}
