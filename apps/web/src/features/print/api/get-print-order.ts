import { printOrderSchema } from '@sns/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pollWhile } from '../../../lib/poll-while';
import { printKeys } from './print-query-keys';

/** How often the success page asks while the payment is being confirmed. */
const CONFIRM_POLL_MS = 2_000;

/** GET /api/printOrders/{orderId} → one of the parent's orders (403 another parent's, 404 unknown). */
export const getPrintOrder = (orderId: string) =>
  api.get(`/api/printOrders/${encodeURIComponent(orderId)}`, printOrderSchema);

/**
 * One order, asked again until its payment is confirmed (it leaves `awaiting_payment`) and it has
 * reached the printer (leaves `paid`), when the cancel deadline is known.
 */
export function usePrintOrder(orderId: string | undefined) {
  return useQuery({
    queryKey: printKeys.order(orderId ?? ''),
    queryFn: () => getPrintOrder(orderId ?? ''),
    enabled: Boolean(orderId),
    staleTime: 0,
    retry: 1,
    refetchInterval: pollWhile(
      (data) => data?.status === 'awaiting_payment' || data?.status === 'paid',
      CONFIRM_POLL_MS,
    ),
  });
}
