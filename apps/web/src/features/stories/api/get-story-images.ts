import { storyImagesResponseSchema } from '@sns/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storyKeys } from './story-query-keys';

/** GET /api/getStoryImages/{storyId} → {images: [url…]}, oldest first. */
export const getStoryImages = (storyId: string) =>
  api.get(`/api/getStoryImages/${encodeURIComponent(storyId)}`, storyImagesResponseSchema);

export const storyImagesQueryOptions = (storyId: string) =>
  queryOptions({
    queryKey: storyKeys.images(storyId),
    queryFn: () => getStoryImages(storyId),
    staleTime: 0,
  });

/** The story's pictures; docs/api.md#spec-5: skipped without a story id. */
export function useStoryImages(storyId: string | undefined, enabled = true) {
  return useQuery({
    ...storyImagesQueryOptions(storyId ?? ''),
    enabled: Boolean(storyId) && enabled,
  });
}
