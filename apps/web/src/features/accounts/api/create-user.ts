import { okMessageSchema, type SignUpBody } from '@sns/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/createUserFromForm → 201 {message:'OK', user}. The account waits for its e-mail to be
 * confirmed, so nobody is signed in yet and nothing cached changes.
 */
export const createUserFromForm = (body: SignUpBody) =>
  api.post('/api/createUserFromForm', body, okMessageSchema);

export function useCreateUser() {
  return useMutation({ mutationFn: createUserFromForm });
}
