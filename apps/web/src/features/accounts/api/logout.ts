import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-client';
import { forgetSignedInUser } from '../lib/forget-user';

/** POST /api/logout {} — ends the server session. */
export const logout = () => api.post<unknown>('/api/logout', {});

/**
 * Sign Out and the profile's Log out: end the session, forget the user and their cached data,
 * and go home. docs/api.md#spec-8: a failed logout is only logged; the user is still signed out
 * here.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: logout,
    onError: (error) => console.warn('Logout failed', error),
    onSettled: () => {
      forgetSignedInUser(queryClient);
      void navigate('/');
    },
  });
  return { signOut: () => mutation.mutate(), isPending: mutation.isPending };
}
