import type { ConsentCheckResponse, ConsentMethod, ConsentRecord } from '@sns/contract';
import type { ConsentRow } from './consent-repository';

/** Cookie consent record (docs/api.md#spec-3), named as the spec names it: never the row. */
export function presentConsent(row: ConsentRow): ConsentRecord {
  return {
    // docs/api.md#spec-3: user_uid only when signed in — an anonymous record carries no owner at
    // all.
    ...(row.userId ? { user_uid: row.userId } : {}),
    consent_given: row.consentGiven,
    essential_cookies: true,
    analytics_cookies: row.analyticsCookies,
    marketing_cookies: row.marketingCookies,
    functionality_cookies: row.functionalityCookies,
    consent_method: row.consentMethod as ConsentMethod,
    consent_timestamp: row.consentTimestamp.toISOString(),
    updated_timestamp: row.updatedTimestamp.toISOString(),
    consent_version: row.consentVersion,
  };
}

/**
 * The answer of both consent checks. A record saved with consent_given false counts as no
 * consent, so the banner asks again.
 */
export function presentConsentCheck(row: ConsentRow | undefined): ConsentCheckResponse {
  if (!row) return { hasConsent: false, consent: null };
  return { hasConsent: row.consentGiven, consent: presentConsent(row) };
}
