import type { BookInput } from '../builder/book-plan';
import type { CoverSize } from './cover-size';

/**
 * One book to print: the same content its PDF was built from (docs/decisions/017) — the stories
 * with their scenes and cast, the look the parent confirmed, the dedication, the seed that chose
 * its pictures — so the printed pages are that book's pages. The child's photo is usually gone
 * by then (docs/decisions/d9-uploaded-images.md): without `photo` or `portrait` the cover shows
 * the hero as drawn, alone.
 */
export interface PrintBook extends Omit<BookInput, 'photo'> {
  /**
   * The child's photo, while it is still kept: stylised for the cover as the book does it, and
   * only when the parent chose to show it (`showPhoto`, docs/decisions/040).
   */
  photo?: Buffer;
  /** The portrait already stylised (a square JPEG, as on the book's cover). */
  portrait?: Buffer;
}

/** The longest gift message printed (characters); the order form should refuse longer ones. */
export const GIFT_MESSAGE_MAX = 400;

export interface PrintFilesInput {
  /** One or more books, in the order the parent chose: their stories follow one another. */
  books: PrintBook[];
  /** The parent's words for the child, printed on the first page ("This book belongs to …"). */
  giftMessage?: string;
  /** The printed book's title; by default the first book's (or "{heroes}' bedtime stories"). */
  title?: string;
}
export type { CoverSize };
