import { shipmentOptionsSchema } from '@sns/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { printKeys } from './print-query-keys';

export interface ShipmentQuery {
  country: string;
  state?: string;
  postcode?: string;
  mergedBookId: string;
}

function queryString(query: ShipmentQuery): Record<string, string> {
  const entries = Object.entries(query).filter(
    (e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== '',
  );
  return Object.fromEntries(entries.map(([k, v]) => [k, v.trim()]));
}

/**
 * GET /api/getShipmentPrices?country=&state=&postcode=&mergedBookId= → the printer's shipping
 * options for that address and book.
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
