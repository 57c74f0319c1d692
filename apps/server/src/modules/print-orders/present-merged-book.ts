import type { MergedBook, MergedBookStatus } from '@sns/contract';
import type { Storage } from '../../providers/storage';
import type { MergedBookRow } from './merged-book-repository';
import { PRINT_FILES_DELETED_MESSAGE } from './print-source-errors';

/** The status call a client polls while a merged book is being built. */
export const mergedBookStatusPath = (id: string) => `/api/mergedBooks/${id}`;

/**
 * A merged book (the pinned shape, extended: docs/api.md#printed-books): `url` is the signed proof
 * once ready, otherwise the status call to poll.
 */
export async function presentMergedBook(storage: Storage, row: MergedBookRow): Promise<MergedBook> {
  const ready = row.status === 'ready' && row.interiorKey && row.coverKey;
  const proofUrl = ready && row.interiorKey ? await storage.signedUrl(row.interiorKey) : null;
  const coverUrl = ready && row.coverKey ? await storage.signedUrl(row.coverKey) : null;
  const check = row.fileCheck;
  const problems = row.filesDeletedAt
    ? [row.errorMessage ?? PRINT_FILES_DELETED_MESSAGE]
    : check && !check.ok
      ? [...check.interiorErrors, ...check.coverErrors]
      : row.errorMessage
        ? [row.errorMessage]
        : [];
  return {
    mergedBookId: row.id,
    url: proofUrl ?? mergedBookStatusPath(row.id),
    pageCount: row.pageCount,
    status: row.status as MergedBookStatus,
    bookIds: row.bookIds,
    giftMessage: row.giftMessage,
    addedPages: row.addedPages,
    proofUrl,
    coverUrl,
    problems: row.status === 'failed' && problems.length === 0 ? [FAILED] : problems,
    createdAt: row.createdAt.toISOString(),
  };
}

const FAILED = 'The print files could not be made. Please try merging again.';
