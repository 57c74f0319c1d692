import { bookFolder } from '../books/book-files';

/**
 * Storage keys of a merged book's print files: beside the parent's books (under `books/{user}/`),
 * so deleting the account deletes them too (docs/decisions/012), with fixed names so a retried
 * build overwrites what a crashed one left.
 */
export const mergedBookFolder = (userId: string, mergedBookId: string) =>
  bookFolder(userId, `merged-${mergedBookId}`);
export const mergedInteriorKey = (userId: string, mergedBookId: string) =>
  `${mergedBookFolder(userId, mergedBookId)}/interior.pdf`;
export const mergedCoverKey = (userId: string, mergedBookId: string) =>
  `${mergedBookFolder(userId, mergedBookId)}/cover.pdf`;

const BOOK_PDF = /(?:^|\/)books\/([0-9a-f-]{36})\/([0-9a-f-]{36})\/book\.pdf$/i;

/**
 * The book a PDF link points at, read from its storage key (books/{user}/{book}/book.pdf) — the
 * links getGeneratedPdfBooksForThisStory hands out, signed by local storage or S3. Only an id:
 * who owns the book is checked against its row, never against the link.
 */
export function bookIdOfPdfUrl(url: string): string | undefined {
  return pdfUrlParts(url)?.bookId;
}

/** The folder owner and the book of a PDF link, as its storage key names them. */
export function pdfUrlParts(url: string): { userId: string; bookId: string } | undefined {
  let path: string;
  try {
    path = decodeURIComponent(new URL(url).pathname);
  } catch {
    return undefined;
  }
  const match = BOOK_PDF.exec(path);
  if (!match?.[1] || !match[2]) return undefined;
  return { userId: match[1].toLowerCase(), bookId: match[2].toLowerCase() };
}
