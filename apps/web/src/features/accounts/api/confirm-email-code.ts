import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const confirmResponseSchema = z.object({ message: z.string() });

/** GET /api/confirm/{code} → {message}; 'OK' means the e-mail is confirmed. */
export const confirmEmailCode = (code: string) =>
  api.get(`/api/confirm/${encodeURIComponent(code)}`, confirmResponseSchema);

/**
 * Runs the confirmation once per code: a query (not an effect) so React's StrictMode double mount
 * shares one request, and never refetches — a code works only once.
 */
export function useConfirmEmailCode(code: string | undefined) {
  return useQuery({
    queryKey: ['accounts', 'confirm', code],
    queryFn: () => confirmEmailCode(code ?? ''),
    enabled: Boolean(code),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
}
