import PDFDocument from 'pdfkit';
import type { BookFonts } from './book-fonts';
import { BODY, BODY_HEIGHT } from './page-geometry';

/** How the story's words are set on a text page; the drawing and the measuring share it. */
export const bodyTextOptions = {
  width: BODY.width,
  align: 'left',
  lineGap: BODY.lineGap,
  paragraphGap: BODY.paragraphGap,
} as const;

/** A page's words as pdfkit sets them: paragraphs one line break apart, spaced by paragraphGap. */
export const bodyText = (text: string) => text.replace(/\n\s*\n/g, '\n');

/** Measures text as a text page sets it, so the planner knows what fits before anything is drawn. */
export interface TextFitter {
  /** The body text's height in points. */
  heightOf(text: string): number;
  /** Whether the text fits one text page's box at the body size. */
  fits(text: string): boolean;
  readonly size: number;
  readonly boxHeight: number;
}

/**
 * A fitter with the book's own font (a scratch pdfkit document, never written out): the same
 * metrics and line breaking as the page it plans, at `size` points (the body size by default).
 */
export function createTextFitter(fonts: BookFonts, size: number = BODY.size): TextFitter {
  const doc = new PDFDocument({ size: [BODY.width + 10, 1000], margin: 0 });
  if (fonts.embedded) doc.registerFont(fonts.regular, fonts.regular);
  doc.font(fonts.regular).fontSize(size);
  const heightOf = (text: string) => doc.heightOfString(bodyText(text), bodyTextOptions);
  // heightOfString counts the gap after the last line and paragraph too: it is not drawn on the page.
  return {
    heightOf,
    fits: (text) => heightOf(text) - BODY.lineGap - BODY.paragraphGap <= BODY_HEIGHT,
    size,
    boxHeight: BODY_HEIGHT,
  };
}
