import { api } from '../../../lib/api-client';

/** DELETE /api/cookie-consent/{user_uid} → {message:'OK'}: Reset Consent for the account. */
export const resetUserConsent = (userUid: string) =>
  api.delete<unknown>(`/api/cookie-consent/${encodeURIComponent(userUid)}`);
