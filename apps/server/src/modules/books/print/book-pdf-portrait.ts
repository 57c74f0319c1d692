import { BOOK_PHOTO_SIDE } from '@sns/contract';
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';

/**
 * The photo's portrait as a finished book's cover shows it, read back from the book's PDF: the
 * child's photo itself is deleted once the book is made (docs/decisions/d9-uploaded-images.md),
 * but its stylised portrait — a BOOK_PHOTO_SIDE² JPEG on page 1 — stays in the book, so the
 * printed cover can show it too (docs/decisions/025). Undefined when the cover has none.
 */
export async function readCoverPortrait(bookPdf: Buffer): Promise<Buffer | undefined> {
  const pdf = await PDFDocument.load(bookPdf, { updateMetadata: false });
  const xobjects = pdf.getPage(0).node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  if (!xobjects) return undefined;
  for (const ref of xobjects.values()) {
    const image = pdf.context.lookup(ref);
    if (!(image instanceof PDFRawStream)) continue;
    const entry = (name: string) => image.dict.get(PDFName.of(name));
    const side = (name: string) => {
      const value = entry(name);
      return value instanceof PDFNumber ? value.asNumber() : 0;
    };
    if (
      entry('Subtype') === PDFName.of('Image') &&
      entry('Filter') === PDFName.of('DCTDecode') &&
      side('Width') === BOOK_PHOTO_SIDE &&
      side('Height') === BOOK_PHOTO_SIDE
    )
      // A DCTDecode stream is the JPEG file itself.
      return Buffer.from(image.contents);
  }
  return undefined;
}
