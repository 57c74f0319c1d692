import type { IllustrationRequest } from '../../../providers/image';
import { contentsOf, planBook, type ContentsEntry } from '../builder/book-plan';
import type { TextFitter } from '../builder/text-fit';
import { addedPagesWords, PADDING_KINDS, type PaddingKind } from './added-pages-words';
import { MIN_PRINT_PAGES } from './print-geometry';
import type { PrintBook, PrintFilesInput } from './print-input';

export { PADDING_KINDS, type PaddingKind };

/** Where a page's content comes from: book `book` of the input, its story `story`. */
interface Of {
  book: number;
  story: number;
}

export type PrintPage =
  /** "This book belongs to …", with the gift message when the parent wrote one. */
  | { kind: 'bookplate' }
  /** Every book's dedication. */
  | { kind: 'dedication' }
  /** A series book's contents, with the printed book's own page numbers (docs/decisions/077). */
  | { kind: 'contents'; book: number; entries: ContentsEntry[] }
  | { kind: 'night'; book: number }
  | ({ kind: 'title' } & Of)
  | ({ kind: 'art'; illustration: number } & Of)
  | ({ kind: 'text'; text: string; folio: number } & Of)
  | ({ kind: 'end' } & Of)
  /** An activity page; `round` counts this story's earlier rounds of them (to vary the prompt). */
  | ({ kind: PaddingKind; round: number } & Of);

/** Pages added to reach MIN_PRINT_PAGES, counted by kind, in words a parent reads. */
export interface AddedPages {
  kind: PaddingKind;
  count: number;
  /** e.g. "2 “Draw your hero” pages added to reach 24 pages". */
  words: string;
}

export interface PrintPlan {
  pages: PrintPage[];
  /** One per art page, in page order, with the book it belongs to. */
  illustrations: { book: number; request: IllustrationRequest }[];
  pageCount: number;
  addedPages: AddedPages[];
  /** The first book's cover picture (its heart moment), for the front of the cover sheet. */
  cover?: IllustrationRequest;
}

/**
 * Lays out the interior before anything is drawn (docs/decisions/025), so its page count is
 * known for the price and the cover size: page 1 "This book belongs to …" (and the gift
 * message), page 2 the dedications, then every story of every book exactly as its book lays it
 * out — opening on a right-hand page, each picture on the left facing its words, "The End" —
 * and, when that is under 24 pages, activity pages at the back. A series book brings its contents
 * and a night page after the front (docs/decisions/077). Every story section has an even number of
 * pages and the front has two (four with a series' contents), so the count is always even and
 * padding never needs more than 24 − count pages.
 */
export function planPrintInterior(input: PrintFilesInput, fitter: TextFitter): PrintPlan {
  if (input.books.length === 0) throw new Error('Print at least one book');
  const pages: PrintPage[] = [{ kind: 'bookplate' }, { kind: 'dedication' }];
  const illustrations: PrintPlan['illustrations'] = [];
  const stories: Of[] = [];
  let cover: IllustrationRequest | undefined;
  input.books.forEach((book, b) => {
    if (book.stories.length === 0) throw new Error('A book needs at least one story');
    // Planned as its own book: the same splits, scenes and seeds, so the same pictures.
    const plan = planBook({ ...book, photo: book.photo ?? Buffer.alloc(0) }, fitter);
    const first = plan.pages[0];
    const scene = first?.kind === 'cover' ? plan.illustrations[first.illustration] : undefined;
    if (b === 0 && scene) cover = withReference(scene, book);
    for (const page of plan.pages) {
      switch (page.kind) {
        case 'title':
        case 'end':
          pages.push({ kind: page.kind, book: b, story: page.story });
          if (page.kind === 'title') stories.push({ book: b, story: page.story });
          break;
        case 'art': {
          const request = plan.illustrations[page.illustration];
          if (!request) throw new Error(`No illustration ${page.illustration}`);
          pages.push({
            kind: 'art',
            book: b,
            story: page.story,
            illustration: illustrations.length,
          });
          illustrations.push({ book: b, request: withReference(request, book) });
          break;
        }
        case 'text':
          pages.push({ kind: 'text', book: b, story: page.story, text: page.text, folio: 0 });
          break;
        // Two pages, as in the book: its chapters still open on right-hand pages.
        case 'contents':
          pages.push({ kind: 'contents', book: b, entries: [] });
          break;
        case 'night':
          pages.push({ kind: 'night', book: b });
          break;
        // The cover and back cover are the cover sheet's; the colophon moves to its back.
        default:
          break;
      }
    }
  });
  const content = pages.length;
  const missing = Math.max(0, MIN_PRINT_PAGES - content);
  for (let i = 0; i < missing; i += 1) {
    const kind = PADDING_KINDS[i % PADDING_KINDS.length] ?? 'draw-hero';
    // Each story in turn gets its activity pages (its hero and its things).
    const turn = Math.floor(i / PADDING_KINDS.length);
    const of = stories[turn % stories.length];
    if (!of) throw new Error('A book needs at least one story');
    pages.push({ kind, ...of, round: Math.floor(turn / stories.length) });
  }
  // Page numbers are the printed book's own, on the pages and in a series book's contents.
  pages.forEach((page, i) => {
    if (page.kind === 'text') page.folio = i + 1;
    if (page.kind === 'contents')
      page.entries = contentsOf(
        pages.map((p) => (p.kind === 'title' && p.book === page.book ? p : { kind: p.kind })),
      );
  });
  return {
    pages,
    illustrations,
    pageCount: pages.length,
    addedPages: describeAdded(pages.slice(content), pages.length),
    ...(cover ? { cover } : {}),
  };
}

/** The photo goes with the requests only where the book still has it (a reference is optional). */
function withReference(request: IllustrationRequest, book: PrintBook): IllustrationRequest {
  const { references: _references, ...rest } = request;
  return book.photo ? { ...rest, references: [book.photo] } : rest;
}

function describeAdded(added: PrintPage[], total: number): AddedPages[] {
  return PADDING_KINDS.flatMap((kind) => {
    const count = added.filter((p) => p.kind === kind).length;
    if (count === 0) return [];
    // Stored in English; said in the request's language when shown (merged-book-in-language.ts).
    return [{ kind, count, words: addedPagesWords(kind, count, total) }];
  });
}
