import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import type { Illustration, IllustrationRequest, Illustrator } from '../../../providers/image';
import type { BookContent } from '../book-content';
import { findBookFonts } from '../builder/book-fonts';
import { planBook } from '../builder/book-plan';
import { createTextFitter } from '../builder/text-fit';

/** A finished book: its PDF as stored and the content it was built from. */
export interface StoredBook {
  pdf: Buffer;
  content: BookContent;
}

/**
 * An illustrator that answers each page's request with the picture the book's PDF already has
 * (docs/decisions/025). For an images API this is the only way to print the pictures the parent
 * saw — asking again paints new ones, and costs — and they are placed no larger than their
 * pixels allow. A book whose pages no longer line up with its plan (its layout changed since it
 * was built) is not read: its pictures come from `fallback`, as do any requests not found.
 */
export async function storedPictures(
  books: StoredBook[],
  fallback: Illustrator,
): Promise<Illustrator> {
  const pictures = new Map<string, Illustration>();
  const fitter = createTextFitter(findBookFonts());
  for (const { pdf, content } of books) {
    const plan = planBook({ ...content, photo: Buffer.alloc(0) }, fitter);
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    if (doc.getPageCount() !== plan.pages.length) continue;
    const found = new Map<string, Illustration>();
    plan.pages.forEach((page, i) => {
      // The cover's scene is the largest picture of its page (the medallion is smaller).
      if (page.kind !== 'art' && page.kind !== 'cover') return;
      const request = plan.illustrations[page.illustration];
      const image = request && jpegOnPage(doc, i);
      if (image) found.set(keyOf(request), image);
    });
    // All of a book's pictures or none: a half-read book would mix two sets of pictures.
    if (found.size === plan.illustrations.length) for (const [k, v] of found) pictures.set(k, v);
  }
  return {
    illustrate(request, options) {
      const stored = pictures.get(keyOf(request));
      return stored ? Promise.resolve(stored) : fallback.illustrate(request, options);
    },
  };
}

/** A page's picture is known by its seed (per book, story and page) and its moment. */
function keyOf(request: IllustrationRequest) {
  return JSON.stringify([request.seed, request.hero, request.scene?.caption ?? '']);
}

/** The largest JPEG drawn on a page (a DCTDecode image stream is the JPEG file itself). */
function jpegOnPage(doc: PDFDocument, index: number): Illustration | undefined {
  const xobjects = doc.getPage(index).node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  let largest: Illustration | undefined;
  for (const ref of xobjects?.values() ?? []) {
    const image = doc.context.lookup(ref);
    if (!(image instanceof PDFRawStream)) continue;
    const get = (name: string) => image.dict.get(PDFName.of(name));
    const number = (name: string) => {
      const value = get(name);
      return value instanceof PDFNumber ? value.asNumber() : 0;
    };
    if (get('Subtype') !== PDFName.of('Image') || get('Filter') !== PDFName.of('DCTDecode'))
      continue;
    if (largest && largest.width >= number('Width')) continue;
    largest = {
      data: Buffer.from(image.contents),
      contentType: 'image/jpeg',
      width: number('Width'),
      height: number('Height'),
    };
  }
  return largest;
}
