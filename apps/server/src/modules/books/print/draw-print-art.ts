import { fill, PAPER } from '../builder/page-decor';
import { PAGE_SIZE, TRIM } from '../builder/page-geometry';
import { maxPrintedPoints, minPrintPixels, SAFE_INSET } from './print-geometry';

/** A page's picture as the printer gets it: RGB JPEG bytes and their pixel size. */
export interface PrintPicture {
  jpeg: Buffer;
  width: number;
  height: number;
  /** The picture's average colour (`#rrggbb`), for the page round a picture that cannot bleed. */
  average: string;
}

/** The widest a picture that cannot bleed is placed: inside the half-inch safe area. */
const INSET_MAX = TRIM - 2 * SAFE_INSET;

/**
 * A story picture on its page (docs/decisions/025). One with pixels enough for 240 ppi across
 * the whole page, bleed included (2100 px; the embedded illustrator paints 2625 for 300 ppi),
 * covers it. A smaller one (an images API's 1024² PNG) is placed no larger than 240 ppi allows
 * (1024 px: 4.27 in), centred in a paper mount on its own average colour, which runs to the
 * page's edge: never upscaled, and no white edge if the cut wanders.
 */
export function drawPrintArt(doc: PDFKit.PDFDocument, picture: PrintPicture) {
  const side = Math.min(picture.width, picture.height);
  if (canBleed(picture.width, picture.height)) {
    doc.image(picture.jpeg, 0, 0, {
      cover: [PAGE_SIZE, PAGE_SIZE],
      align: 'center',
      valign: 'center',
    });
    return;
  }
  fill(doc, picture.average);
  const scale = Math.min(INSET_MAX, maxPrintedPoints(side)) / side;
  const width = picture.width * scale;
  const height = picture.height * scale;
  const x = (PAGE_SIZE - width) / 2;
  const y = (PAGE_SIZE - height) / 2;
  doc.rect(x - 8, y - 8, width + 16, height + 16).fill(PAPER);
  doc.image(picture.jpeg, x, y, { width, height });
}

/** Whether a picture has the pixels to cover the whole page, bleed included, at 240 ppi. */
export const canBleed = (width: number, height: number) =>
  Math.min(width, height) >= minPrintPixels(PAGE_SIZE);

/** The largest side (points) a printed portrait of `pixels` may take, and no more than `wanted`. */
export const printedSide = (pixels: number, wanted: number) =>
  Math.min(wanted, maxPrintedPoints(pixels));
