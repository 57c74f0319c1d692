import { productsResponseSchema } from '@sns/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { purchaseKeys } from './purchase-query-keys';

/** GET /api/getAllProducts/ → [{product_id, name, price, currency, presigned_url, credits}] (public). */
export const getProducts = () => api.get('/api/getAllProducts/', productsResponseSchema);

export const productsQueryOptions = () =>
  queryOptions({
    queryKey: purchaseKeys.products(),
    queryFn: getProducts,
    // Picture URLs are signed for a day; prices change rarely. Five minutes keeps both fresh.
    staleTime: 5 * 60_000,
  });

/** The credit packages on sale. */
export function useProducts() {
  return useQuery(productsQueryOptions());
}
