import { api } from '../../../lib/api-client';
import { readConsentCheck } from './read-consent-answer';

/** GET /api/cookie-consent-anonymous → {hasConsent, consent}: this browser's visitor record. */
export const getAnonymousConsent = async () =>
  readConsentCheck(await api.get<unknown>('/api/cookie-consent-anonymous'));
