import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, PAGE_LOAD_TIMEOUT_MS, PageLoadTimeoutError } from './load-page';

describe('page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives up on a page whose script has not arrived after 120 s', async () => {
    const stalled = page(() => new Promise<never>(() => {}));
    const loading = stalled();
    const settled = vi.fn();
    loading.catch(settled);
    await vi.advanceTimersByTimeAsync(PAGE_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(loading).rejects.toBeInstanceOf(PageLoadTimeoutError);
    expect(PAGE_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('hands on the page, or the loading error, as soon as it comes', async () => {
    await expect(page(() => Promise.resolve({ Component: 'x' }))()).resolves.toEqual({
      Component: 'x',
    });
    await expect(page(() => Promise.reject(new Error('offline')))()).rejects.toThrow('offline');
    expect(vi.getTimerCount()).toBe(0);
  });
});
