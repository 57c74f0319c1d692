import { storyVoiceSchema } from '@sns/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recordingKeys, voicesPath } from './recording-query-keys';

/** POST /api/stories/{storyId}/voices {name} → 201 the new voice (free). */
export const createVoice = (storyId: string, name: string) =>
  api.post(voicesPath(storyId), { name }, storyVoiceSchema);

export function useCreateVoice(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createVoice(storyId, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordingKeys.voices(storyId) }),
  });
}
