import { useEffect } from 'react';
import { setCurrentUser, useCurrentUser } from '../../../lib/current-user';
import { setProfileOpen } from '../../../lib/profile-modal-state';
import { useUserProfile } from '../api/get-user-profile';

/**
 * Session check (docs/api.md#spec-4), run by the main layout: with a stored user, ask the server
 * for the profile. A fresh profile replaces the stored one; 401 or any failure is a silent local
 * logout (the stored user is cleared and the profile panel closed).
 */
export function useSessionCheck() {
  const user = useCurrentUser();
  const userUid = user?.user_uid;
  const { data, isError } = useUserProfile(userUid);

  useEffect(() => {
    if (!userUid) return;
    if (isError) {
      setProfileOpen(false);
      setCurrentUser(null);
    } else if (data && data.user.user_uid === userUid) {
      setCurrentUser(data.user);
    }
  }, [userUid, data, isError]);
}
