import {
  narrationProgressSchema,
  narrationStreamPath,
  narrationVoicesSchema,
  type NarrationProgress,
} from '@sns/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pollWhile } from '../../../lib/poll-while';
import { storyKeys } from './story-query-keys';

/** How often the player asks for the read-along marks while a narration streams. */
export const PROGRESS_POLL_MS = 700;

/**
 * GET /api/narrationProgress/{storyId} → {status, voice, marks, audioUrl?}: the marks of what has
 * been spoken so far (docs/decisions/022-streaming-narration.md).
 */
export const getNarrationProgress = (storyId: string) =>
  api.get(`/api/narrationProgress/${encodeURIComponent(storyId)}`, narrationProgressSchema);

/** The narration's progress; asked again while it is being recorded, then kept. */
export function useNarrationProgress(storyId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: storyKeys.narrationProgress(storyId),
      queryFn: () => getNarrationProgress(storyId),
      enabled,
      refetchInterval: pollWhile(
        (data) => data?.status !== 'completed' && data?.status !== 'error',
        PROGRESS_POLL_MS,
      ),
      refetchIntervalInBackground: true,
      // 404 until the claim lands: asked again at the next interval, not retried in a burst.
      retry: false,
    }),
  );
}

/** GET /api/narrationVoices → the voices a narration can be recorded in, the default first. */
export function useNarrationVoices() {
  return useQuery(
    queryOptions({
      queryKey: storyKeys.narrationVoices(),
      queryFn: () => api.get('/api/narrationVoices', narrationVoicesSchema),
      staleTime: Infinity,
    }),
  );
}

/** The MP3 stream the <audio> element plays while the narration is recorded (same origin, session cookie). */
export const narrationStreamUrl = (storyId: string, voice?: string) =>
  `${narrationStreamPath(storyId)}${voice ? `?voice=${encodeURIComponent(voice)}` : ''}`;

export type { NarrationProgress };
