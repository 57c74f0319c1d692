import { profileResponseSchema } from '@sns/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SIGNED_IN_USER_QUERY_KEY } from '../../../lib/current-user';

export const profileQueryKey = (userUid: string) => [...SIGNED_IN_USER_QUERY_KEY, userUid] as const;

/** GET /api/getUserProfile/{user_uid} → {status:'authenticated', user}; 401 when signed out. */
export const getUserProfile = (userUid: string) =>
  api.get(`/api/getUserProfile/${encodeURIComponent(userUid)}`, profileResponseSchema);

export const userProfileQueryOptions = (userUid: string) =>
  queryOptions({
    queryKey: profileQueryKey(userUid),
    queryFn: () => getUserProfile(userUid),
    // The session check decides on the first answer; asking again would only delay a logout.
    retry: false,
  });

/** The signed-in user's fresh profile (credits, stories count); idle without a user. */
export function useUserProfile(userUid: string | undefined) {
  return useQuery({ ...userProfileQueryOptions(userUid ?? ''), enabled: Boolean(userUid) });
}
