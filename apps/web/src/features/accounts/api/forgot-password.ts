import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const messageSchema = z.object({ message: z.string() });

/** POST /api/forgot-password {email} → {message}; 'OK' means a code was sent (if the account exists). */
export const forgotPassword = (email: string) =>
  api.post('/api/forgot-password', { email }, messageSchema);

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
