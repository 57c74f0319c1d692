import { AppError } from '../../errors';

/**
 * What the parent reads when a book chosen for print is gone — deleted with its story after the
 * list was shown (docs/api.md#printed-books). A 409, not a 403: the parent did nothing wrong, the
 * list they chose from is out of date.
 */
export const BOOK_GONE_MESSAGE =
  'A book you chose is no longer here: its story was deleted. Please choose your books again.';

export const bookGoneError = () => new AppError('conflict', 'print_book_gone', BOOK_GONE_MESSAGE);

/** Why a merged book's build ended `failed` when one of its books vanished meanwhile. */
export const MERGED_SOURCE_GONE_PROBLEM =
  'A book in this print was deleted with its story before the print files were made. Please choose your books and merge them again.';

/**
 * One of the books to print, or its stories or PDF, is gone. Thrown by the sources; the merge
 * answers it with 409, the build ends the merged book `failed` with MERGED_SOURCE_GONE_PROBLEM.
 */
export class PrintSourceGoneError extends Error {
  constructor(readonly bookId: string) {
    super(`book ${bookId} to print is gone`);
    this.name = 'PrintSourceGoneError';
  }
}

/**
 * A merged book whose print files were deleted 30 days after its orders ended
 * (docs/decisions/030): shown as its problem, and the answer to a new checkout of it.
 */
export const PRINT_FILES_DELETED_MESSAGE =
  'The print files of this book were deleted 30 days after its last order. To print it again, choose your books and merge them again.';

/** A merged book one of whose books was deleted with its story: its print files go with it. */
export const MERGED_STORY_DELETED_PROBLEM =
  'A story in this printed book was deleted, so its print files were deleted too. To print the other books, choose them and merge them again.';
