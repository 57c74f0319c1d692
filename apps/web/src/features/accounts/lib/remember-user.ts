import type { User } from '@sns/contract';
import type { QueryClient } from '@tanstack/react-query';
import { getCurrentUser, setCurrentUser } from '../../../lib/current-user';
import { profileQueryKey, userProfileQueryOptions } from '../api/get-user-profile';

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

/**
 * Asks the server for the signed-in user's profile again and remembers it: credits and the
 * stories count change when a story is written or deleted, a picture or narration is paid for,
 * or a purchase is confirmed. A failed lookup is left to the session check (a 401 is a silent
 * local logout), so this never throws.
 */
export async function refreshSignedInUser(queryClient: QueryClient): Promise<void> {
  const userUid = getCurrentUser()?.user_uid;
  if (!userUid) return;
  try {
    const { user } = await queryClient.fetchQuery({
      ...userProfileQueryOptions(userUid),
      staleTime: 0,
    });
    rememberSignedInUser(queryClient, user);
  } catch {
    // handled by the query cache's error handler
  }
}
