import { describe, expect, it } from 'vitest';
import { formatCents, formatMoney, orderTotalCents } from './money';

describe('money', () => {
  it('formats minor and major units with the currency', () => {
    expect(formatCents(2999, 'USD')).toBe('$29.99');
    expect(formatMoney(4.5, 'USD')).toBe('$4.50');
    expect(formatCents(1250, 'EUR')).toBe('€12.50');
  });

  it('keeps an unknown currency readable', () => {
    expect(formatMoney(3, 'ZZZZ')).toBe('3.00 ZZZZ');
  });

  it('adds copies and shipping exactly, in cents', () => {
    expect(orderTotalCents(29.99, 3, 4.99)).toBe(9496);
    expect(orderTotalCents(0.1, 3, 0.2)).toBe(50);
  });
});
