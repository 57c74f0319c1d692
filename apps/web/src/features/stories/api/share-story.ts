import { storySchema } from '@sns/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storyKeys } from './story-query-keys';

/** POST /api/shareStory {storyId, shared} → Story: makes /share/{uuid} public, or private again. */
export const shareStory = (body: { storyId: string; shared: boolean }) =>
  api.post('/api/shareStory', body, storySchema);

/** Shares or unshares a story; the answer replaces the cached story and the lists are refreshed. */
export function useShareStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareStory,
    onSuccess: (story) => {
      queryClient.setQueryData(storyKeys.detail(story.uuid), story);
      void queryClient.invalidateQueries({ queryKey: storyKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: storyKeys.shared(story.uuid) });
    },
  });
}
