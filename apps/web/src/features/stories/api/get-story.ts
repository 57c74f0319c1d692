import { storySchema, type Story } from '@sns/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pollWhile } from '../../../lib/poll-while';
import { storyKeys } from './story-query-keys';

/** GET /api/getStory/{uuid} → Story (the owner's only; anyone else gets 404). */
export const getStory = (uuid: string) =>
  api.get(`/api/getStory/${encodeURIComponent(uuid)}`, storySchema);

const isBeingWritten = (story: Story | undefined) =>
  story?.status === 'queued' || story?.status === 'running';

/** Written, or its first picture still being painted (it comes after the words). */
export const isBeingMade = (story: Story | undefined) =>
  isBeingWritten(story) || story?.picturePending === true;

export const storyQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: storyKeys.detail(uuid),
    queryFn: () => getStory(uuid),
    refetchInterval: pollWhile(isBeingMade, 1500),
  });

/**
 * One story of the signed-in user. `initial` (e.g. from navigation state) shows at once; it is
 * checked against the server in the background since image URLs are signed and expire.
 */
export function useStory(uuid: string | undefined, initial?: Story) {
  return useQuery({
    ...storyQueryOptions(uuid ?? ''),
    enabled: Boolean(uuid),
    initialData: initial && initial.uuid === uuid ? initial : undefined,
    initialDataUpdatedAt: 0,
  });
}
