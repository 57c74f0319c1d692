import { printOrderSchema } from '@sns/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { printKeys } from './print-query-keys';

/**
 * POST /api/printOrders/{orderId}/cancel → the order, canceled at the printer and refunded in
 * full; 409 once the printer has started (or while it is still being sent to the printer).
 */
export const cancelPrintOrder = (orderId: string) =>
  api.post(`/api/printOrders/${encodeURIComponent(orderId)}/cancel`, {}, printOrderSchema);

export function useCancelPrintOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPrintOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: printKeys.orders() }),
  });
}
