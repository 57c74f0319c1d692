import type { User } from '@sns/contract';
import type { QueryClient } from '@tanstack/react-query';
import { setCurrentUser } from '../../../lib/current-user';
import { profileQueryKey } from '../api/get-user-profile';

/**
 * Makes `user` the signed-in user and the cached profile at once, so the session check (which
 * watches the profile query) agrees with what a sign-in or an upload just returned.
 */
export function rememberSignedInUser(queryClient: QueryClient, user: User) {
  queryClient.setQueryData(profileQueryKey(user.user_uid), {
    status: 'authenticated' as const,
    user,
  });
  setCurrentUser(user);
}
