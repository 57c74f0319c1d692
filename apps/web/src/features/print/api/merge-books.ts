import { mergedBookSchema } from '@sns/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { printKeys } from './print-query-keys';

/**
 * POST /api/mergePDFsForPrinting {bookIds, giftMessage?} → the merged book, `building` at once;
 * 403 for a book that is not the parent's, 409 for one deleted since the list was shown.
 */
export const mergeBooks = (body: { bookIds: string[]; giftMessage?: string }) =>
  api.post('/api/mergePDFsForPrinting', body, mergedBookSchema);

export function useMergeBooks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeBooks,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...printKeys.all, 'merged-books'] }),
    // 409 print_book_gone: a picked book was deleted with its story meanwhile; list them again.
    onError: () => queryClient.invalidateQueries({ queryKey: printKeys.printableBooks() }),
  });
}
