import { api } from '../../../lib/api-client';
import { readConsentCheck } from './read-consent-answer';

/** GET /api/cookie-consent/{user_uid} → {hasConsent, consent}: the signed-in user's own record. */
export const getUserConsent = async (userUid: string) =>
  readConsentCheck(await api.get<unknown>(`/api/cookie-consent/${encodeURIComponent(userUid)}`));
