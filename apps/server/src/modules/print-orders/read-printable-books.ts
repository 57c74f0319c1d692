import { storyPageTitle, type PrintableBook } from '@sns/contract';
import type { AppContext } from '../../context';
import type { Storage } from '../../providers/storage';
import { listPrintableBooksOfUser, type PrintableBookRow } from './printable-book-repository';

/**
 * GET /api/printableBooks (docs/api.md#printed-books): the parent's finished PDF books to pick
 * for print, newest first. Each `bookId` is one `bookIds` entry of mergePDFsForPrinting; `url` is
 * signed as getGeneratedPdfBooksForThisStory signs it, the thumbnail as the story calls sign the
 * story's picture, and the title is the one My Stories shows.
 */
export async function listPrintableBooks(
  ctx: AppContext,
  userId: string,
): Promise<PrintableBook[]> {
  const rows = await listPrintableBooksOfUser(ctx.database.db, userId);
  return Promise.all(rows.map((row) => presentPrintableBook(ctx.storage, row)));
}

async function presentPrintableBook(
  storage: Storage,
  row: PrintableBookRow,
): Promise<PrintableBook> {
  return {
    bookId: row.bookId,
    storyId: row.storyId,
    title: row.title?.trim() || storyPageTitle(row.hero),
    heroName: row.hero,
    url: await storage.signedUrl(row.pdfKey ?? ''),
    thumbnailUrl: row.imageKey ? await storage.signedUrl(row.imageKey) : null,
    generatedDate: (row.completedAt ?? row.createdAt).toISOString(),
  };
}
