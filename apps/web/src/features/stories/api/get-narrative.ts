import { narrativeSchema } from '@sns/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storyKeys } from './story-query-keys';

/** GET /api/getNarrative?userId&storyId → {storyId, text, marks}: the read-along timings. */
export const getNarrative = (userId: string, storyId: string) =>
  api.get(
    `/api/getNarrative?userId=${encodeURIComponent(userId)}&storyId=${encodeURIComponent(storyId)}`,
    narrativeSchema,
  );

export const narrativeQueryOptions = (userId: string, storyId: string) =>
  queryOptions({
    queryKey: storyKeys.narrative(storyId),
    queryFn: () => getNarrative(userId, storyId),
    staleTime: Infinity,
  });

/** SPEC §8: the call needs both ids; without them it is skipped. */
export function useNarrative(userId: string | undefined, storyId: string, enabled: boolean) {
  return useQuery({ ...narrativeQueryOptions(userId ?? '', storyId), enabled: enabled && Boolean(userId) });
}
