import type { ConsentChoices } from './consent-choices';
import { ALL_DENIED, gtagConsentFor, gtagScriptUrl } from './gtag-consent';

/** The parts of the page the tag touches, passed in so the gate is tested without a browser. */
export interface GtagPage {
  window: { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };
  document: {
    createElement(tag: 'script'): { async: boolean; src: string };
    head: { appendChild(node: never): unknown };
  };
}

/**
 * Google's tag, gated by consent (GA_MEASUREMENT_ID in docs/design.md#design-3;
 * docs/api.md#spec-9). The returned `apply` brings the tag in line with a choice (null: no choice
 * in force, as after Reset Consent):
 * - the script is requested only once analytics consent is granted, and never without a
 *   measurement id (asked for only then: a parent who never grants analytics never waits on it);
 * - consent mode starts all denied, then gets the parent's choice, before the script arrives;
 * - once loaded, later choices only update consent mode: a script cannot be unloaded.
 * Calls run one after another, in order: a second choice arriving while the first still waits
 * for the measurement id can neither load the script twice nor be overtaken by the first.
 */
export function createGtagLoader(page: GtagPage, measurementId: () => Promise<string | null>) {
  let loaded = false;
  let queue: Promise<void> = Promise.resolve();

  async function applyNow(choices: ConsentChoices | null) {
    if (!loaded && !choices?.analytics) return;
    const id = await measurementId();
    if (!id) return;
    const consent = choices ? gtagConsentFor(choices) : ALL_DENIED;
    const { window: win, document: doc } = page;
    if (loaded) {
      win.gtag?.('consent', 'update', consent);
      return;
    }
    loaded = true;
    win.dataLayer = win.dataLayer ?? [];
    const dataLayer = win.dataLayer;
    // gtag.js reads each entry as an `arguments` object, not an array: keep Google's snippet shape.
    win.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    win.gtag('consent', 'default', ALL_DENIED);
    win.gtag('consent', 'update', consent);
    win.gtag('js', new Date());
    win.gtag('config', id);
    const script = doc.createElement('script');
    script.async = true;
    script.src = gtagScriptUrl(id);
    doc.head.appendChild(script as never);
  }

  return {
    apply(choices: ConsentChoices | null): Promise<void> {
      const next = queue.then(() => applyNow(choices));
      // A failed step (config unreachable) must not block the choices after it.
      queue = next.catch(() => {});
      return next;
    },
  };
}
