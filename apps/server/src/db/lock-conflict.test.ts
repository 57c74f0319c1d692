import { describe, expect, it } from 'vitest';
import { isLockConflict, retryOnLockConflict } from './lock-conflict';

const conflict = (code: string) => Object.assign(new Error('lost'), { code });

describe('retryOnLockConflict', () => {
  it('reruns work that lost a deadlock or a serialization conflict, then returns its result', async () => {
    const failures = [conflict('40P01'), new Error('wrapped', { cause: conflict('40001') })];
    let calls = 0;
    const result = await retryOnLockConflict(async () => {
      calls += 1;
      const next = failures.shift();
      if (next) throw next;
      return 'done';
    });
    expect(result).toBe('done');
    expect(calls).toBe(3);
  });

  it('does not rerun other failures, and gives up after its attempts', async () => {
    let calls = 0;
    await expect(
      retryOnLockConflict(async () => {
        calls += 1;
        throw conflict('23505');
      }),
    ).rejects.toThrow('lost');
    expect(calls).toBe(1);
    calls = 0;
    await expect(
      retryOnLockConflict(async () => {
        calls += 1;
        throw conflict('40P01');
      }, 2),
    ).rejects.toThrow('lost');
    expect(calls).toBe(2);
    expect(isLockConflict(new Error('plain'))).toBe(false);
  });
});
