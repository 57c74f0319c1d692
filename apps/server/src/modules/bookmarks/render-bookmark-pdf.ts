import PDFDocument from 'pdfkit';
import type { BookmarkDesign } from './bookmark-design';
import { drawBookmarkSheet, PAGE_SIZE } from './bookmark-sheet-layout';

/** Fixed so the bytes depend only on the design, not on when the process started. */
const CREATED = new Date('2025-01-01T00:00:00Z');

/** Renders one design as a single-page PDF holding three bookmarks ready to cut out. */
export function renderBookmarkPdf(design: BookmarkDesign): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [PAGE_SIZE.width, PAGE_SIZE.height],
    // Zero margins: pdfkit starts a new page when text passes the bottom margin.
    margin: 0,
    info: {
      Title: `Starry Night Story bookmarks: ${design.name}`,
      Author: 'Starry Night Story',
      Subject: design.description,
      CreationDate: CREATED,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawBookmarkSheet(doc, design);
  doc.end();
  return done;
}

const rendered = new Map<string, Promise<Buffer>>();

/**
 * The design's PDF, rendered once per process: the output is pure, a few tens of kB, and
 * drawing it costs far more than keeping it. The promise is cached so concurrent first requests
 * share one render; a failed render is forgotten so the next request retries.
 */
export function loadBookmarkPdf(design: BookmarkDesign): Promise<Buffer> {
  let pdf = rendered.get(design.id);
  if (!pdf) {
    pdf = renderBookmarkPdf(design);
    rendered.set(design.id, pdf);
    pdf.catch(() => rendered.delete(design.id));
  }
  return pdf;
}
