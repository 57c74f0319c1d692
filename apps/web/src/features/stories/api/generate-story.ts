import { generateStoryResponseSchema, type GenerateStoryBody } from '@sns/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storyKeys } from './story-query-keys';

/**
 * POST /api/generateStory → 202 {workerId, storyId, warning?}. 400 carries `errors[].msg` (also for
 * unsafe words), 402 `{message}` when the credits have run out.
 */
export const generateStory = (body: GenerateStoryBody) =>
  api.post('/api/generateStory', body, generateStoryResponseSchema);

/** Queues a story; the new (still unwritten) story joins the user's list at once. */
export function useGenerateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateStory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storyKeys.lists() }),
  });
}
