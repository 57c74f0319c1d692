import type { RedefinePasswordBody } from '@sns/contract';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const messageSchema = z.object({ message: z.string() });

/** POST /api/redefine-password-service {newPassword, confirmNewPassword, email, userId} → {message}. */
export const redefinePassword = (body: RedefinePasswordBody) =>
  api.post('/api/redefine-password-service', body, messageSchema);

export function useRedefinePassword() {
  return useMutation({ mutationFn: redefinePassword });
}
