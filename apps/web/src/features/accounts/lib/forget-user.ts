import type { QueryClient } from '@tanstack/react-query';
import { setCurrentUser } from '../../../lib/current-user';
import { setProfileOpen } from '../../../lib/profile-modal-state';

/**
 * Signs out locally (logout, docs/api.md#spec-4): closes the profile, clears the current user from
 * memory and local storage, and drops every cached answer of the account. Signing out and deleting
 * the account both end this way.
 */
export function forgetSignedInUser(queryClient: QueryClient) {
  setProfileOpen(false);
  setCurrentUser(null);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'config' });
}
