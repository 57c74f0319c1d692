/** A held screen wake lock, as the Screen Wake Lock API hands it over. */
export interface WakeLockHold {
  readonly released: boolean;
  release(): Promise<void>;
}

/**
 * What keeping the screen awake needs from the browser: `navigator.wakeLock` (absent in older
 * browsers and outside secure contexts) and the page's visibility.
 */
export interface WakeLockPage {
  navigator: { wakeLock?: { request(type: 'screen'): Promise<WakeLockHold> } };
  document: {
    readonly visibilityState: string;
    addEventListener(type: 'visibilitychange', listener: () => void): void;
    removeEventListener(type: 'visibilitychange', listener: () => void): void;
  };
}

const ignore = () => {};

/**
 * Keeps the screen from dimming and locking until the returned function is called
 * (docs/decisions/026-night-mode.md). The browser lets go of the lock whenever the page is hidden
 * (another tab, the phone's lock button), so it is asked for again each time the page is shown.
 * Where the API is missing or refuses (battery saver, a hidden page), nothing happens: the screen
 * sleeps as it always has, and no error reaches the parent.
 */
export function keepScreenAwake(page: WakeLockPage): () => void {
  const wakeLock = page.navigator.wakeLock;
  if (!wakeLock) return ignore;
  let stopped = false;
  let held: WakeLockHold | null = null;
  let asking = false;

  const acquire = () => {
    if (stopped || asking || page.document.visibilityState !== 'visible') return;
    if (held && !held.released) return;
    asking = true;
    let request: Promise<WakeLockHold>;
    try {
      request = wakeLock.request('screen');
    } catch {
      asking = false;
      return;
    }
    request.then(
      (lock) => {
        asking = false;
        // Let go while the answer was on its way: give it straight back.
        if (stopped) lock.release().catch(ignore);
        else held = lock;
      },
      () => {
        asking = false;
      },
    );
  };

  page.document.addEventListener('visibilitychange', acquire);
  acquire();
  return () => {
    stopped = true;
    page.document.removeEventListener('visibilitychange', acquire);
    if (held && !held.released) held.release().catch(ignore);
    held = null;
  };
}
