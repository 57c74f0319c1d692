import {
  continueStoryResponseSchema,
  seriesListSchema,
  seriesSchema,
  type ContinueStoryBody,
  type RenameSeriesBody,
} from '@sns/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pollWhile } from '../../../lib/poll-while';
import { storyKeys } from './story-query-keys';

/**
 * Under the story lists' key: whatever refreshes the parent's stories (a new chapter, a deletion,
 * a new title) refreshes the shelf too.
 */
export const seriesKeys = {
  all: () => [...storyKeys.lists(), 'series'] as const,
  one: (seriesId: string) => [...seriesKeys.all(), seriesId] as const,
};

const beingWritten = (chapters: { status: string }[]) =>
  chapters.some((c) => c.status === 'queued' || c.status === 'running');

/** GET /api/series → the parent's series, newest first, each with its chapters in order. */
export const seriesListQueryOptions = () =>
  queryOptions({
    queryKey: seriesKeys.all(),
    queryFn: () => api.get('/api/series', seriesListSchema),
    staleTime: 0,
    // A chapter still being written shows as such until it is ready.
    refetchInterval: pollWhile(
      (data) => Boolean(data?.series.some((s) => beingWritten(s.chapters))),
      2000,
    ),
  });

export function useSeriesList() {
  return useQuery(seriesListQueryOptions());
}

/** GET /api/series/{id} → one series (404 for one that is not the parent's). */
export function useSeries(seriesId: string | undefined) {
  return useQuery({
    queryKey: seriesKeys.one(seriesId ?? ''),
    queryFn: () => api.get(`/api/series/${encodeURIComponent(seriesId ?? '')}`, seriesSchema),
    enabled: Boolean(seriesId),
  });
}

/**
 * POST /api/stories/{storyId}/continue {newElement?} → 202 {workerId, storyId, seriesId, chapter}:
 * the next chapter is queued for a story's price (402 without the credits, 409 while the last
 * chapter is still being written).
 */
export function useContinueStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ storyId, ...body }: ContinueStoryBody & { storyId: string }) =>
      api.post(
        `/api/stories/${encodeURIComponent(storyId)}/continue`,
        body,
        continueStoryResponseSchema,
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: storyKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: storyKeys.mediaCosts() }),
      ]),
  });
}

/** PATCH /api/series/{id} {title} → the series renamed. */
export function useRenameSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ seriesId, ...body }: RenameSeriesBody & { seriesId: string }) =>
      api.patch(`/api/series/${encodeURIComponent(seriesId)}`, body, seriesSchema),
    onSuccess: () =>
      // The story pages say which series they are a chapter of.
      queryClient.invalidateQueries({ queryKey: storyKeys.all }),
  });
}
