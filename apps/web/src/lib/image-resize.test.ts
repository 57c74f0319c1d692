import { describe, expect, it } from 'vitest';
import { fitWithin } from './image-resize';

describe('fitWithin', () => {
  it('scales the longer side down to 512', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 512, height: 384 });
    expect(fitWithin(1080, 1920)).toEqual({ width: 288, height: 512 });
    expect(fitWithin(2048, 2048)).toEqual({ width: 512, height: 512 });
  });

  it('never upscales small images', () => {
    expect(fitWithin(200, 100)).toEqual({ width: 200, height: 100 });
  });

  it('keeps at least one pixel per side', () => {
    expect(fitWithin(10000, 1)).toEqual({ width: 512, height: 1 });
  });

  it('gives nothing for an empty image', () => {
    expect(fitWithin(0, 100)).toBeNull();
    expect(fitWithin(Number.NaN, 100)).toBeNull();
  });
});
