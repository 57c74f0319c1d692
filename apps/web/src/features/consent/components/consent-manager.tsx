import { lazy, Suspense, useEffect, useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { checkConsent, useConsent } from '../state/consent-store';
import { CookieBanner } from './cookie-banner';

// The modal (Mantine's Modal and the full stylesheet) loads on the first Customize.
const CookiePreferencesModal = lazy(() => import('./cookie-preferences-modal'));

/**
 * Runs the SPEC §4 consent check (again whenever the signed-in user changes) and shows the
 * banner and the preferences modal. The layout mounts it once the first page has painted.
 */
export default function ConsentManager() {
  const userUid = useCurrentUser()?.user_uid ?? null;
  const { bannerVisible, preferencesOpen } = useConsent();
  const [modalLoaded, setModalLoaded] = useState(false);
  if (preferencesOpen && !modalLoaded) setModalLoaded(true);

  useEffect(() => {
    void checkConsent(userUid);
  }, [userUid]);

  return (
    <>
      {/* Hidden behind an open preferences modal, so its buttons are never offered twice. */}
      {bannerVisible && !preferencesOpen && <CookieBanner />}
      {modalLoaded && (
        <Suspense fallback={null}>
          <CookiePreferencesModal opened={preferencesOpen} />
        </Suspense>
      )}
    </>
  );
}
