import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './api-client';

/** GET /api/config: the configuration values the browser may see (server `presentPublicConfig`). */
export const publicConfigSchema = z.object({
  googleClientId: z.string().nullable(),
  googleAuthUrl: z.string().nullable(),
  gaMeasurementId: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const getPublicConfig = () => api.get('/api/config', publicConfigSchema);

export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: ['config'], queryFn: getPublicConfig, staleTime: Infinity });

/** The public configuration; fetched once per page load. */
export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
