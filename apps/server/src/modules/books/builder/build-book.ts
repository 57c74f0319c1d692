import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { Illustrator } from '../../../providers/image';
import type { CastMember } from '../../../providers/scene/scene';
import { findBookFonts, type BookFonts } from './book-fonts';
import { planBook, type BookInput, type BookPage } from './book-plan';
import { COVER, drawBackCover, drawColophon, drawCover, drawDedication } from './draw-covers';
import {
  drawArt,
  drawContents,
  drawNight,
  drawText,
  drawTheEnd,
  drawTitlePage,
} from './draw-pages';
import { PAPER, type PageCanvas } from './page-decor';
import { PAGE_SIZE, printPixels } from './page-geometry';
import { drawHeroFigure } from './hero-figure';
import { stylisePortrait } from './portrait';
import { runLimited } from './run-limited';
import { createTextFitter } from './text-fit';

export interface BuildBookOptions {
  illustrator: Illustrator;
  /** Pictures painted at once. Small: rendering is CPU-bound and the web process shares the cores. */
  concurrency?: number;
  /** Called with the pages drawn so far and the book's page count, first with 0 of n. */
  onProgress?: (pagesDone: number, pagesTotal: number) => void | Promise<void>;
  /** Called once per picture with the time the illustrator took for it (the bench records them). */
  onPicture?: (ms: number) => void;
  signal?: AbortSignal;
  /** Override the fonts (tests use it to check the fallback). */
  fonts?: BookFonts;
  /** JPEG quality of the pictures; 85 keeps a print-size page ~250 kB with no visible loss. */
  jpegQuality?: number;
}

export interface BuiltBook {
  pdf: Buffer;
  pageCount: number;
}

/**
 * Builds a square picture book (docs/design.md#book-builder, docs/decisions/017, 040): the cover —
 * the story's heart moment full-bleed, the title and the child large — the dedication, and per story a title page, a full-bleed
 * picture facing each page of words, and "The End". Pure — it reads no database and stores nothing
 * — so the job, the example-book script and the tests share it. Pictures are painted a few at a
 * time ahead of the page being drawn.
 */
export async function buildBook(input: BookInput, options: BuildBookOptions): Promise<BuiltBook> {
  if (input.stories.length === 0) throw new Error('A book needs at least one story');
  const fonts = options.fonts ?? findBookFonts();
  const plan = planBook(input, createTextFitter(fonts));
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
    const started = performance.now();
    // A signal of its own per picture: the embedded renderer (resvg via napi) refuses a signal
    // that an earlier render already used.
    const picture = await options.illustrator.illustrate(request, {
      signal: AbortSignal.any([signal]),
    });
    options.onPicture?.(performance.now() - started);
    return sharp(picture.data).flatten({ background: '#ffffff' }).jpeg({ quality }).toBuffer();
  });
  // The photo is only printed where the parent chose it (issue 28).
  const portrait = input.showPhoto ? stylisePortrait(input.photo) : undefined;
  portrait?.catch(() => {});
  const figures = heroFigures(input);

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

  const canvas: PageCanvas = { doc, fonts, input };
  try {
    let done = 0;
    for (const page of plan.pages) {
      signal.throwIfAborted();
      doc.addPage();
      await drawPage(canvas, page, { portrait, pictures, figures });
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

interface PageImages {
  portrait: Promise<Buffer> | undefined;
  pictures: Promise<Buffer>[];
  /** The hero's portrait per story. */
  figures: Map<number, Promise<Buffer>>;
}

/** One drawing of each story's first child, at its print size, on paper for its title page. */
function heroFigures(input: BookInput): Map<number, Promise<Buffer>> {
  const pixels = printPixels(COVER.figure);
  const drawn = new Map<string, Promise<Buffer>>();
  const figure = (member: CastMember | undefined, background: string) => {
    if (!member) return Promise.reject(new Error('A book needs its hero'));
    const key = `${background}${JSON.stringify(member)}`;
    let image = drawn.get(key);
    if (!image) {
      image = drawHeroFigure(member, pixels, background);
      image.catch(() => {});
      drawn.set(key, image);
    }
    return image;
  };
  const figures = new Map<number, Promise<Buffer>>();
  input.stories.forEach((story, s) =>
    figures.set(s, figure(story.cast?.[0] ?? input.cast[0], PAPER)),
  );
  return figures;
}

async function drawPage(canvas: PageCanvas, page: BookPage, images: PageImages) {
  switch (page.kind) {
    case 'cover': {
      const scene = await images.pictures[page.illustration];
      if (!scene) throw new Error('No cover picture');
      // The photo only where the parent chose it; otherwise the scene's child is the cover's.
      return drawCover(canvas, scene, images.portrait ? await images.portrait : undefined);
    }
    case 'dedication':
      return drawDedication(canvas);
    case 'contents':
      return drawContents(canvas, page.entries);
    case 'night':
      return drawNight(canvas);
    case 'title':
      return drawTitlePage(canvas, page.story, await figureOf(images, page.story));
    case 'art': {
      const picture = await images.pictures[page.illustration];
      if (!picture) throw new Error(`No illustration ${page.illustration}`);
      return drawArt(canvas, picture);
    }
    case 'text':
      return drawText(canvas, page.text, page.folio, page.story);
    case 'end':
      return drawTheEnd(canvas, page.story);
    case 'colophon':
      return drawColophon(canvas);
    case 'back':
      return drawBackCover(canvas);
  }
}

async function figureOf(images: PageImages, story: number) {
  const figure = await images.figures.get(story);
  if (!figure) throw new Error(`No hero for story ${story}`);
  return figure;
}
