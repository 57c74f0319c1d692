import { useEffect } from 'react';
import { setCurrentUser, useCurrentUser } from '../../../lib/current-user';
import { setProfileOpen } from '../../../lib/profile-modal-state';
import { useUserProfile } from '../api/get-user-profile';

/**
 * Session check (docs/api.md#spec-4), run by the main layout: with a stored user, ask the server
 * for the profile. Every answer of that query — the first, and each refresh after a story, a
 * picture, a narration or a purchase (refreshSignedInUser) — replaces the stored user. If the
 * first answer fails, that is a silent local logout (the stored user is cleared and the profile
 * panel closed); a refresh that fails keeps the user, unless it was a 401, which the query cache
 * treats as a logout anyway.
 */
export function useSessionCheck() {
  const user = useCurrentUser();
  const userUid = user?.user_uid;
  const { data, isLoadingError } = useUserProfile(userUid);

  useEffect(() => {
    if (!userUid) return;
    if (isLoadingError) {
      setProfileOpen(false);
      setCurrentUser(null);
    } else if (data && data.user.user_uid === userUid) {
      setCurrentUser(data.user);
    }
  }, [userUid, data, isLoadingError]);
}
