import { describe, expect, it } from 'vitest';
import { formatPrice, paymentsBodySchema } from './purchases';

describe('purchases contract', () => {
  it('formats prices as the shop shows them', () => {
    expect(formatPrice(9.99)).toBe('$9.99');
    expect(formatPrice(17.99, 'USD')).toBe('$17.99');
    expect(formatPrice(5, 'USD')).toBe('$5.00');
  });

  it('keeps only the product id and the user fields it checks', () => {
    const parsed = paymentsBodySchema.parse({
      user: { user_uid: 'u1', email: 'a@b.c', storiesRemaining: 3 },
      product: { product_id: 'credits-30', price: 0.01, name: '60 Credits' },
    });
    expect(parsed).toEqual({
      user: { user_uid: 'u1', email: 'a@b.c' },
      product: { product_id: 'credits-30' },
    });
    expect(paymentsBodySchema.safeParse({ product: {} }).success).toBe(false);
  });
});
