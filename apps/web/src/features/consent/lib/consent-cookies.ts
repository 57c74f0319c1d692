import { CONSENT_COOKIE_MAX_AGE_SECONDS, CONSENT_COOKIES } from '@sns/contract';
import type { ConsentChoices } from './consent-choices';

const NAMES = [
  [CONSENT_COOKIES.analytics, 'analytics'],
  [CONSENT_COOKIES.marketing, 'marketing'],
  [CONSENT_COOKIES.functionality, 'functionality'],
] as const;

/**
 * docs/api.md#spec-9: analytics_consent, marketing_consent and functionality_consent =
 * granted|denied, path /, max-age one year, SameSite Lax; Secure as well when the page itself is on
 * https.
 */
export function consentCookieStrings(choices: ConsentChoices, secure: boolean): string[] {
  const attributes = `path=/; max-age=${CONSENT_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
  return NAMES.map(
    ([name, key]) => `${name}=${choices[key] ? 'granted' : 'denied'}; ${attributes}`,
  );
}

/** Expires the three cookies (Reset Consent): no choice is in force any more. */
export function clearedConsentCookieStrings(secure: boolean): string[] {
  return NAMES.map(
    ([name]) => `${name}=; path=/; max-age=0; SameSite=Lax${secure ? '; Secure' : ''}`,
  );
}

export function writeCookies(cookies: string[]) {
  for (const cookie of cookies) document.cookie = cookie;
}
