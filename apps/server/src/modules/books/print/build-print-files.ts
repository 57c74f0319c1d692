import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { Illustration, IllustrationRequest, Illustrator } from '../../../providers/image';
import type { CastMember } from '../../../providers/scene/scene';
import { findBookFonts, type BookFonts } from '../builder/book-fonts';
import type { BookInput } from '../builder/book-plan';
import {
  drawContents,
  drawNight,
  drawText,
  drawTheEnd,
  drawTitlePage,
} from '../builder/draw-pages';
import { drawHeroFigure } from '../builder/hero-figure';
import { PAPER, type PageCanvas } from '../builder/page-decor';
import { PAGE_SIZE, PRINT_PPI, printPixels } from '../builder/page-geometry';
import { NIGHT, stylisePortrait } from '../builder/portrait';
import { runLimited } from '../builder/run-limited';
import { createTextFitter } from '../builder/text-fit';
import { COVER } from '../builder/draw-covers';
import { coverLayout, frontBleed, type CoverSize } from './cover-size';
import { drawCoverSheet, HERO_SIDE } from './draw-cover-sheet';
import { canBleed, drawPrintArt, type PrintPicture } from './draw-print-art';
import {
  drawBookplate,
  drawDedications,
  drawDrawYourHero,
  drawFavouritePart,
  drawTellYourOwnStory,
} from './draw-print-pages';
import { INTERIOR_BOXES, MIN_PRINT_PPI, minPrintPixels, setPageBoxes } from './print-geometry';
import type { PrintBook, PrintFilesInput } from './print-input';
import { bookWords } from '../builder/book-words';
import { planPrintInterior, type AddedPages, type PrintPage, type PrintPlan } from './print-plan';

export interface BuildPrintFilesOptions {
  /** Paints each story picture again, asked at its printed size (2625² for a full page). */
  illustrator: Illustrator;
  /** The cover sheet's size for the page count: the print provider's cover-dimensions answer. */
  coverSize: CoverSize | ((pageCount: number) => CoverSize | Promise<CoverSize>);
  /**
   * Pixels per inch a full-page picture is asked for (240–300, default 300, PRINT-FACTS' target):
   * 300 is 2625² px a page, 240 is 2100² (36% fewer pixels to paint).
   */
  ppi?: number;
  /** Pictures painted at once (rendering is CPU-bound; the machine has few cores). */
  concurrency?: number;
  /** JPEG quality of the pictures; 85 keeps a print-size page ~250 kB with no visible loss. */
  jpegQuality?: number;
  signal?: AbortSignal;
  /** Override the fonts (tests check that print refuses fonts it cannot embed). */
  fonts?: BookFonts;
  /** Called once per picture with the time the illustrator took for it (the bench records them). */
  onPicture?: (ms: number) => void;
}

export interface PrintFiles {
  interior: Buffer;
  cover: Buffer;
  pageCount: number;
  coverSize: CoverSize;
  /** The activity pages added to reach 24, in words a parent reads; empty when none were needed. */
  addedPages: AddedPages[];
}

/** The page count and the pages that would be added, without drawing anything (cheap). */
export function planPrintFiles(input: PrintFilesInput, fonts: BookFonts = findBookFonts()) {
  const plan = planPrintInterior(input, createTextFitter(printFonts(fonts)));
  return { pageCount: plan.pageCount, addedPages: plan.addedPages, title: titleOf(input) };
}

/**
 * The print files of one or more books (docs/decisions/025): the interior — every page 630 pt
 * square with its TrimBox, at least 24 pages and an even count — and the cover sheet of the size
 * the provider gave. Pure, like buildBook: it reads no database and stores nothing. Pictures are
 * painted again at their printed size, a few at a time ahead of the page being drawn.
 */
