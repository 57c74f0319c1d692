import type { ConsentRecord } from '@sns/contract';
import { describe, expect, it } from 'vitest';
import {
  consentReducer,
  initialConsentState,
  type ConsentAction,
  type ConsentState,
} from './consent-state';

const record: ConsentRecord = {
  consent_given: true,
  essential_cookies: true,
  analytics_cookies: true,
  marketing_cookies: false,
  functionality_cookies: true,
  consent_method: 'preferences_custom',
  consent_timestamp: '2025-11-22T11:25:00.000Z',
  updated_timestamp: '2025-11-22T11:25:00.000Z',
  consent_version: '1.0',
};

const run = (...actions: ConsentAction[]) =>
  actions.reduce<ConsentState>(consentReducer, initialConsentState);

describe('consent state (docs/api.md#spec-4)', () => {
  it('starts as no consent, needs consent, banner hidden, loading', () => {
    expect(initialConsentState).toMatchObject({
      consent: null,
      hasConsent: false,
      needsConsent: true,
      bannerVisible: false,
      loading: true,
    });
  });

  it('a stored consent hides the banner and is in force', () => {
    expect(run({ type: 'checkStarted' }, { type: 'checked', consent: record })).toEqual({
      consent: record,
      hasConsent: true,
      needsConsent: false,
      bannerVisible: false,
      preferencesOpen: false,
      loading: false,
    });
  });

  it('no stored consent shows the banner', () => {
    expect(run({ type: 'checked', consent: null })).toMatchObject({
      hasConsent: false,
      needsConsent: true,
      bannerVisible: true,
      loading: false,
    });
  });

  it('a failed check shows the banner', () => {
    expect(run({ type: 'checkFailed' })).toMatchObject({
      bannerVisible: true,
      loading: false,
      hasConsent: false,
    });
  });

  it('a re-check keeps what is shown until it answers', () => {
    const shown = run({ type: 'checked', consent: null }, { type: 'checkStarted' });
    expect(shown).toMatchObject({ bannerVisible: true, loading: true });
  });

  it('saving closes the banner and the preferences and records the consent', () => {
    const state = run(
      { type: 'checked', consent: null },
      { type: 'preferencesOpened' },
      { type: 'saved', consent: record },
    );
    expect(state).toMatchObject({
      consent: record,
      hasConsent: true,
      needsConsent: false,
      bannerVisible: false,
      preferencesOpen: false,
    });
  });

  it('reset goes back to no consent and shows the banner again', () => {
    const state = run(
      { type: 'checked', consent: record },
      { type: 'preferencesOpened' },
      { type: 'reset' },
    );
    expect(state).toMatchObject({
      consent: null,
      hasConsent: false,
      needsConsent: true,
      bannerVisible: true,
      preferencesOpen: false,
    });
  });

  it('closing the preferences without saving leaves the banner as it was', () => {
    const state = run(
      { type: 'checked', consent: null },
      { type: 'preferencesOpened' },
      { type: 'preferencesClosed' },
    );
    expect(state).toMatchObject({ bannerVisible: true, preferencesOpen: false, hasConsent: false });
  });
});
