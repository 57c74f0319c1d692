import {
  anotherVersionCostSchema,
  generateStoryResponseSchema,
  type AnotherVersionBody,
} from '@sns/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storyKeys } from './story-query-keys';

const anotherVersionKey = (storyId: string) => [...storyKeys.all, 'another-version', storyId];

/** GET /api/stories/{storyId}/rewrite → {cost, freeUntil}: what another version costs now. */
export const getAnotherVersionCost = (storyId: string) =>
  api.get(`/api/stories/${encodeURIComponent(storyId)}/rewrite`, anotherVersionCostSchema);

export const anotherVersionCostQueryOptions = (storyId: string) =>
  queryOptions({
    queryKey: anotherVersionKey(storyId),
    queryFn: () => getAnotherVersionCost(storyId),
    staleTime: 0,
  });

/** The server's price of another version (docs/decisions/020); the page never works it out. */
export function useAnotherVersionCost(storyId: string) {
  return useQuery(anotherVersionCostQueryOptions(storyId));
}

/**
 * POST /api/stories/{storyId}/rewrite {cost} → 202 {storyId, workerId}. 409 when it would now cost
 * more than the parent agreed to (nothing charged), 402 when the credits have run out.
 */
export const writeAnotherVersion = ({
  storyId,
  ...body
}: AnotherVersionBody & { storyId: string }) =>
  api.post(
    `/api/stories/${encodeURIComponent(storyId)}/rewrite`,
    body,
    generateStoryResponseSchema,
  );

/** Queues another version; the price and the story lists change with it, whatever the answer. */
export function useWriteAnotherVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeAnotherVersion,
    onSettled: (_data, _error, { storyId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: anotherVersionKey(storyId) }),
        queryClient.invalidateQueries({ queryKey: storyKeys.lists() }),
      ]),
  });
}
