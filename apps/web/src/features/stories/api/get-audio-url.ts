import { audioUrlResponseSchema, type AudioUrlResponse } from '@sns/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pollWhile } from '../../../lib/poll-while';
import { storyKeys } from './story-query-keys';

/** How often the Narrate button asks while the narration is being recorded. */
export const AUDIO_POLL_MS = 1000;

/**
 * GET /api/getAudioUrl/{storyId} → {status: running|completed|error, audioUrl?}. The first call
 * starts the narration (docs/decisions/d1-credits.md: the first is free, then 1 credit; 402 when
 * out of credits); `retry` starts again after a failure; `voice` (docs/decisions/022) in another
 * voice than the narration's starts a new one.
 */
export const getAudioUrl = (storyId: string, retry = false, voice?: string) => {
  const query = new URLSearchParams();
  if (retry) query.set('retry', 'true');
  if (voice) query.set('voice', voice);
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return api.get(
    `/api/getAudioUrl/${encodeURIComponent(storyId)}${search}`,
    audioUrlResponseSchema,
  );
};

export const audioUrlQueryOptions = (storyId: string) =>
  queryOptions({
    queryKey: storyKeys.audio(storyId),
    queryFn: () => getAudioUrl(storyId),
    // Poll while it is being recorded; a finished narration only needs its URL re-signed now and then.
    refetchInterval: pollWhile((data) => data?.status === 'running', AUDIO_POLL_MS),
    refetchIntervalInBackground: true,
    // Once recorded, keep the URL the player was given: a re-signed one would restart the audio.
    staleTime: (query) => (query.state.data?.status === 'completed' ? Infinity : 0),
    // A 402 or 409 is an answer for the parent, not a glitch to retry.
    retry: false,
  });

/** The narration's status; idle until `enabled` (the parent pressed Narrate, or it already exists). */
export function useAudioUrl(storyId: string, enabled: boolean) {
  return useQuery({ ...audioUrlQueryOptions(storyId), enabled });
}

export type { AudioUrlResponse };
