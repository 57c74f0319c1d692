import { MESSAGES, narrativeSchema } from '@sns/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storyKeys } from './story-query-keys';

/**
 * GET /api/getNarrative?userId&storyId → {storyId, text, marks}: the read-along timings.
 * docs/api.md#spec-5, docs/api.md#spec-8: without both ids the call fails with 'Invalid User or
 * Story' and is not sent.
 */
export const getNarrative = async (userId: string | undefined, storyId: string | undefined) => {
  if (!userId || !storyId) throw new Error(MESSAGES.invalidUserOrStory);
  return api.get(
    `/api/getNarrative?userId=${encodeURIComponent(userId)}&storyId=${encodeURIComponent(storyId)}`,
    narrativeSchema,
  );
};

export const narrativeQueryOptions = (userId: string | undefined, storyId: string) =>
  queryOptions({
    queryKey: storyKeys.narrative(storyId),
    queryFn: () => getNarrative(userId, storyId),
    staleTime: Infinity,
  });

/** The read-along of a narrated story; idle until the narration is complete and a user is known. */
export function useNarrative(userId: string | undefined, storyId: string, enabled: boolean) {
  return useQuery({
    ...narrativeQueryOptions(userId, storyId),
    enabled: enabled && Boolean(userId),
  });
}
