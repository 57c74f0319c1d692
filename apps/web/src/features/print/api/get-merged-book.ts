import { mergedBookSchema } from '@sns/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pollWhile } from '../../../lib/poll-while';
import { printKeys } from './print-query-keys';

const BUILD_POLL_MS = 2_000;

/** GET /api/mergedBooks/{mergedBookId} → `building | ready | failed` (with `problems`). */
export const getMergedBook = (mergedBookId: string) =>
  api.get(`/api/mergedBooks/${encodeURIComponent(mergedBookId)}`, mergedBookSchema);

/** One merged book, asked again while it is being built. */
export function useMergedBook(mergedBookId: string | undefined) {
  return useQuery({
    queryKey: printKeys.mergedBook(mergedBookId ?? ''),
    queryFn: () => getMergedBook(mergedBookId ?? ''),
    enabled: Boolean(mergedBookId),
    staleTime: 0,
    retry: 1,
    refetchInterval: pollWhile((data) => data?.status === 'building', BUILD_POLL_MS),
  });
}
