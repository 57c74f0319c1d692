import type { AppContext } from '../../context';
import { InvalidWebhookError } from '../../providers/payments';
import { settlePrintCheckoutEvent } from '../print-orders/settle-print-checkout';
import { markUnpaidCheckout } from './checkout-repository';
import { purchaseErrors } from './purchase-errors';
import {
  findCheckoutForProvider,
  settleProviderCheckout,
  type SettleLog,
} from './settle-provider-checkout';

/**
 * POST /api/webhooks/stripe. Verified on the raw bytes; a paid checkout is credited through the
 * same `fulfilCheckout` as every other path, so repeated or concurrent deliveries credit once.
 * Events we don't act on, and checkouts that aren't ours, are acknowledged (a 4xx would only make
 * Stripe deliver them again for days).
 */
export async function handleStripeWebhook(
  ctx: AppContext,
  rawBody: Buffer,
  signature: string | undefined,
  log: SettleLog,
): Promise<{ received: true }> {
  if (ctx.payments.kind !== 'stripe') throw purchaseErrors.webhooksDisabled();
  let event;
  try {
    event = ctx.payments.parseWebhook(rawBody, signature);
  } catch (error) {
    if (!(error instanceof InvalidWebhookError)) throw error;
    log.warn({ reason: error.message }, 'stripe webhook refused');
    throw purchaseErrors.invalidWebhook();
  }
  if (event.kind === 'ignored') return { received: true };
  // A printed-book order's checkout (docs/decisions/027) is settled by its own module.
  if (await settlePrintCheckoutEvent(ctx, event, log)) return { received: true };

  const db = ctx.database.db;
  const checkout = await findCheckoutForProvider(db, event.checkout);
  if (!checkout) {
    log.warn(
      { providerSessionId: event.checkout.providerSessionId },
      'stripe webhook for an unknown checkout',
    );
    return { received: true };
  }
  if (event.kind === 'checkout_paid')
    await settleProviderCheckout(ctx, checkout, event.checkout, log);
  else await markUnpaidCheckout(db, checkout.id, 'expired');
  return { received: true };
}
