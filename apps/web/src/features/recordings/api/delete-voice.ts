import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recordingKeys, voicePath } from './recording-query-keys';

/** DELETE /api/stories/{storyId}/voices/{voiceId} → 204: the voice and its recordings go. */
export const deleteVoice = (storyId: string, voiceId: string) =>
  api.delete<void>(voicePath(storyId, voiceId));

export function useDeleteVoice(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (voiceId: string) => deleteVoice(storyId, voiceId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordingKeys.voices(storyId) }),
  });
}
