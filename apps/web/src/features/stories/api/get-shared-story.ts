import { sharedStorySchema, type SharedStory } from '@sns/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { storyKeys } from './story-query-keys';

/**
 * GET /api/getSharedStory/{uuid} → SharedStory, or null when it is not (or no longer) shared:
 * docs/product.md#share-page says the share page then renders empty, so a 404 is an answer, not an
 * error.
 */
export async function getSharedStory(uuid: string): Promise<SharedStory | null> {
  try {
    return await api.get(`/api/getSharedStory/${encodeURIComponent(uuid)}`, sharedStorySchema);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const sharedStoryQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: storyKeys.shared(uuid),
    queryFn: () => getSharedStory(uuid),
    staleTime: 0,
  });

/** The public share page's story; works without a session. */
export function useSharedStory(uuid: string | undefined) {
  return useQuery({ ...sharedStoryQueryOptions(uuid ?? ''), enabled: Boolean(uuid) });
}
