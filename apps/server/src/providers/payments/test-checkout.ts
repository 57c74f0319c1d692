import { TEST_CARDS } from '@sns/contract';
import { hmac, safeEqual } from '../../lib/tokens';
import type { RefundRequest, TestCardOutcome, TestCheckoutProvider } from './types';

/** The page of a test checkout: outside /api, like a vendor's hosted page. */
export const TEST_CHECKOUT_PATH = '/test-checkout';
/** The test checkout of a printed-book order (docs/decisions/027). */
export const TEST_BOOK_CHECKOUT_PATH = `${TEST_CHECKOUT_PATH}/book`;

/**
 * The embedded checkout (docs/api.md#design-5-4): our own hosted page stands in for the vendor's,
 * so the whole purchase journey works offline. Nothing is charged; the card numbers are Stripe's
 * test cards.
 */
export function createTestCheckoutProvider(options: {
  publicUrl: string;
  secret: string;
}): TestCheckoutProvider {
  // A separate purpose string keeps these tokens useless anywhere else the secret signs.
  const tokenOf = (checkoutId: string) => hmac(options.secret, `test-checkout-form\n${checkoutId}`);
  const refunds: RefundRequest[] = [];
  return {
    kind: 'test',
    async createCheckout(request) {
      return {
        url: `${options.publicUrl}${TEST_CHECKOUT_PATH}/${request.checkoutId}`,
        providerSessionId: null,
      };
    },
    formToken: tokenOf,
    isValidFormToken(checkoutId, token) {
      return typeof token === 'string' && safeEqual(token, tokenOf(checkoutId));
    },
    chargeCard: chargeTestCard,
    async createPrintCheckout(request) {
      return {
        url: `${options.publicUrl}${TEST_BOOK_CHECKOUT_PATH}/${request.orderId}`,
        providerSessionId: null,
      };
    },
    async refund(request) {
      const earlier = refunds.findIndex((r) => r.key === request.key);
      if (earlier < 0) refunds.push(request);
      return { refundId: `TEST-REFUND-${request.key.replace(/-/g, '').slice(0, 8).toUpperCase()}` };
    },
    refunds,
  };
}

/** 4242… pays, 4000 0000 0000 0002 is declined; spaces and dashes as people type them are fine. */
export function chargeTestCard(cardNumber: string): TestCardOutcome {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === TEST_CARDS.pays) return 'paid';
  if (digits === TEST_CARDS.declined) return 'declined';
  return 'not_a_test_card';
}