export async function buildPrintFiles(
  input: PrintFilesInput,
  options: BuildPrintFilesOptions,
): Promise<PrintFiles> {
  const fonts = printFonts(options.fonts ?? findBookFonts());
  const plan = planPrintInterior(input, createTextFitter(fonts));
  const size =
    typeof options.coverSize === 'function'
      ? await options.coverSize(plan.pageCount)
      : options.coverSize;
  const layout = coverLayout(size);

  const stop = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
  const pictures = paintPictures(plan, options, signal);
  const scene = plan.cover ? paintCover(plan.cover, layout, options, signal) : undefined;
  scene?.catch(() => {});
  const figures = heroFigures(input.books);
  const portrait = portraitOf(input.books);
  portrait.catch(() => {});
  try {
    const interior = await drawInterior(input, plan, fonts, { pictures, figures }, signal);
    const first = input.books[0];
    if (!first) throw new Error('Print at least one book');
    const drawn = await coverHeroes(figures, input.books, (await portrait) ? 2 : 3);
    const cover = await drawCover(fonts, layout, {
      title: titleOf(input),
      scene: await scene,
      heroes: heroesOf(input.books),
      heroFigures: drawn,
      portrait: await portrait,
      storyTitles: input.books.flatMap((b) => b.stories.map((s) => s.title)),
      language: first.language,
      pageCount: plan.pageCount,
      createdAt: new Date(Math.max(...input.books.map((b) => b.createdAt.getTime()))),
      seed: first.seed,
    });
    return {
      interior,
      cover,
      pageCount: plan.pageCount,
      coverSize: size,
      addedPages: plan.addedPages,
    };
  } catch (error) {
    stop.abort();
    throw error;
  }
}

/** A print shop needs every font inside the file: pdfkit's standard fonts are only named. */
function printFonts(fonts: BookFonts): BookFonts {
  if (!fonts.embedded)
    throw new Error(
      'Print files need TrueType fonts to embed (DejaVu or Liberation Serif, e.g. fonts-dejavu-core)',
    );
  return fonts;
}

function paintPictures(
  plan: PrintPlan,
  options: BuildPrintFilesOptions,
  signal: AbortSignal,
): Promise<PrintPicture>[] {
  const quality = options.jpegQuality ?? 85;
  const ppi = options.ppi ?? PRINT_PPI;
  if (ppi < MIN_PRINT_PPI) throw new Error(`Pictures print at ${MIN_PRINT_PPI} ppi or more`);
  const side = Math.ceil((PAGE_SIZE / 72) * ppi);
  return runLimited(plan.illustrations.length, options.concurrency ?? 2, async (i) => {
    signal.throwIfAborted();
    const asked = plan.illustrations[i];
    if (!asked) throw new Error(`No illustration ${i}`);
    const started = performance.now();
    // A signal of its own per picture: resvg refuses a signal an earlier render already used.
    const request = {
      ...asked.request,
      size: { width: side, height: side },
      purpose: 'print' as const,
    };
    const picture = await options.illustrator.illustrate(request, {
      signal: AbortSignal.any([signal]),
    });
    options.onPicture?.(performance.now() - started);
    const jpeg = await printJpeg(picture, quality);
    const { width, height } = jpeg.info;
    return {
      jpeg: jpeg.data,
      width,
      height,
      // Only a picture too small to bleed needs its colour (a second decode of a big one costs).
      average: canBleed(width, height) ? PAPER : await averageColour(jpeg.data),
    };
  });
}

/**
 * The cover's picture across the front board with its wrap (issue 28): painted square at the
 * print's pixels per inch for the larger side. A picture with too few pixels to cover it at
 * MIN_PRINT_PPI (an images API's 1024²) is left out: the front then shows the night sky.
 */
async function paintCover(
  request: IllustrationRequest,
  layout: ReturnType<typeof coverLayout>,
  options: BuildPrintFilesOptions,
  signal: AbortSignal,
): Promise<Buffer | undefined> {
  const area = frontBleed(layout);
  const points = Math.max(area.width, area.height);
  const side = Math.ceil((points / 72) * (options.ppi ?? PRINT_PPI));
  const picture = await options.illustrator.illustrate(
    { ...request, size: { width: side, height: side } },
    { signal: AbortSignal.any([signal]) },
  );
  const jpeg = await printJpeg(picture, options.jpegQuality ?? 85);
  if (Math.min(jpeg.info.width, jpeg.info.height) < minPrintPixels(points)) return undefined;
  return jpeg.data;
}

