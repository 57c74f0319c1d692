import { lazy, Suspense, useEffect, useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import {
  checkConsent,
  closePreferences,
  getConsentState,
  openPreferences,
  useConsent,
} from '../state/consent-store';
import { CookieBanner } from './cookie-banner';

// The modal (Mantine's Modal and the full stylesheet) loads on the first Customize.
const CookiePreferencesModal = lazy(() => import('./cookie-preferences-modal'));

/**
 * Runs the consent check of docs/api.md#spec-4 (again whenever the signed-in user changes) and
 * shows the banner and the preferences modal. The layout mounts it once the first page has painted.
 */
export default function ConsentManager() {
  const userUid = useCurrentUser()?.user_uid ?? null;
  const { bannerVisible, preferencesOpen } = useConsent();
  const [modalLoaded, setModalLoaded] = useState(false);
  if (preferencesOpen && !modalLoaded) setModalLoaded(true);
  // The banner steps aside while the preferences it opened are shown; when they close without a
  // choice it comes back, and keyboard focus goes back to its Customize button, not the page top.
  const [refocusCustomize, setRefocusCustomize] = useState(false);
  const customize = () => {
    setRefocusCustomize(true);
    openPreferences();
  };

  useEffect(() => {
    void checkConsent(userUid);
  }, [userUid]);

  useEffect(() => {
    // Every open Mantine modal closes on Escape from its own window listener, so Escape in the
    // preferences (opened over the profile modal) would close the profile too. This listener is
    // added before any modal mounts, so it runs first: Escape closes the preferences alone.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing || !getConsentState().preferencesOpen) return;
      event.stopImmediatePropagation();
      closePreferences();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, []);

  return (
    <>
      {/* Hidden behind an open preferences modal, so its buttons are never offered twice. */}
      {bannerVisible && !preferencesOpen && (
        <CookieBanner
          onCustomize={customize}
          focusCustomize={refocusCustomize}
          onFocused={() => setRefocusCustomize(false)}
        />
      )}
      {modalLoaded && (
        <Suspense fallback={null}>
          <CookiePreferencesModal opened={preferencesOpen} />
        </Suspense>
      )}
    </>
  );
}
