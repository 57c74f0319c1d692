import type { ConsentRecord } from '@sns/contract';

/**
 * Client consent state (docs/api.md#spec-3, docs/api.md#spec-4), plus whether the preferences modal
 * is open.
 */
export interface ConsentState {
  /** The stored consent in force, or null. */
  consent: ConsentRecord | null;
  hasConsent: boolean;
  needsConsent: boolean;
  bannerVisible: boolean;
  preferencesOpen: boolean;
  /** True until the first check answers, and while a re-check runs. */
  loading: boolean;
}

export type ConsentAction =
  | { type: 'checkStarted' }
  | { type: 'checked'; consent: ConsentRecord | null }
  | { type: 'checkFailed' }
  | { type: 'saved'; consent: ConsentRecord }
  | { type: 'reset' }
  | { type: 'preferencesOpened' }
  | { type: 'preferencesClosed' };

/** docs/api.md#spec-4: starts as no consent, needs consent, banner hidden, loading. */
export const initialConsentState: ConsentState = {
  consent: null,
  hasConsent: false,
  needsConsent: true,
  bannerVisible: false,
  preferencesOpen: false,
  loading: true,
};

const withConsent = (state: ConsentState, consent: ConsentRecord): ConsentState => ({
  ...state,
  consent,
  hasConsent: true,
  needsConsent: false,
  bannerVisible: false,
  loading: false,
});

const withoutConsent = (state: ConsentState): ConsentState => ({
  ...state,
  consent: null,
  hasConsent: false,
  needsConsent: true,
  bannerVisible: true,
  loading: false,
});

/**
 * Consent transitions (docs/api.md#spec-4), as a pure function (the store applies the side
 * effects).
 */
export function consentReducer(state: ConsentState, action: ConsentAction): ConsentState {
  switch (action.type) {
    case 'checkStarted':
      // A re-check (another user signed in) keeps what is shown until it answers: no flicker.
      return { ...state, loading: true };
    case 'checked':
      return action.consent ? withConsent(state, action.consent) : withoutConsent(state);
    case 'checkFailed':
      // docs/api.md#spec-8: a failed check shows the banner, so the parent can still choose.
      return withoutConsent(state);
    case 'saved':
      return { ...withConsent(state, action.consent), preferencesOpen: false };
    case 'reset':
      return { ...withoutConsent(state), preferencesOpen: false };
    case 'preferencesOpened':
      return { ...state, preferencesOpen: true };
    case 'preferencesClosed':
      return { ...state, preferencesOpen: false };
  }
}
