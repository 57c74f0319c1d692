import { printOrdersSchema } from '@sns/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pollWhile } from '../../../lib/poll-while';
import { shouldPollOrders } from '../lib/order-status';
import { printKeys } from './print-query-keys';

/** How often the orders page asks while an order is still moving. */
export const ORDER_POLL_MS = 5_000;

/** GET /api/printOrders → the parent's printed-book orders, newest first. */
export const getPrintOrders = () => api.get('/api/printOrders', printOrdersSchema);

/** The parent's orders, asked again every few seconds until every one of them is final. */
export function usePrintOrders(enabled = true) {
  return useQuery({
    queryKey: printKeys.orders(),
    queryFn: getPrintOrders,
    enabled,
    staleTime: 0,
    refetchInterval: pollWhile(shouldPollOrders, ORDER_POLL_MS),
  });
}
