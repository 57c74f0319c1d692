import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const receiptResponseSchema = z.union([
  z.object({ url: z.string().min(1) }),
  z.object({ message: z.string() }),
]);
export type LatestReceipt = z.infer<typeof receiptResponseSchema>;

/** GET /api/getLatestReceipt/{email} → {url} of the receipt page, or {message} when there is none. */
export const getLatestReceipt = (email: string) =>
  api.get(`/api/getLatestReceipt/${encodeURIComponent(email)}`, receiptResponseSchema);

/** Asked on demand (the icon button), never cached: a purchase may have just happened. */
export function useLatestReceipt() {
  return useMutation({ mutationFn: getLatestReceipt });
}
