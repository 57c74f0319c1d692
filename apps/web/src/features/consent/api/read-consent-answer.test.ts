import { describe, expect, it } from 'vitest';
import { readConsentCheck, readSavedConsent } from './read-consent-answer';

const record = {
  user_uid: '7b0a3c1e-2f4d-4e5a-9b6c-1d2e3f4a5b6c',
  consent_given: true,
  essential_cookies: true,
  analytics_cookies: true,
  marketing_cookies: false,
  functionality_cookies: true,
  consent_method: 'banner_accept_all',
  consent_timestamp: '2025-11-22T11:25:00.000Z',
  updated_timestamp: '2025-11-22T11:25:00.000Z',
  consent_version: '1.0',
};

describe('reading consent answers', () => {
  it('accepts the documented shapes', () => {
    expect(readConsentCheck({ hasConsent: false, consent: null })).toEqual({
      hasConsent: false,
      consent: null,
    });
    expect(readConsentCheck({ hasConsent: true, consent: record })).toEqual({
      hasConsent: true,
      consent: record,
    });
    expect(readSavedConsent({ message: 'OK', consent: record })).toEqual(record);
    const { user_uid: _omit, ...anonymous } = record;
    expect(readSavedConsent({ message: 'OK', consent: anonymous })).toEqual(anonymous);
  });

  it('refuses anything else', () => {
    expect(() => readConsentCheck(undefined)).toThrow();
    expect(() => readConsentCheck({ hasConsent: 'yes', consent: null })).toThrow();
    expect(() =>
      readConsentCheck({ hasConsent: true, consent: { ...record, analytics_cookies: 'true' } }),
    ).toThrow();
    expect(() =>
      readConsentCheck({ hasConsent: true, consent: { ...record, consent_method: 'whatever' } }),
    ).toThrow();
    expect(() => readSavedConsent({ message: 'Nope', consent: record })).toThrow();
    expect(() => readSavedConsent({ message: 'OK' })).toThrow();
  });
});
