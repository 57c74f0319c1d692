import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storyKeys } from './story-query-keys';

/** DELETE /api/stories/{storyId} → 204: the story goes with its pictures, narration and books. */
export const deleteStory = (storyId: string) =>
  api.delete<void>(`/api/stories/${encodeURIComponent(storyId)}`);

export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStory,
    onSuccess: (_done, storyId) => {
      queryClient.removeQueries({ queryKey: storyKeys.detail(storyId) });
      return queryClient.invalidateQueries({ queryKey: storyKeys.lists() });
    },
  });
}
