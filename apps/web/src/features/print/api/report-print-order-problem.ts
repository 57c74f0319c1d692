import { printOrderSchema } from '@sns/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { printKeys } from './print-query-keys';

/**
 * POST /api/printOrders/{orderId}/problem {message} → the order with `problem` set; 409 unless it
 * was delivered in the last 30 days.
 */
export const reportPrintOrderProblem = ({
  orderId,
  message,
}: {
  orderId: string;
  message: string;
}) =>
  api.post(
    `/api/printOrders/${encodeURIComponent(orderId)}/problem`,
    { message },
    printOrderSchema,
  );

export function useReportPrintOrderProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportPrintOrderProblem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: printKeys.orders() }),
  });
}
