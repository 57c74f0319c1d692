import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { Illustrator } from '../../../providers/image';
import { findBookFonts, type BookFonts } from './book-fonts';
import { planBook, type BookInput, type BookPage } from './book-plan';
import {
  drawBackCover,
  drawCover,
  drawPassage,
  drawSectionStart,
  drawTheEnd,
  PAGE_SIZE,
  type PageCanvas,
} from './draw-pages';
import { stylisePortrait } from './portrait';
import { runLimited } from './run-limited';

export interface BuildBookOptions {
  illustrator: Illustrator;
  /** Pictures painted at once. Small: rendering is CPU-bound and the web process shares the cores. */
  concurrency?: number;
  /** Called with the pages drawn so far and the book's page count, first with 0 of n. */
  onProgress?: (pagesDone: number, pagesTotal: number) => void | Promise<void>;
  signal?: AbortSignal;
  /** Override the fonts (tests use it to check the fallback). */
  fonts?: BookFonts;
  /** JPEG quality of the pictures; 85 keeps a page ~65 kB with no visible loss in print. */
  jpegQuality?: number;
}

export interface BuiltBook {
  pdf: Buffer;
  pageCount: number;
}

/**
 * Builds a square picture book (DESIGN §6): the cover with the photo-based portrait, one
 * illustrated page per passage of each story, "The End", and the back cover. Pure — it reads no
 * database and stores nothing — so the job, the example-book script and the tests share it.
 * Pictures are painted a few at a time ahead of the page being drawn.
 */
export async function buildBook(input: BookInput, options: BuildBookOptions): Promise<BuiltBook> {
  if (input.stories.length === 0) throw new Error('A book needs at least one story');
  const plan = planBook(input);
  const total = plan.pages.length;
  await options.onProgress?.(0, total);

  // Stops the pictures still queued when the book fails or the caller gives up.
  const stop = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
  const quality = options.jpegQuality ?? 85;
  const pictures = runLimited(plan.illustrations.length, options.concurrency ?? 3, async (i) => {
    signal.throwIfAborted();
    const request = plan.illustrations[i];
    if (!request) throw new Error(`No illustration ${i}`);
    // A signal of its own per picture: the embedded renderer (resvg via napi) refuses a signal
    // that an earlier render already used.
    const picture = await options.illustrator.illustrate(request, {
      signal: AbortSignal.any([signal]),
    });
    return sharp(picture.data).flatten({ background: '#ffffff' }).jpeg({ quality }).toBuffer();
  });
  const portrait = stylisePortrait(input.photo);
  portrait.catch(() => {});

  const fonts = options.fonts ?? findBookFonts();
  const doc = new PDFDocument({
    size: [PAGE_SIZE, PAGE_SIZE],
    // No margins: pdfkit adds a page when text reaches the bottom margin; we place text ourselves.
    margin: 0,
    autoFirstPage: false,
    info: {
      Title: input.title,
      Author: 'Starry Night Story',
      Subject: `A bedtime story starring ${input.hero}`,
      CreationDate: input.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (fonts.embedded) {
    doc.registerFont(fonts.regular, fonts.regular);
    doc.registerFont(fonts.bold, fonts.bold);
    doc.registerFont(fonts.italic, fonts.italic);
  }

  const canvas: PageCanvas = { doc, fonts, input };
  try {
    let done = 0;
    for (const page of plan.pages) {
      signal.throwIfAborted();
      doc.addPage();
      await drawPage(canvas, page, { portrait, pictures });
      done += 1;
      await options.onProgress?.(done, total);
    }
  } catch (error) {
    stop.abort();
    throw error;
  }
  doc.end();
  return { pdf: await finished, pageCount: total };
}

async function drawPage(
  canvas: PageCanvas,
  page: BookPage,
  images: { portrait: Promise<Buffer>; pictures: Promise<Buffer>[] },
) {
  switch (page.kind) {
    case 'cover':
      return drawCover(canvas, await images.portrait);
    case 'section':
      return drawSectionStart(canvas, page.story);
    case 'passage': {
      const picture = await images.pictures[page.illustration];
      if (!picture) throw new Error(`No illustration ${page.illustration}`);
      return drawPassage(canvas, page.text, picture, page.folio);
    }
    case 'end':
      return drawTheEnd(canvas, page.story);
    case 'back':
      return drawBackCover(canvas);
  }
}
