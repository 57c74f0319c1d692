import { describe, expect, it } from 'vitest';
import { keepScreenAwake, type WakeLockHold, type WakeLockPage } from './screen-wake-lock';

/**
 * A browser page with the Screen Wake Lock API as browsers behave: a lock is granted only to a
 * visible page, and the browser releases it itself when the page is hidden.
 */
function fakePage({ refuse = false, withApi = true } = {}) {
  const listeners = new Set<() => void>();
  const locks: { released: boolean }[] = [];
  const answers: (() => void)[] = [];
  let visibility = 'visible';
  let deferred = false;
  const page: WakeLockPage = {
    navigator: withApi
      ? {
          wakeLock: {
            request: (type) => {
              expect(type).toBe('screen');
              if (refuse || visibility !== 'visible')
                return Promise.reject(new DOMException('Not allowed', 'NotAllowedError'));
              const lock = { released: false };
              const hold: WakeLockHold = {
                get released() {
                  return lock.released;
                },
                release: async () => {
                  lock.released = true;
                },
              };
              if (!deferred) {
                locks.push(lock);
                return Promise.resolve(hold);
              }
              return new Promise<WakeLockHold>((resolve) =>
                answers.push(() => {
                  locks.push(lock);
                  resolve(hold);
                }),
              );
            },
          },
        }
      : {},
    document: {
      get visibilityState() {
        return visibility;
      },
      addEventListener: (_type, listener) => listeners.add(listener),
      removeEventListener: (_type, listener) => listeners.delete(listener),
    },
  };
  const setVisibility = (next: 'visible' | 'hidden') => {
    visibility = next;
    // The browser lets go of every screen lock of a page that is hidden.
    if (next === 'hidden') for (const lock of locks) lock.released = true;
    for (const listener of [...listeners]) listener();
  };
  return {
    page,
    locks,
    held: () => locks.filter((l) => !l.released).length,
    listeners,
    setVisibility,
    deferAnswers: () => (deferred = true),
    answerAll: () => answers.splice(0).forEach((answer) => answer()),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keepScreenAwake', () => {
  it('holds a screen lock until let go, then releases it and stops listening', async () => {
    const browser = fakePage();
    const stop = keepScreenAwake(browser.page);
    await settle();
    expect(browser.held()).toBe(1);
    expect(browser.listeners.size).toBe(1);
    stop();
    await settle();
    expect(browser.held()).toBe(0);
    expect(browser.listeners.size).toBe(0);
  });

  it('asks again when the page is shown after being hidden, and not twice', async () => {
    const browser = fakePage();
    const stop = keepScreenAwake(browser.page);
    await settle();
    browser.setVisibility('hidden');
    await settle();
    expect(browser.held()).toBe(0);
    browser.setVisibility('visible');
    await settle();
    expect(browser.held()).toBe(1);
    // A second "visible" while a lock is held asks for nothing more.
    browser.setVisibility('visible');
    await settle();
    expect(browser.locks).toHaveLength(2);
    stop();
    await settle();
    expect(browser.held()).toBe(0);
  });

  it('waits for the page to be visible before asking', async () => {
    const browser = fakePage();
    browser.setVisibility('hidden');
    const stop = keepScreenAwake(browser.page);
    await settle();
    expect(browser.locks).toHaveLength(0);
    browser.setVisibility('visible');
    await settle();
    expect(browser.held()).toBe(1);
    stop();
  });

  it('gives back a lock that arrives after it was let go', async () => {
    const browser = fakePage();
    browser.deferAnswers();
    const stop = keepScreenAwake(browser.page);
    stop();
    browser.answerAll();
    await settle();
    expect(browser.locks).toHaveLength(1);
    expect(browser.held()).toBe(0);
  });

  it('does nothing, and throws nothing, where the API is missing or refuses', async () => {
    const missing = fakePage({ withApi: false });
    const stopMissing = keepScreenAwake(missing.page);
    expect(missing.listeners.size).toBe(0);
    stopMissing();

    const refusing = fakePage({ refuse: true });
    const stopRefusing = keepScreenAwake(refusing.page);
    await settle();
    expect(refusing.held()).toBe(0);
    // Refused once, asked again when the page comes back (the battery saver may be off by then).
    refusing.setVisibility('visible');
    await settle();
    stopRefusing();
    expect(refusing.listeners.size).toBe(0);
  });
});
