/** A pdfkit document; named once so design files don't repeat the global namespace. */
export type Pdf = PDFKit.PDFDocument;

/** 72 pt to the inch: a bookmark is the common 2" × 6". */
export const BOOKMARK_WIDTH = 2 * 72;
export const BOOKMARK_HEIGHT = 6 * 72;
/**
 * Artwork runs this far past the cut line so a slightly wobbly cut at the kitchen table never
 * leaves a white sliver; scenes paint their edges out to it.
 */
export const BLEED = 4;

/**
 * One printable bookmark. `drawScene` paints in bookmark coordinates — (0, 0) is the top-left of
 * the cut line and the page is already clipped to the bleed — and must be deterministic, because
 * the sheet repeats it three times and the PDF is cached.
 */
export interface BookmarkDesign {
  /** Stable id used in the download URL. */
  id: string;
  /** Shown on the landing page. */
  name: string;
  /** One sentence for the landing page. */
  description: string;
  /** The bedtime line printed at the foot of the bookmark. */
  tagline: string;
  /** Sky gradient from top to bottom, as [offset 0–1, colour]. */
  sky: readonly (readonly [number, string])[];
  /** Colours of the shared lettering, picked per scene for contrast. */
  ink: { title: string; tagline: string; frame: string };
  drawScene(doc: Pdf): void;
}