/**
 * The picture as an RGB JPEG: one that already is (read back from a book's PDF) is kept byte for
 * byte — encoding it again would only lose detail; anything else is flattened and encoded.
 */
async function printJpeg(picture: Illustration, quality: number) {
  if (picture.contentType === 'image/jpeg') {
    const meta = await sharp(picture.data).metadata();
    if (
      meta.format === 'jpeg' &&
      meta.channels === 3 &&
      meta.space === 'srgb' &&
      meta.width &&
      meta.height
    )
      return { data: picture.data, info: { width: meta.width, height: meta.height } };
  }
  return sharp(picture.data)
    .flatten({ background: '#ffffff' })
    .jpeg({ quality })
    .toBuffer({ resolveWithObject: true });
}

async function averageColour(jpeg: Buffer): Promise<string> {
  const { channels } = await sharp(jpeg).stats();
  const hex = channels
    .slice(0, 3)
    .map((c) => Math.round(c.mean).toString(16).padStart(2, '0'))
    .join('');
  return `#${hex}`;
}

type Figures = Map<string, Promise<Buffer>>;

/** One drawing per hero and background, at the size it is printed largest. */
function figure(
  figures: Figures,
  member: CastMember | undefined,
  background: string,
  points: number,
) {
  if (!member) return Promise.reject(new Error('A book needs its hero'));
  const key = `${background}${points}${JSON.stringify(member)}`;
  let image = figures.get(key);
  if (!image) {
    image = drawHeroFigure(member, printPixels(points), background);
    image.catch(() => {});
    figures.set(key, image);
  }
  return image;
}

function heroFigures(books: PrintBook[]): Figures {
  const figures: Figures = new Map();
  // Drawn ahead, while the first pictures are painted: each story's hero for its title page.
  for (const book of books)
    for (const story of book.stories)
      void figure(figures, story.cast?.[0] ?? book.cast[0], PAPER, COVER.figure).catch(() => {});
  return figures;
}

/** Each book's hero once (at most `limit`), drawn for the cover's night sky. */
function coverHeroes(figures: Figures, books: PrintBook[], limit: number) {
  const heroes = new Map<string, CastMember>();
  for (const book of books) {
    const hero = book.cast[0];
    if (hero) heroes.set(JSON.stringify(hero), hero);
  }
  if (heroes.size === 0) throw new Error('A book needs its hero');
  return Promise.all(
    [...heroes.values()]
      .slice(0, limit)
      .map((hero) => figure(figures, hero, NIGHT, HERO_SIDE.alone)),
  );
}

/** The first book's photo portrait that is still available, with its pixel side. */
async function portraitOf(books: PrintBook[]) {
  for (const book of books) {
    // The photo is printed only where the parent chose it (issue 28).
    const chosen = book.photo && book.showPhoto ? await stylisePortrait(book.photo) : undefined;
    const jpeg = book.portrait ?? chosen;
    if (!jpeg) continue;
    const { width = 0, height = 0 } = await sharp(jpeg).metadata();
    return { jpeg, pixels: Math.min(width, height) };
  }
  return undefined;
}

interface Images {
  pictures: Promise<PrintPicture>[];
  figures: Figures;
}

async function drawInterior(
  input: PrintFilesInput,
  plan: PrintPlan,
  fonts: BookFonts,
  images: Images,
  signal: AbortSignal,
): Promise<Buffer> {
  const first = input.books[0];
  const doc = new PDFDocument({
    size: [PAGE_SIZE, PAGE_SIZE],
    margin: 0,
    autoFirstPage: false,
    // The pages use transparency (soft masks, opacity), which PDF 1.4 introduced: say so.
    pdfVersion: '1.4',
    info: {
      Title: titleOf(input),
      Author: 'Starry Night Story',
      Subject: `Bedtime stories starring ${heroesOf(input.books)}`,
      ...(first ? { CreationDate: first.createdAt } : {}),
    },
  });
  const finished = collect(doc);
  registerFonts(doc, fonts);
  const canvases = input.books.map((book): PageCanvas => ({
    doc,
    fonts,
    input: { ...book, photo: Buffer.alloc(0) } as BookInput,
  }));
  for (const page of plan.pages) {
    signal.throwIfAborted();
    doc.addPage();
    setPageBoxes(doc, INTERIOR_BOXES);
    await drawInteriorPage(doc, fonts, input, canvases, page, images);
  }
  doc.end();
  return finished;
}

