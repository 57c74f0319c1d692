import { describe, expect, it } from 'vitest';
import { formatLongDateTime } from './format-date';

describe('formatLongDateTime', () => {
  it('shows en-US long dates with hour and minute', () => {
    expect(formatLongDateTime('2025-11-22T11:25:00.000Z', 'UTC')).toBe(
      'November 22, 2025 at 11:25 AM',
    );
  });

  it('is empty for missing or unreadable values', () => {
    expect(formatLongDateTime(null)).toBe('');
    expect(formatLongDateTime('not a date')).toBe('');
  });
});
