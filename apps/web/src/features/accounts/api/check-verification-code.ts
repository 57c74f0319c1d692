import { userSchema, type VerificationCodeBody } from '@sns/contract';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

// Looser than the contract's success shape: docs/api.md#spec-8 shows a non-OK message as an error
// toast.
const verificationResponseSchema = z.object({
  message: z.string(),
  userProfile: userSchema.optional(),
});

/** POST /api/check-verification-code-service {email, code} → {message:'OK', userProfile}. */
export const checkVerificationCode = (body: VerificationCodeBody) =>
  api.post('/api/check-verification-code-service', body, verificationResponseSchema);

/**
 * docs/decisions/d5-password-reset-grant.md: a valid code grants this session a short
 * password-reset window; it does not sign in.
 */
export function useCheckVerificationCode() {
  return useMutation({ mutationFn: checkVerificationCode });
}
