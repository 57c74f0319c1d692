import type { AnonymousConsentBody } from '@sns/contract';
import { useSyncExternalStore } from 'react';
import { keepLanguageCookie } from '../../../lib/i18n/language-store';
import { getCurrentUser } from '../../../lib/query-client';
import { getAnonymousConsent } from '../api/get-anonymous-consent';
import { getUserConsent } from '../api/get-user-consent';
import { resetAnonymousConsent } from '../api/reset-anonymous-consent';
import { resetUserConsent } from '../api/reset-user-consent';
import { saveAnonymousConsent } from '../api/save-anonymous-consent';
import { saveUserConsent } from '../api/save-user-consent';
import { choicesOf, consentBody, type ConsentChoices } from '../lib/consent-choices';
import { findStoredConsent } from '../lib/consent-check';
import {
  clearedConsentCookieStrings,
  consentCookieStrings,
  writeCookies,
} from '../lib/consent-cookies';
import {
  consentReducer,
  initialConsentState,
  type ConsentAction,
  type ConsentState,
} from '../lib/consent-state';

/*
 * One consent state for the whole page, outside React's tree: the banner, the preferences modal
 * and the profile's cookie panel load as separate chunks in different places of the layout, and
 * all of them read and change the same state.
 */
let state: ConsentState = initialConsentState;
const listeners = new Set<() => void>();
/** Bumped by every check and save, so an older check answering late never overrides them. */
let generation = 0;
/** Whether the analytics tag module was ever asked for: only then can a change concern it. */
let analyticsTouched = false;

function dispatch(action: ConsentAction) {
  state = consentReducer(state, action);
  listeners.forEach((l) => l());
}

const warn = (message: string, error: unknown) => console.warn(message, error);
const isHttps = () => window.location.protocol === 'https:';

/** docs/api.md#spec-9: the consent cookies, and the analytics tag when there is one to feed. */
function applyChoices(choices: ConsentChoices | null) {
  writeCookies(
    choices ? consentCookieStrings(choices, isHttps()) : clearedConsentCookieStrings(isHttps()),
  );
  // The language cookie is a functionality cookie: kept or expired with that consent (decision 070).
  keepLanguageCookie();
  if (!analyticsTouched && !choices?.analytics) return;
  analyticsTouched = true;
  // Loaded only once analytics is granted: visitors who never grant it never fetch the code.
  import('../lib/analytics-tag')
    .then((tag) => tag.applyAnalyticsConsent(choices))
    .catch((error: unknown) => warn('Applying analytics consent failed', error));
}

/** The consent check of docs/api.md#spec-4; reruns whenever the signed-in user changes. */
export async function checkConsent(userUid: string | null) {
  const mine = ++generation;
  dispatch({ type: 'checkStarted' });
  try {
    const consent = await findStoredConsent(
      userUid,
      { getUserConsent, getAnonymousConsent, saveUserConsent },
      warn,
    );
    if (mine !== generation) return;
    dispatch({ type: 'checked', consent });
    // No consent found (say, after the parent who chose signed out) means none is in force: the
    // cookies and the tag must not go on saying what someone else granted.
    applyChoices(consent ? choicesOf(consent) : null);
  } catch (error) {
    if (mine !== generation) return;
    // docs/api.md#spec-8: logged, and the banner shows — so, as with no consent, nothing optional
    // is on.
    warn('Checking the cookie consent failed', error);
    dispatch({ type: 'checkFailed' });
    applyChoices(null);
  }
}

/**
 * Saves a choice against the account when signed in, else against this browser. docs/api.md#spec-4,
 * docs/api.md#spec-8: true on 200/201 (banner and preferences close, consent applied); on failure
 * only logged.
 */
export async function saveConsent(
  choices: ConsentChoices,
  method: AnonymousConsentBody['consent_method'],
): Promise<boolean> {
  const mine = ++generation;
  const body = consentBody(choices, method);
  const userUid = getCurrentUser()?.user_uid;
  try {
    const consent = userUid
      ? await saveUserConsent({ ...body, user_uid: userUid })
      : await saveAnonymousConsent(body);
    // A newer check or save decides what is in force; this one is still saved.
    if (mine === generation) {
      dispatch({ type: 'saved', consent });
      applyChoices(choices);
    }
    return true;
  } catch (error) {
    warn('Saving the cookie consent failed', error);
    return false;
  }
}

/**
 * Reset Consent: back to no consent, the banner shows again, the consent cookies expire. The
 * server records go too (the account's and this browser's, or the next check would migrate the
 * browser's straight back); a failure there is only logged.
 */
export async function resetConsent() {
  generation += 1;
  dispatch({ type: 'reset' });
  applyChoices(null);
  const userUid = getCurrentUser()?.user_uid;
  const results = await Promise.allSettled([
    resetAnonymousConsent(),
    ...(userUid ? [resetUserConsent(userUid)] : []),
  ]);
  for (const r of results)
    if (r.status === 'rejected') warn('Resetting the cookie consent failed', r.reason);
}

/** The page's consent state now, for event handlers outside React's render. */
export const getConsentState = () => state;

export const openPreferences = () => dispatch({ type: 'preferencesOpened' });
export const closePreferences = () => dispatch({ type: 'preferencesClosed' });

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page's consent state; re-renders on every change. */
export function useConsent(): ConsentState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => initialConsentState,
  );
}
