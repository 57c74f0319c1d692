import { okMessageSchema } from '@sns/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/confirmEmail {email}: sends a new confirmation link (same answer for unknown e-mails). */
export const resendConfirmation = (email: string) =>
  api.post('/api/confirmEmail', { email }, okMessageSchema);

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
