import type { ConsentMethod, ConsentRecord, UserConsentBody } from '@sns/contract';

/** The three optional categories; essential cookies are always on and never a choice. */
export interface ConsentChoices {
  analytics: boolean;
  marketing: boolean;
  functionality: boolean;
}

/**
 * docs/api.md#spec-9: accept all sets analytics, marketing and functionality true; reject all
 * false.
 */
export const ACCEPT_ALL: ConsentChoices = { analytics: true, marketing: true, functionality: true };
export const REJECT_ALL: ConsentChoices = {
  analytics: false,
  marketing: false,
  functionality: false,
};

export function choicesOf(record: ConsentRecord): ConsentChoices {
  return {
    analytics: record.analytics_cookies,
    marketing: record.marketing_cookies,
    functionality: record.functionality_cookies,
  };
}

/**
 * The body of both consent POSTs (the signed-in one adds user_uid). consent_given is true for
 * every choice, Reject All included: the parent answered, and the banner must not ask again.
 */
export function consentBody<M extends ConsentMethod>(
  choices: ConsentChoices,
  method: M,
): Omit<UserConsentBody, 'user_uid' | 'consent_method'> & { consent_method: M } {
  return {
    consent_given: true,
    analytics_cookies: choices.analytics,
    marketing_cookies: choices.marketing,
    functionality_cookies: choices.functionality,
    consent_method: method,
  };
}
