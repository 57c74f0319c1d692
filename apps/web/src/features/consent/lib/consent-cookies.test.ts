import { describe, expect, it } from 'vitest';
import { REJECT_ALL } from './consent-choices';
import { clearedConsentCookieStrings, consentCookieStrings } from './consent-cookies';

describe('consent cookies (docs/api.md#spec-9)', () => {
  it('sets granted or denied for a year on the whole site, SameSite Lax', () => {
    expect(
      consentCookieStrings({ analytics: true, marketing: false, functionality: true }, false),
    ).toEqual([
      'analytics_consent=granted; path=/; max-age=31536000; SameSite=Lax',
      'marketing_consent=denied; path=/; max-age=31536000; SameSite=Lax',
      'functionality_consent=granted; path=/; max-age=31536000; SameSite=Lax',
    ]);
  });

  it('adds Secure on https, and a reset expires all three', () => {
    expect(consentCookieStrings(REJECT_ALL, true)[0]).toBe(
      'analytics_consent=denied; path=/; max-age=31536000; SameSite=Lax; Secure',
    );
    expect(clearedConsentCookieStrings(false)).toEqual([
      'analytics_consent=; path=/; max-age=0; SameSite=Lax',
      'marketing_consent=; path=/; max-age=0; SameSite=Lax',
      'functionality_consent=; path=/; max-age=0; SameSite=Lax',
    ]);
  });
});
