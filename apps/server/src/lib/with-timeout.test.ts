import { describe, expect, it } from 'vitest';
import { withTimeout } from './with-timeout';

describe('withTimeout', () => {
  it('answers with the work when it ends in time', async () => {
    await expect(
      withTimeout(
        1000,
        async () => 'done',
        () => new Error('late'),
      ),
    ).resolves.toBe('done');
  });

  it('rejects at the bound even when the work ignores its signal', async () => {
    let signal: AbortSignal | undefined;
    const started = Date.now();
    await expect(
      withTimeout(
        50,
        (s) => {
          signal = s;
          return new Promise(() => {});
        },
        () => new Error('late'),
      ),
    ).rejects.toThrow('late');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(signal?.aborted).toBe(true);
  });
});
