import { describe, expect, it } from 'vitest';
import { REJECT_ALL } from './consent-choices';
import { ALL_DENIED, gtagConsentFor, gtagScriptUrl } from './gtag-consent';

describe('Google consent mode (docs/api.md#spec-9)', () => {
  it('maps analytics to analytics_storage and marketing to the three ad signals', () => {
    expect(gtagConsentFor({ analytics: true, marketing: false, functionality: true })).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(gtagConsentFor({ analytics: false, marketing: true, functionality: false })).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
    expect(gtagConsentFor(REJECT_ALL)).toEqual(ALL_DENIED);
  });

  it('builds the tag address from the measurement id', () => {
    expect(gtagScriptUrl('G-AB12')).toBe('https://www.googletagmanager.com/gtag/js?id=G-AB12');
  });
});
