import { describe, expect, it } from 'vitest';
import { createRandom, forkRandom } from './random';

describe('createRandom', () => {
  it('repeats its sequence for the same seed', () => {
    const a = createRandom(7);
    const b = createRandom(7);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(
      Array.from({ length: 5 }, () => b.next()),
    );
  });

  it('diverges at once for neighbouring seeds', () => {
    expect(createRandom(1).next()).not.toBe(createRandom(2).next());
  });

  it('stays within the asked ranges', () => {
    const random = createRandom(3);
    for (let i = 0; i < 500; i++) {
      const value = random.int(2, 4);
      expect(value).toBeGreaterThanOrEqual(2);
      expect(value).toBeLessThanOrEqual(4);
      expect(random.next()).toBeLessThan(1);
    }
  });
});

describe('forkRandom', () => {
  it('gives independent streams per label', () => {
    expect(forkRandom(1, 'sky').next()).not.toBe(forkRandom(1, 'hero').next());
    expect(forkRandom(1, 'sky').next()).toBe(forkRandom(1, 'sky').next());
  });
});
