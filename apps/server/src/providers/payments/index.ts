import type { Config } from '../../config';
import { signingKey } from '../../lib/signing-keys';
import type { PaymentsProvider } from './types';
export * from './types';

/**
 * The test checkout unless Stripe keys are configured. The Stripe SDK is only loaded when used
 * (docs/design.md#conventions, item 6).
 */
export async function createPaymentsProvider(
  config: Pick<Config, 'stripe' | 'publicUrl' | 'sessionSecret'>,
): Promise<PaymentsProvider> {
  if (config.stripe) {
    const { createStripeProvider } = await import('./stripe');
    return createStripeProvider(config.stripe, config.publicUrl);
  }
  const { createTestCheckoutProvider } = await import('./test-checkout');
  return createTestCheckoutProvider({
    publicUrl: config.publicUrl,
    secret: signingKey(config.sessionSecret, 'test-checkout'),
  });
}
