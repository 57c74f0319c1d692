import { lazy, Suspense, useEffect, useState } from 'react';
import { needAllWords } from '../../lib/i18n/language-store';
import { whenIdle } from '../../lib/when-idle';

/*
 * The consent UI for every page of the main layout. Both parts load as their own chunks: the
 * banner after the first paint (the landing budget of docs/design.md#design-7 has no room for it),
 * the profile's panel with the profile modal. Their words are English's rest (decision 097),
 * brought with them.
 */
const ConsentManager = lazy(() =>
  Promise.all([import('../../features/consent/components/consent-manager'), needAllWords()]).then(
    ([module]) => module,
  ),
);
const CookieSettingsPanel = lazy(() =>
  Promise.all([
    import('../../features/consent/components/cookie-settings-panel'),
    needAllWords(),
  ]).then(([module]) => module),
);

/** The consent check, banner and preferences modal, started once the browser is idle. */
export function CookieConsent() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true), 1000), []);
  return ready ? (
    <Suspense fallback={null}>
      <ConsentManager />
    </Suspense>
  ) : null;
}

/** What the profile modal shows in its cookie settings slot (features don't import features). */
export function CookieSettings() {
  return (
    <Suspense fallback={null}>
      <CookieSettingsPanel />
    </Suspense>
  );
}
