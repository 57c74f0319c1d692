import { publicConfigQueryOptions } from '../../../lib/public-config';
import { queryClient } from '../../../lib/query-client';
import type { ConsentChoices } from './consent-choices';
import { createGtagLoader } from './gtag-loader';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** This page's tag; the measurement id comes from GET /api/config (server GA_MEASUREMENT_ID). */
const tag = createGtagLoader(
  { window, document },
  async () => (await queryClient.fetchQuery(publicConfigQueryOptions())).gaMeasurementId,
);

/**
 * Brings Google's tag in line with the parent's choice: loaded only after analytics consent and
 * only with a measurement id; see `createGtagLoader`.
 */
export const applyAnalyticsConsent = (choices: ConsentChoices | null) => tag.apply(choices);