async function drawInteriorPage(
  doc: PDFKit.PDFDocument,
  fonts: BookFonts,
  input: PrintFilesInput,
  canvases: PageCanvas[],
  page: PrintPage,
  images: Images,
) {
  switch (page.kind) {
    case 'bookplate':
      return drawBookplate(
        doc,
        fonts,
        heroesOf(input.books),
        input.giftMessage,
        bookWords(input.books[0]?.language),
      );
    case 'dedication':
      return drawDedications(doc, fonts, [...new Set(input.books.map((b) => b.dedication))]);
    case 'art':
      return drawPrintArt(doc, await picture(images, page.illustration));
    case 'contents':
    case 'night': {
      const of = canvases[page.book];
      if (!of) throw new Error(`No book ${page.book}`);
      return page.kind === 'contents' ? drawContents(of, page.entries) : drawNight(of);
    }
  }
  const canvas = canvases[page.book];
  const book = input.books[page.book];
  const story = book?.stories[page.story];
  if (!canvas || !book || !story) throw new Error(`No story ${page.story} of book ${page.book}`);
  switch (page.kind) {
    case 'title': {
      const hero = await figure(
        images.figures,
        story.cast?.[0] ?? book.cast[0],
        PAPER,
        COVER.figure,
      );
      return drawTitlePage(canvas, page.story, hero);
    }
    case 'text':
      return drawText(canvas, page.text, page.folio, page.story);
    case 'end':
      return drawTheEnd(canvas, page.story);
    case 'draw-hero':
      return drawDrawYourHero(
        doc,
        fonts,
        story.hero,
        story.elements[page.round % 3] ?? bookWords(book.language).aFriend,
        bookWords(book.language),
      );
    case 'favourite-part':
      return drawFavouritePart(doc, fonts, story.title, bookWords(book.language));
    case 'own-story':
      return drawTellYourOwnStory(doc, fonts, story.hero, bookWords(book.language));
  }
}

async function picture(images: Images, index: number) {
  const picture = await images.pictures[index];
  if (!picture) throw new Error(`No illustration ${index}`);
  return picture;
}

async function drawCover(
  fonts: BookFonts,
  layout: ReturnType<typeof coverLayout>,
  content: Parameters<typeof drawCoverSheet>[3],
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [layout.width, layout.height],
    margin: 0,
    autoFirstPage: false,
    pdfVersion: '1.4',
    info: { Title: `${content.title} (cover)`, Author: 'Starry Night Story' },
  });
  const finished = collect(doc);
  registerFonts(doc, fonts);
  doc.addPage();
  // A casewrap sheet is not cut: its whole area is the art, wrap included.
  const sheet = [0, 0, layout.width, layout.height];
  setPageBoxes(doc, { MediaBox: sheet, BleedBox: sheet, TrimBox: sheet });
  drawCoverSheet(doc, fonts, layout, content);
  doc.end();
  return finished;
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

function registerFonts(doc: PDFKit.PDFDocument, fonts: BookFonts) {
  doc.registerFont(fonts.regular, fonts.regular);
  doc.registerFont(fonts.bold, fonts.bold);
  doc.registerFont(fonts.italic, fonts.italic);
}

/** The book's own title for one book; several books are the heroes' bedtime stories. */
function titleOf(input: PrintFilesInput): string {
  if (input.title?.trim()) return input.title.trim();
  const [first] = input.books;
  if (input.books.length === 1 && first) return first.title;
  return `${heroesOf(input.books)}'s bedtime stories`;
}

/** "Maya", "Maya and Leo", "Maya, Leo and Sam": every book's hero once, in order. */
export function heroesOf(books: PrintBook[]): string {
  const names = [...new Set(books.map((b) => b.hero))];
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${bookWords(books[0]?.language).and} ${names.at(-1)}`;
}
