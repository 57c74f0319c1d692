import { mergedBooksSchema } from '@sns/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pollWhile } from '../../../lib/poll-while';
import { printKeys } from './print-query-keys';

/** GET /api/getMergedBooks/{user_uid} → the parent's merged books, newest first. */
export const getMergedBooks = (userId: string) =>
  api.get(`/api/getMergedBooks/${encodeURIComponent(userId)}`, mergedBooksSchema);

export function useMergedBooks(userId: string | undefined) {
  return useQuery({
    queryKey: printKeys.mergedBooks(userId ?? ''),
    queryFn: () => getMergedBooks(userId ?? ''),
    enabled: Boolean(userId),
    staleTime: 0,
    // A book still being built shows its progress here too.
    refetchInterval: pollWhile(
      (data) => Boolean(data?.some((b) => b.status === 'building')),
      3_000,
    ),
  });
}
