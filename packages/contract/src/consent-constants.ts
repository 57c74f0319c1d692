/*
 * Cookie consent constants, apart from the zod schemas in consent.ts: the web app's consent code
 * loads for every visitor, and importing these must not bring zod with it.
 */

/** docs/api.md#spec-9: how a consent was given. */
export const CONSENT_METHODS = [
  'banner_accept_all',
  'banner_reject_all',
  'preferences_custom',
  'migrated_from_anonymous',
] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];

/**
 * The methods a visitor's browser may record. Migration only ever moves a visitor's consent onto
 * an account, so an anonymous record can never claim to be one.
 */
export const ANONYMOUS_CONSENT_METHODS = [
  'banner_accept_all',
  'banner_reject_all',
  'preferences_custom',
] as const;

/** docs/api.md#spec-9: the version of the cookie policy a consent was given under. */
export const CONSENT_VERSION = '1.0';

/**
 * docs/api.md#spec-9: the cookies the web app sets to `granted` or `denied` once a choice is made.
 */
export const CONSENT_COOKIES = {
  analytics: 'analytics_consent',
  marketing: 'marketing_consent',
  functionality: 'functionality_consent',
} as const;
/** docs/api.md#spec-9: the consent cookies last a year. */
export const CONSENT_COOKIE_MAX_AGE_SECONDS = 31_536_000;
