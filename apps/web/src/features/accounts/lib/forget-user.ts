import type { QueryClient } from '@tanstack/react-query';
import { isSignedInUserQuery, setSignedInUser } from '../../../lib/current-user';
import { setProfileOpen } from '../../../lib/profile-modal-state';

/**
 * Signs out locally (logout, docs/api.md#spec-4): closes the profile, sets the signed-in user to
 * null (which removes it from local storage), and drops every other cached answer of the account.
 * Signing out and deleting the account both end this way.
 */
export function forgetSignedInUser(queryClient: QueryClient) {
  setProfileOpen(false);
  setSignedInUser(queryClient, null);
  queryClient.removeQueries({
    predicate: (q) => q.queryKey[0] !== 'config' && !isSignedInUserQuery(q),
  });
}
