import { describe, expect, it } from 'vitest';
import { chargeTestCard, createTestCheckoutProvider } from './test-checkout';

describe('the test checkout provider', () => {
  it('pays with 4242…, declines 4000 0000 0000 0002, refuses anything else', () => {
    expect(chargeTestCard('4242 4242 4242 4242')).toBe('paid');
    expect(chargeTestCard(' 4242-4242-4242-4242 ')).toBe('paid');
    expect(chargeTestCard('4000000000000002')).toBe('declined');
    expect(chargeTestCard('4000 0000 0000 0002')).toBe('declined');
    for (const other of ['', '4242', '5555555555554444', '42424242424242424', 'abcd']) {
      expect(chargeTestCard(other), other).toBe('not_a_test_card');
    }
  });

  it('hosts the checkout on our own URL and signs its form per checkout', async () => {
    const provider = createTestCheckoutProvider({
      publicUrl: 'https://stories.example',
      secret: 's3cret',
    });
    const hosted = await provider.createCheckout({
      checkoutId: 'c1',
      userId: 'u1',
      customerEmail: 'maya@example.com',
      productId: 'credits-30',
      productName: '30 Credits',
      credits: 30,
      amountCents: 999,
      currency: 'usd',
    });
    expect(hosted).toEqual({
      url: 'https://stories.example/test-checkout/c1',
      providerSessionId: null,
    });
    const token = provider.formToken('c1');
    expect(provider.isValidFormToken('c1', token)).toBe(true);
    expect(provider.isValidFormToken('c2', token)).toBe(false);
    expect(provider.isValidFormToken('c1', undefined)).toBe(false);
    const other = createTestCheckoutProvider({
      publicUrl: 'https://stories.example',
      secret: 'other',
    });
    expect(other.isValidFormToken('c1', token)).toBe(false);
  });
});
