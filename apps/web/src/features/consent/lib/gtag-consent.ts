import type { ConsentChoices } from './consent-choices';

type Signal = 'granted' | 'denied';
export interface GtagConsent {
  analytics_storage: Signal;
  ad_storage: Signal;
  ad_user_data: Signal;
  ad_personalization: Signal;
}

/** Google consent mode's default before any choice: nothing may be stored or used. */
export const ALL_DENIED: GtagConsent = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

/**
 * docs/api.md#spec-9: analytics → analytics_storage; marketing → ad_storage, ad_user_data,
 * ad_personalization.
 */
export function gtagConsentFor(choices: ConsentChoices): GtagConsent {
  const signal = (on: boolean): Signal => (on ? 'granted' : 'denied');
  return {
    analytics_storage: signal(choices.analytics),
    ad_storage: signal(choices.marketing),
    ad_user_data: signal(choices.marketing),
    ad_personalization: signal(choices.marketing),
  };
}

/** The gtag.js address for a measurement id. */
export const gtagScriptUrl = (measurementId: string) =>
  `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
