import type { UserConsentBody } from '@sns/contract';
import { api } from '../../../lib/api-client';
import { readSavedConsent } from './read-consent-answer';

/**
 * POST /api/cookie-consent → 201/200 {message:'OK', consent}: a signed-in user's choice, or a
 * visitor's choice migrated to them (consent_method migrated_from_anonymous).
 */
export const saveUserConsent = async (body: UserConsentBody) =>
  readSavedConsent(await api.post<unknown>('/api/cookie-consent', body));
