import { storyVoicesResponseSchema } from '@sns/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recordingKeys, voicesPath } from './recording-query-keys';

/** GET /api/stories/{storyId}/voices → {voices, invites}: the story's voices and invitations. */
export const getStoryVoices = (storyId: string) =>
  api.get(voicesPath(storyId), storyVoicesResponseSchema);

export function useStoryVoices(storyId: string, enabled = true) {
  return useQuery({
    queryKey: recordingKeys.voices(storyId),
    queryFn: () => getStoryVoices(storyId),
    enabled,
  });
}
