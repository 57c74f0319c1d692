import { api } from '../../../lib/api-client';

/** DELETE /api/cookie-consent-anonymous → {message:'OK'}: Reset Consent for this browser. */
export const resetAnonymousConsent = () => api.delete<unknown>('/api/cookie-consent-anonymous');
