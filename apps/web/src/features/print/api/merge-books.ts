import { mergedBookSchema } from '@sns/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { printKeys } from './print-query-keys';

/**
 * POST /api/mergePDFsForPrinting {bookIds, giftMessage?} → the merged book, `building` at once;
 * 403 for a book that is not the parent's.
 */
export const mergeBooks = (body: { bookIds: string[]; giftMessage?: string }) =>
  api.post('/api/mergePDFsForPrinting', body, mergedBookSchema);

export function useMergeBooks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeBooks,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...printKeys.all, 'merged-books'] }),
  });
}
