import { bookPriceResponseSchema } from '@sns/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { printKeys } from './print-query-keys';

/** POST /api/getBookPrice/ {pageCount} → one copy's {price, currency, amountCents, pageCount}. */
export const getBookPrice = (pageCount: number) =>
  api.post('/api/getBookPrice/', { pageCount }, bookPriceResponseSchema);

export function useBookPrice(pageCount: number | undefined) {
  return useQuery({
    queryKey: printKeys.price(pageCount ?? 0),
    queryFn: () => getBookPrice(pageCount ?? 0),
    enabled: pageCount !== undefined,
    staleTime: 5 * 60_000,
  });
}
