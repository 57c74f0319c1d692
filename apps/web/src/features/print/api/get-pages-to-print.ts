import { pagesToPrintResponseSchema } from '@sns/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { printKeys } from './print-query-keys';

/** POST /api/getQuantityOfPagesToBePrinted/ {mergedBookId} → {pageCount}. */
export const getPagesToPrint = (mergedBookId: string) =>
  api.post('/api/getQuantityOfPagesToBePrinted/', { mergedBookId }, pagesToPrintResponseSchema);

export function usePagesToPrint(mergedBookId: string | undefined) {
  return useQuery({
    queryKey: printKeys.pages(mergedBookId ?? ''),
    queryFn: () => getPagesToPrint(mergedBookId ?? ''),
    enabled: Boolean(mergedBookId),
    staleTime: Infinity,
  });
}
