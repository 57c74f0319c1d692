import { userResponseSchema } from '@sns/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setSignedInUser } from '../../../lib/current-user';

/** POST /api/loginGoogle {access_token} → {message:'OK', user}; creates the account on first use. */
export const loginGoogle = (accessToken: string) =>
  api.post('/api/loginGoogle', { access_token: accessToken }, userResponseSchema);

export function useLoginGoogle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginGoogle,
    onSuccess: ({ user }) => setSignedInUser(queryClient, user),
  });
}
