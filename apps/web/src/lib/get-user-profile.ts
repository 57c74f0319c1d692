import { profileResponseSchema } from '@sns/contract';
import { api } from './api-client';

/**
 * GET /api/getUserProfile/{user_uid} → {status:'authenticated', user}; 401 when signed out. Only
 * the signed-in user's query calls it, through a dynamic import (lib/current-user.ts), so the
 * contract's zod schemas stay out of the landing page's first load (docs/design.md#design-7).
 */
export const getUserProfile = (userUid: string) =>
  api.get(`/api/getUserProfile/${encodeURIComponent(userUid)}`, profileResponseSchema);
