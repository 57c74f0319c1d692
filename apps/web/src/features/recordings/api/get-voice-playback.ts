import { voicePlaybackSchema } from '@sns/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recordingKeys, voicePath } from './recording-query-keys';

/** GET …/voices/{voiceId}/playback → the clips (signed links) and the read-along marks. */
export const getVoicePlayback = (storyId: string, voiceId: string) =>
  api.get(`${voicePath(storyId, voiceId)}/playback`, voicePlaybackSchema);

export function useVoicePlayback(storyId: string, voiceId: string) {
  return useQuery({
    queryKey: recordingKeys.playback(storyId, voiceId),
    queryFn: () => getVoicePlayback(storyId, voiceId),
    // Clip links are signed for a day; asking again after an hour keeps them fresh.
    staleTime: 3600_000,
  });
}
