import { describe, expect, it } from 'vitest';
import { cancelNote } from './cancel-note';

describe('cancelNote', () => {
  it('gives the deadline once the printer has the order', () => {
    expect(cancelNote({ status: 'submitted', cancelUntil: '2026-11-25T13:30:00Z' }, 'UTC')).toBe(
      'You can cancel until November 25, 2026 at 1:30 PM.',
    );
  });
  it('says it will be possible while the order is on its way to the printer', () => {
    expect(cancelNote({ status: 'paid', cancelUntil: null })).toBe(
      'You can cancel as soon as it reaches the printer.',
    );
  });
  it('says nothing once it cannot be canceled', () => {
    expect(cancelNote({ status: 'in_production', cancelUntil: null })).toBeNull();
    expect(cancelNote({ status: 'submitted', cancelUntil: null })).toBeNull();
  });
});
