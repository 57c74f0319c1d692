import type { AppContext } from '../../context';
import type { StoredFileCheck } from '../../db/print-schema';
import { DiskFullError } from '../../lib/disk-full';
import type { PrintBook } from '../books/print/print-input';
import type { StoredBook } from '../books/print/stored-pictures';
import type { BookJobRow } from '../books/book-repository';
import { mergedCoverKey, mergedInteriorKey } from './merged-book-files';
import {
  completeMergedBook,
  failMergedBook,
  findMergedBook,
  type MergedBookRow,
} from './merged-book-repository';
import { booksByIds, contentsOf } from './merged-book-sources';
import { MERGED_SOURCE_GONE_PROBLEM, PrintSourceGoneError } from './print-source-errors';

export interface BuildMergedBookJob {
  mergedBookId: string;
}

/** How long the printer's file check may take to fetch the files (it fetches them at once). */
const CHECK_LINK_SECONDS = 6 * 3600;

/**
 * Builds a merged book's print files and has the printer check them (docs/decisions/025, 027).
 * Idempotent: a book no longer building is left alone, and a retried attempt overwrites the same
 * two files, so a worker killed mid-way leaves nothing behind and a restart simply builds again.
 */
export async function runBuildMergedBookJob(ctx: AppContext, job: BuildMergedBookJob) {
  const db = ctx.database.db;
  const merged = await findMergedBook(db, job.mergedBookId);
  if (!merged || merged.status !== 'building') return;
  if (!ctx.disk.roomForWork()) throw new DiskFullError();

  // A book deleted (with its story) since the merge is not worth retrying: fail in words.
  const books = await booksInOrder(ctx, merged);
  const stored = books && (await storedBooks(ctx, books).catch(sourceGoneAsUndefined));
  if (!stored) {
    await failMergedBook(db, merged.id, MERGED_SOURCE_GONE_PROBLEM);
    return;
  }
  // Loaded when first used: pdfkit, pdf-lib and fontkit take a second or more of a start
  // (docs/decisions/063).
  const { buildPrintFiles } = await import('../books/print/build-print-files');
  const { storedPictures } = await import('../books/print/stored-pictures');
  const printBooks: PrintBook[] = stored.map((s) => ({ ...s.content, portrait: s.portrait }));
  // An images API would paint new pictures (and charge for them): print the ones the parent saw.
  const illustrator = ctx.config.imageAi
    ? await storedPictures(stored, ctx.illustrator)
    : ctx.illustrator;
  const files = await buildPrintFiles(
    { books: printBooks, giftMessage: merged.giftMessage ?? undefined },
    {
      illustrator,
      coverSize: async (pageCount) => {
        const size = await ctx.print.coverDimensions(pageCount);
        return { width: size.widthPt, height: size.heightPt };
      },
    },
  );
  const interiorKey = mergedInteriorKey(merged.userId, merged.id);
  const coverKey = mergedCoverKey(merged.userId, merged.id);
  await ctx.storage.put(interiorKey, files.interior, 'application/pdf');
  await ctx.storage.put(coverKey, files.cover, 'application/pdf');

  const check = await ctx.print.checkFiles({
    interiorUrl: await ctx.storage.signedUrl(interiorKey, CHECK_LINK_SECONDS),
    coverUrl: await ctx.storage.signedUrl(coverKey, CHECK_LINK_SECONDS),
    pageCount: files.pageCount,
  });
  const fileCheck: StoredFileCheck = check.ok
    ? { ok: true, interiorPageCount: check.interiorPageCount }
    : { ok: false, interiorErrors: check.interiorErrors, coverErrors: check.coverErrors };
  const completed = await completeMergedBook(db, merged.id, {
    ok: check.ok,
    pageCount: files.pageCount,
    addedPages: files.addedPages,
    interiorKey,
    coverKey,
    fileCheck,
  });
  // Failed for good meanwhile, or the account deleted: its files must not outlive it.
  if (!completed && (await findMergedBook(db, merged.id))?.status !== 'ready')
    await deleteFiles(ctx, [interiorKey, coverKey]);
}

/** Every attempt failed (or crashed and expired): the merged book failed, its files go. */
export async function failBuildMergedBookJob(ctx: AppContext, job: BuildMergedBookJob) {
  const row = await failMergedBook(
    ctx.database.db,
    job.mergedBookId,
    'The print files could not be made. Please try merging again.',
  );
  if (row)
    await deleteFiles(ctx, [
      mergedInteriorKey(row.userId, row.id),
      mergedCoverKey(row.userId, row.id),
    ]);
}

/** The merged book's own books in order; undefined when one of them is gone. */
async function booksInOrder(ctx: AppContext, merged: MergedBookRow) {
  const rows = await booksByIds(ctx, merged.bookIds);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const books = merged.bookIds.map((id) => byId.get(id));
  if (books.some((b) => !b || b.userId !== merged.userId || !b.pdfKey)) return undefined;
  return books as BookJobRow[];
}

/**
 * Each book's content and stored PDF, with the photo's portrait read back from its cover: the
 * photo itself is deleted once a book is made (docs/decisions/d9-uploaded-images.md).
 */
async function storedBooks(
  ctx: AppContext,
  books: BookJobRow[],
): Promise<(StoredBook & { portrait?: Buffer })[]> {
  const contents = await contentsOf(ctx, books);
  return Promise.all(
    books.map(async (book, i) => {
      const pdf = book.pdfKey ? await ctx.storage.get(book.pdfKey) : undefined;
      const content = contents[i];
      if (!pdf || !content) throw new PrintSourceGoneError(book.id);
      const { readCoverPortrait } = await import('../books/print/book-pdf-portrait');
      return { pdf: pdf.data, content, portrait: await readCoverPortrait(pdf.data) };
    }),
  );
}

function sourceGoneAsUndefined(error: unknown): undefined {
  if (error instanceof PrintSourceGoneError) return undefined;
  throw error;
}

async function deleteFiles(ctx: AppContext, keys: string[]) {
  await Promise.all(keys.map((k) => ctx.storage.delete(k)));
}
