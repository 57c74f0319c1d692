import { storySchema } from '@sns/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { rememberChangedStory } from './update-story-cache';

/** POST /api/generateNewImage {storyId} → Story; 402 when the credits have run out. */
export const generateNewImage = (storyId: string) =>
  api.post('/api/generateNewImage', { storyId }, storySchema);

/**
 * Paints a new AI picture (docs/decisions/d1-credits.md: the first extra one is free, then 1
 * credit).
 */
export function useGenerateNewImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateNewImage,
    onSuccess: (story) => rememberChangedStory(queryClient, story),
  });
}
