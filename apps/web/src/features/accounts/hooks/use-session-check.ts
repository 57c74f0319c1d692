import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { failedFirstCheck, setSignedInUser, signedInUserQuery } from '../../../lib/current-user';
import { setProfileOpen } from '../../../lib/profile-modal-state';

/**
 * Session check (docs/api.md#spec-4), run by the main layout while a user is stored. It observes
 * the signed-in user's query, which asks the server for the profile of a stored user as soon as
 * this mounts; every answer — the first, and each refresh after a story, a picture, a narration
 * or a purchase (refreshSignedInUser) — replaces the user. If that first answer fails, this is a silent
 * local logout (the user is cleared and the profile panel closed); a refresh that fails keeps the
 * user, unless it was a 401, which the query cache treats as a logout anyway.
 */
export function useSessionCheck() {
  const queryClient = useQueryClient();
  const { data, isError, dataUpdatedAt } = useQuery(signedInUserQuery);
  const failed = failedFirstCheck({ data, isError, dataUpdatedAt });

  useEffect(() => {
    if (!failed) return;
    setProfileOpen(false);
    setSignedInUser(queryClient, null);
  }, [failed, queryClient]);
}
