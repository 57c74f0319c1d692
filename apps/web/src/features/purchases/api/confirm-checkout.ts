import { confirmCheckoutResponseSchema } from '@sns/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { purchaseKeys } from './purchase-query-keys';

/**
 * GET /api/confirmCheckout?session_id=… → {message:'OK', storiesRemaining, credits, receiptUrl}.
 * 400 while the payment is not complete, 404 for a checkout that isn't the parent's.
 */
export const confirmCheckout = (sessionId: string) =>
  api.get(
    `/api/confirmCheckout?session_id=${encodeURIComponent(sessionId)}`,
    confirmCheckoutResponseSchema,
  );

export const confirmCheckoutQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: purchaseKeys.confirmation(sessionId),
    queryFn: () => confirmCheckout(sessionId),
    // Once confirmed, a checkout stays confirmed: ask once per visit of the success page.
    staleTime: Infinity,
    retry: false,
  });

/** Confirms the checkout the success page came back from; idle without a session id. */
export function useConfirmCheckout(sessionId: string | undefined, enabled = true) {
  return useQuery({
    ...confirmCheckoutQueryOptions(sessionId ?? ''),
    enabled: enabled && Boolean(sessionId),
  });
}
