import {
  CONSENT_METHODS,
  type ConsentCheckResponse,
  type ConsentMethod,
  type ConsentRecord,
} from '@sns/contract';

/*
 * The consent calls run for every visitor right after the landing page paints, so their answers
 * are checked by hand here rather than with the contract's zod schemas (~25 KiB gzip), which
 * visitors would otherwise download on every first visit. Same checks, same contract types.
 */

class UnexpectedAnswer extends Error {
  constructor(what: string) {
    super(`Unexpected cookie consent answer: ${what}`);
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isMethod = (v: unknown): v is ConsentMethod =>
  typeof v === 'string' && (CONSENT_METHODS as readonly string[]).includes(v);

/** Consent record (docs/api.md#spec-3), or throws. */
export function readConsentRecord(value: unknown): ConsentRecord {
  if (!isObject(value)) throw new UnexpectedAnswer('no record');
  const flags = [
    'consent_given',
    'analytics_cookies',
    'marketing_cookies',
    'functionality_cookies',
  ] as const;
  for (const key of flags) {
    if (typeof value[key] !== 'boolean') throw new UnexpectedAnswer(key);
  }
  if (!isMethod(value.consent_method)) throw new UnexpectedAnswer('consent_method');
  for (const key of ['consent_timestamp', 'updated_timestamp', 'consent_version'] as const) {
    if (typeof value[key] !== 'string') throw new UnexpectedAnswer(key);
  }
  if (value.user_uid !== undefined && typeof value.user_uid !== 'string') {
    throw new UnexpectedAnswer('user_uid');
  }
  return {
    ...(typeof value.user_uid === 'string' ? { user_uid: value.user_uid } : {}),
    consent_given: value.consent_given as boolean,
    essential_cookies: true,
    analytics_cookies: value.analytics_cookies as boolean,
    marketing_cookies: value.marketing_cookies as boolean,
    functionality_cookies: value.functionality_cookies as boolean,
    consent_method: value.consent_method,
    consent_timestamp: value.consent_timestamp as string,
    updated_timestamp: value.updated_timestamp as string,
    consent_version: value.consent_version as string,
  };
}

/** GET /api/cookie-consent… → {hasConsent, consent|null}, or throws. */
export function readConsentCheck(value: unknown): ConsentCheckResponse {
  if (!isObject(value) || typeof value.hasConsent !== 'boolean')
    throw new UnexpectedAnswer('hasConsent');
  return {
    hasConsent: value.hasConsent,
    consent:
      value.consent === null || value.consent === undefined
        ? null
        : readConsentRecord(value.consent),
  };
}

/** POST /api/cookie-consent… → {message:'OK', consent}: the saved record, or throws. */
export function readSavedConsent(value: unknown): ConsentRecord {
  if (!isObject(value) || value.message !== 'OK') throw new UnexpectedAnswer('message');
  return readConsentRecord(value.consent);
}
