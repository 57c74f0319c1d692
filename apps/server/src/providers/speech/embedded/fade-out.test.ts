import { describe, expect, it } from 'vitest';
import { FADE_FLOOR, fadeOut } from './fade-out';

describe('fadeOut', () => {
  it('leaves the start alone and lowers the last seconds smoothly to a quiet floor', () => {
    const rate = 16000;
    const samples = new Int16Array(rate * 4).fill(10000);
    fadeOut(samples, rate, 2);
    expect(samples[0]).toBe(10000);
    expect(samples[rate * 2 - 1]).toBe(10000);
    // Half way through the fade: half way between full and the floor (a raised cosine).
    expect(samples[rate * 3]! / 10000).toBeCloseTo((1 + FADE_FLOOR) / 2, 2);
    expect(samples.at(-1)! / 10000).toBeCloseTo(FADE_FLOOR, 3);
    for (let i = rate * 2 + 1; i < samples.length; i += 1)
      expect(samples[i]!).toBeLessThanOrEqual(samples[i - 1]!);
  });

  it('fades the whole of a sentence shorter than the fade', () => {
    const samples = new Int16Array(100).fill(-8000);
    fadeOut(samples, 16000, 2);
    expect(samples[0]! / -8000).toBeGreaterThan(0.99);
    expect(samples.at(-1)! / -8000).toBeCloseTo(FADE_FLOOR, 3);
  });
});
