import { printableBooksSchema } from '@sns/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { printKeys } from './print-query-keys';

/** GET /api/printableBooks → the parent's finished PDF books, newest first. */
export const getPrintableBooks = () => api.get('/api/printableBooks', printableBooksSchema);

export function usePrintableBooks(enabled = true) {
  return useQuery({
    queryKey: printKeys.printableBooks(),
    queryFn: getPrintableBooks,
    enabled,
    // The thumbnails and PDF links are signed: a minute keeps them fresh enough.
    staleTime: 60_000,
  });
}
