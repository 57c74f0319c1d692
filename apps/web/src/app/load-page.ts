import { needAllWords } from '../lib/i18n/language-store';
import { translate } from '../lib/i18n/use-t';

/**
 * How long a page's script may take to arrive before we give up on it (docs/api.md: the script
 * chunk load timeout, 120 s). The browser's own `import()` waits for ever on a stalled
 * connection; after this the router shows its error page, which offers a fresh start.
 */
export const PAGE_LOAD_TIMEOUT_MS = 120_000;

export class PageLoadTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(translate('common.pageTimeout', { seconds: Math.round(timeoutMs / 1000) }));
    this.name = 'PageLoadTimeoutError';
  }
}

/**
 * Wraps a route's `lazy` import so it fails after `timeoutMs` instead of hanging. The page comes
 * with every word of the page's language (decision 091) unless `allWords` is false: the landing
 * page's are in the main chunk.
 */
export function page<T>(
  load: () => Promise<T>,
  timeoutMs = PAGE_LOAD_TIMEOUT_MS,
  allWords = true,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new PageLoadTimeoutError(timeoutMs)), timeoutMs);
      const words = allWords ? needAllWords() : Promise.resolve();
      Promise.all([load(), words]).then(
        ([module]) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}

/** The landing page: its words are the main chunk's, so it waits for no others. */
export const landingPage = <T>(load: () => Promise<T>) => page(load, PAGE_LOAD_TIMEOUT_MS, false);
