import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useSignOut } from '../../features/accounts/api/logout';
import { useCurrentUser } from '../../lib/current-user';
import { useT } from '../../lib/i18n/use-t';
import { setProfileOpen, useProfileOpen } from '../../lib/profile-modal-state';
import { CookieConsent, CookieSettings } from './cookie-consent';
import classes from './main-layout.module.css';
import { useProfileLanguage } from './language-switch';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { needAllWords } from '../../lib/i18n/language-store';

// The profile modal is only for signed-in users: keep it out of the landing page's first load.
// It comes with every word (decision 091): its own are not among the landing page's.
const ProfileModal = lazy(() =>
  Promise.all([import('../../features/accounts/components/profile-modal'), needAllWords()]).then(
    ([module]) => module,
  ),
);
const SessionCheck = lazy(() => import('../../features/accounts/components/session-check'));

/**
 * Main layout (docs/product.md#menus): header menus, the page, the footer; runs the session check
 * (docs/api.md#spec-4).
 *
 * A sticky header and a plain <main> rather than Mantine's AppShell: AppShell (with its navbar,
 * aside and scroll-lock machinery we do not use) adds ~8 kB gzip to every first paint, which
 * alone would push the landing page over its 150 KiB budget (docs/design.md#design-7).
 */
export function MainLayout() {
  const t = useT();
  const user = useCurrentUser();
  useProfileLanguage(user);
  const profileOpen = useProfileOpen();
  const navigation = useNavigation();
  const { signOut } = useSignOut();

  // Mount the modal on first open and keep it, so later opens and closes animate.
  const [profileLoaded, setProfileLoaded] = useState(false);
  if (profileOpen && user && !profileLoaded) setProfileLoaded(true);

  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skipLink}>
        {t('layout.skipToContent')}
      </a>
      {navigation.state === 'loading' && <div className={classes.progress} role="presentation" />}
      <header className={classes.header}>
        <SiteHeader user={user} onSignOut={signOut} />
      </header>
      <main id="main" tabIndex={-1} className={classes.main}>
        <div className={classes.content}>
          <Outlet />
        </div>
        <SiteFooter user={user} />
      </main>
      {user && (
        <Suspense fallback={null}>
          <SessionCheck />
        </Suspense>
      )}
      {user && profileLoaded && (
        <Suspense fallback={null}>
          <ProfileModal
            opened={profileOpen}
            onClose={() => setProfileOpen(false)}
            cookieSettings={<CookieSettings />}
          />
        </Suspense>
      )}
      <CookieConsent />
      <ScrollRestoration />
    </div>
  );
}
