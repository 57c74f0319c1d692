import { describe, expect, it } from 'vitest';
import { coverLayout, estimateCoverSize, spineWidth } from './cover-size';

describe('the cover sheet', () => {
  it('is two wrapped 8.5 in boards and a spine that grows with the page count', () => {
    expect(spineWidth(24)).toBe(18);
    expect(spineWidth(84)).toBe(18);
    expect(spineWidth(86)).toBe(36);
    expect(spineWidth(800)).toBeCloseTo(2.0625 * 72);
    expect(() => spineWidth(802)).toThrow();
    expect(estimateCoverSize(24)).toEqual({ width: 2 * (612 + 54) + 18, height: 720 });
  });

  it('finds its back, spine and front from any sheet size of a square book', () => {
    const layout = coverLayout({ width: 1400, height: 740 });
    expect(layout.wrap).toBe(64);
    expect(layout.spine).toEqual({ x: 676, y: 0, width: 1400 - 2 * 676, height: 740 });
    expect(layout.back).toEqual({ x: 64, y: 64, width: 612, height: 612 });
    expect(layout.front.x).toBe(676 + 48);
    expect(layout.front.x + layout.front.width + layout.wrap).toBe(1400);
    expect(layout.frontSafe).toEqual({ x: 724 + 36, y: 100, width: 540, height: 540 });
    expect(() => coverLayout({ width: 1200, height: 720 })).toThrow(/cannot wrap/);
  });
});
