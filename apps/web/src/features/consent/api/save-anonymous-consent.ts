import type { AnonymousConsentBody } from '@sns/contract';
import { api } from '../../../lib/api-client';
import { readSavedConsent } from './read-consent-answer';

/** POST /api/cookie-consent-anonymous → 201/200 {message:'OK', consent}: a visitor's choice. */
export const saveAnonymousConsent = async (body: AnonymousConsentBody) =>
  readSavedConsent(await api.post<unknown>('/api/cookie-consent-anonymous', body));
