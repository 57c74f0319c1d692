import { checkPrintAddressResponseSchema, type PrintAddress } from '@sns/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/checkPrintAddress {address, mergedBookId} → {ok, warnings, suggestedAddress}; a
 * refused address → 400 naming `address.<field>`.
 */
export const checkPrintAddress = (body: { address: PrintAddress; mergedBookId: string }) =>
  api.post('/api/checkPrintAddress', body, checkPrintAddressResponseSchema);

export function useCheckPrintAddress() {
  return useMutation({ mutationFn: checkPrintAddress });
}
