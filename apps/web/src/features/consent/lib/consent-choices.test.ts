import { describe, expect, it } from 'vitest';
import { ACCEPT_ALL, choicesOf, consentBody, REJECT_ALL } from './consent-choices';

describe('consent choices', () => {
  it('accept all turns every optional category on, reject all off (docs/api.md#spec-9)', () => {
    expect(consentBody(ACCEPT_ALL, 'banner_accept_all')).toEqual({
      consent_given: true,
      analytics_cookies: true,
      marketing_cookies: true,
      functionality_cookies: true,
      consent_method: 'banner_accept_all',
    });
    expect(consentBody(REJECT_ALL, 'banner_reject_all')).toEqual({
      consent_given: true,
      analytics_cookies: false,
      marketing_cookies: false,
      functionality_cookies: false,
      consent_method: 'banner_reject_all',
    });
  });

  it('reads the choices back from a record', () => {
    const body = consentBody(
      { analytics: false, marketing: true, functionality: false },
      'preferences_custom',
    );
    expect(
      choicesOf({
        ...body,
        essential_cookies: true,
        consent_timestamp: '',
        updated_timestamp: '',
        consent_version: '1.0',
      }),
    ).toEqual({ analytics: false, marketing: true, functionality: false });
  });
});
