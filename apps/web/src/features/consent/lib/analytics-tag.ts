import { publicConfigQueryOptions } from '../../../lib/public-config';
import { queryClient } from '../../../lib/query-client';
import type { ConsentChoices } from './consent-choices';
import { ALL_DENIED, gtagConsentFor, gtagScriptUrl } from './gtag-consent';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

let loaded = false;

/**
 * Brings Google's tag in line with the parent's choice (DESIGN §3 GA_MEASUREMENT_ID). The script
 * is only ever requested once analytics consent is granted, and without a measurement id
 * nothing loads at all; consent mode starts all denied, then gets the parent's choice. Once
 * loaded, later choices (or a reset) only update consent mode: a script cannot be unloaded.
 */
export async function applyAnalyticsConsent(choices: ConsentChoices | null) {
  if (!loaded && !choices?.analytics) return;
  const { gaMeasurementId } = await queryClient.fetchQuery(publicConfigQueryOptions());
  if (!gaMeasurementId) return;
  const consent = choices ? gtagConsentFor(choices) : ALL_DENIED;
  if (loaded) {
    window.gtag?.('consent', 'update', consent);
    return;
  }
  loaded = true;
  window.dataLayer = window.dataLayer ?? [];
  const dataLayer = window.dataLayer;
  // gtag.js reads each entry as an `arguments` object, not an array: keep Google's snippet shape.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  window.gtag('consent', 'default', ALL_DENIED);
  window.gtag('consent', 'update', consent);
  window.gtag('js', new Date());
  window.gtag('config', gaMeasurementId);
  const script = document.createElement('script');
  script.async = true;
  script.src = gtagScriptUrl(gaMeasurementId);
  document.head.appendChild(script);
}
