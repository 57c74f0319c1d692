import { describe, expect, it } from 'vitest';
import { formatDeliveryWindow } from './delivery-window';

describe('formatDeliveryWindow', () => {
  it('reads a window, one day, or nothing', () => {
    expect(formatDeliveryWindow({ min: '2026-12-03', max: '2026-12-08' })).toBe(
      'December 3 – December 8',
    );
    expect(formatDeliveryWindow({ min: '2026-12-03', max: '2026-12-03' })).toBe('December 3');
    expect(formatDeliveryWindow({ min: null, max: '2026-12-08' })).toBe('December 8');
    expect(formatDeliveryWindow({ min: null, max: null })).toBe('');
  });
});
