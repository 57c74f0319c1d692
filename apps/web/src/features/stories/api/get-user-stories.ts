import { storySchema } from '@sns/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { pollWhile } from '../../../lib/poll-while';
import { storyKeys } from './story-query-keys';

const storiesSchema = z.array(storySchema);

/** GET /api/getUserStories/{user_uid} → Story[], newest first. */
export const getUserStories = (userUid: string) =>
  api.get(`/api/getUserStories/${encodeURIComponent(userUid)}`, storiesSchema);

export const userStoriesQueryOptions = (userUid: string) =>
  queryOptions({
    queryKey: storyKeys.list(userUid),
    queryFn: () => getUserStories(userUid),
    staleTime: 0,
    // A story still being written finishes in a second or two: look again until none is left.
    refetchInterval: pollWhile(
      (data) => Boolean(data?.some((s) => s.status === 'queued' || s.status === 'running')),
      2000,
    ),
  });

/** The signed-in user's stories; idle without a user. */
export function useUserStories(userUid: string | undefined) {
  return useQuery({ ...userStoriesQueryOptions(userUid ?? ''), enabled: Boolean(userUid) });
}
