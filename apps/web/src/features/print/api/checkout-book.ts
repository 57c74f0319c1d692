import { checkoutBookResponseSchema, type CheckoutBookRequest } from '@sns/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/checkoutBook {mergedBookId, shippingOptionId, address, quantity} → {url, orderId};
 * the server prices the order itself. The caller sends the browser to `url`.
 */
export const checkoutBook = (body: CheckoutBookRequest) =>
  api.post('/api/checkoutBook', body, checkoutBookResponseSchema);

export function useCheckoutBook() {
  return useMutation({ mutationFn: checkoutBook });
}
