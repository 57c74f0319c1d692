import { userResponseSchema, type LoginBody } from '@sns/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setSignedInUser } from '../../../lib/current-user';

/** POST /api/login {email, password} → {message:'OK', user} and the session cookie. */
export const login = (body: LoginBody) => api.post('/api/login', body, userResponseSchema);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => setSignedInUser(queryClient, user),
  });
}
