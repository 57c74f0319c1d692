import type { BookFonts } from './book-fonts';
import { BODY, BODY_HEIGHT, type TextBand } from './page-geometry';
import PDFDocument from 'pdfkit';
import { layoutText, type SetOptions, type TextLayout } from './typeset';

/** How the story's words are set on a text page of a band; the drawing and the measuring share it. */
export const bodyTextOptions = (band: TextBand): SetOptions => ({
  face: 'regular',
  size: band.size,
  width: BODY.width,
  align: 'left',
  lineGap: band.lineGap,
  paragraphGap: band.paragraphGap,
});

/** A page's words as they are set: paragraphs one line break apart, spaced by paragraphGap. */
export const bodyText = (text: string) => text.replace(/\n\s*\n/g, '\n');

/** Measures text as a text page sets it, so the planner knows what fits before anything is drawn. */
export interface TextFitter {
  /** The page's words as set for `band`. */
  layout(text: string, band: TextBand): TextLayout;
  /** Whether the text fits one text page's box at the band's size. */
  fits(text: string, band: TextBand): boolean;
  readonly fonts: BookFonts;
  readonly boxHeight: number;
}

/**
 * A fitter with the book's own fonts (a scratch pdfkit document, never written out): the same
 * metrics and line breaking as the page it plans.
 */
export function createTextFitter(fonts: BookFonts): TextFitter {
  const doc = new PDFDocument({ size: [BODY.width + 10, 1000], margin: 0 });
  const layout = (text: string, band: TextBand) =>
    layoutText(doc, fonts, bodyText(text), bodyTextOptions(band));
  return {
    layout,
    fits: (text, band) => layout(text, band).height <= BODY_HEIGHT,
    fonts,
    boxHeight: BODY_HEIGHT,
  };
}
