import type { BookStatus, GeneratedBook } from '@sns/contract';
import type { Storage } from '../../providers/storage';
import type { BookJobRow } from './book-repository';

/**
 * Book status (docs/api.md#design-5-3): `none` without a book; the PDF's URL is signed when
 * presented.
 */
export async function presentBookStatus(
  storage: Storage,
  row: BookJobRow | undefined,
): Promise<BookStatus> {
  if (!row) return { status: 'none' };
  const status = row.status as Exclude<BookStatus['status'], 'none'>;
  const progress =
    status === 'completed'
      ? 100
      : row.pagesTotal > 0
        ? Math.floor((100 * row.pagesDone) / row.pagesTotal)
        : 0;
  return {
    status,
    jobId: row.id,
    progress,
    pagesDone: status === 'completed' ? row.pagesTotal : row.pagesDone,
    pagesTotal: row.pagesTotal,
    ...(status === 'completed' && row.pdfKey
      ? { pdfUrl: await storage.signedUrl(row.pdfKey) }
      : {}),
  };
}

/** Generated book (docs/api.md#spec-3): `{url, generatedDate}`. */
export async function presentGeneratedBook(
  storage: Storage,
  row: BookJobRow,
): Promise<GeneratedBook> {
  return {
    url: await storage.signedUrl(row.pdfKey ?? ''),
    generatedDate: (row.completedAt ?? row.createdAt).toISOString(),
  };
}
