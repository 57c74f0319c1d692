import { BLEED, PAGE_SIZE, TRIM } from '../builder/page-geometry';

/**
 * What a print shop takes (shared/PRINT-FACTS.md "Print files", docs/decisions/025): every
 * interior page is the book's 630 pt page (8.5 in trim + 0.125 in bleed each side), and says so
 * in its boxes — MediaBox and BleedBox the whole page, TrimBox where the guillotine cuts.
 */
export const INTERIOR_BOXES = {
  MediaBox: [0, 0, PAGE_SIZE, PAGE_SIZE],
  BleedBox: [0, 0, PAGE_SIZE, PAGE_SIZE],
  TrimBox: [BLEED, BLEED, BLEED + TRIM, BLEED + TRIM],
} as const;

/** A hardcover casewrap needs at least this many interior pages (and an even count). */
export const MIN_PRINT_PAGES = 24;

/** Below this a picture prints soft; 300 is the target (PRINT-FACTS: 300 target, 600 limit). */
export const MIN_PRINT_PPI = 240;

/**
 * Lulu's guidance for a hardcover: 0.2–0.3 in more room on the binding edge, where the pages
 * curve into the spine. A quarter inch, beyond the half inch every word keeps from the trim.
 */
export const PRINT_GUTTER = 18;

/** Half an inch: how far words (and the cover's faces) stay inside a trim or wrap line. */
export const SAFE_INSET = 36;

/** The widest a picture `pixels` across may be printed (points) and still reach MIN_PRINT_PPI. */
export const maxPrintedPoints = (pixels: number) => (pixels / MIN_PRINT_PPI) * 72;

/** The pixels a picture printed `points` wide needs to reach MIN_PRINT_PPI. */
export const minPrintPixels = (points: number) => Math.ceil((points / 72) * MIN_PRINT_PPI);

/**
 * Sets a page's boxes. pdfkit writes only a MediaBox; the other boxes are plain entries of the
 * page dictionary, written out with it when the page ends.
 */
export function setPageBoxes(
  doc: PDFKit.PDFDocument,
  boxes: Record<'MediaBox' | 'BleedBox' | 'TrimBox', readonly number[]>,
) {
  const page = doc.page.dictionary.data as Record<string, unknown>;
  for (const [name, box] of Object.entries(boxes)) page[name] = [...box];
}
