import { shipmentOptionsSchema } from '@sns/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { printKeys } from './print-query-keys';

export interface ShipmentQuery {
  country: string;
  state?: string;
  postcode?: string;
  mergedBookId: string;
  /** Copies: shipping is priced for all of them. */
  quantity?: number;
}

function queryString(query: ShipmentQuery): Record<string, string> {
  const entries = Object.entries(query)
    .map(([k, v]): [string, string | undefined] => [
      k,
      typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : undefined,
    ])
    .filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '');
  return Object.fromEntries(entries);
}

/**
 * GET /api/getShipmentPrices?country=&state=&postcode=&mergedBookId=&quantity= → the printer's
 * shipping options for that address, book and number of copies.
 */
export const getShipmentPrices = (query: ShipmentQuery) =>
  api.get(
    `/api/getShipmentPrices?${new URLSearchParams(queryString(query)).toString()}`,
    shipmentOptionsSchema,
  );

/** The shipping options for a checked address; idle until there is one. */
export function useShipmentPrices(query: ShipmentQuery | undefined) {
  return useQuery({
    queryKey: printKeys.shipping(query ? queryString(query) : {}),
    queryFn: () => getShipmentPrices(query as ShipmentQuery),
    enabled: Boolean(query),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
