import { storySchema } from '@sns/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { rememberChangedStory } from './update-story-cache';

/** POST /api/changeStoryImageFromExistent {storyId, image} → Story; `image` is one of getStoryImages' URLs. */
export const changeStoryImageFromExistent = (body: { storyId: string; image: string }) =>
  api.post('/api/changeStoryImageFromExistent', body, storySchema);

/** Makes an earlier picture the story's picture again (free). */
export function useChangeStoryImageFromExistent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStoryImageFromExistent,
    onSuccess: (story) => rememberChangedStory(queryClient, story),
  });
}
