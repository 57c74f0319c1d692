import { mediaCostsSchema } from '@sns/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storyKeys } from './story-query-keys';

/** GET /api/getMediaCosts → {image, narration, credits}: what the next picture and narration cost. */
export const getMediaCosts = () => api.get('/api/getMediaCosts', mediaCostsSchema);

export const mediaCostsQueryOptions = () =>
  queryOptions({ queryKey: storyKeys.mediaCosts(), queryFn: getMediaCosts, staleTime: 0 });

/**
 * Prices (docs/decisions/d1-credits.md) for this parent ("Free" the first time, then 1 credit) and
 * their balance.
 */
export function useMediaCosts() {
  return useQuery(mediaCostsQueryOptions());
}
