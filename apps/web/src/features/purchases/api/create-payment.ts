import { paymentsResponseSchema, type PaymentsBody } from '@sns/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/payments {user, product} → {url} of the hosted checkout. The server takes the buyer
 * from the session; `user` is sent as the original client sends it (and checked,
 * docs/decisions/d7-own-data-only.md).
 */
export const createPayment = (body: PaymentsBody) =>
  api.post('/api/payments', body, paymentsResponseSchema);

/** Opens a checkout; the caller sends the browser to the answered url. */
export function useCreatePayment() {
  return useMutation({ mutationFn: createPayment });
}
