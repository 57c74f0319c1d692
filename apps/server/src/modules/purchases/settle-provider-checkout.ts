import { z } from 'zod';
import type { Database } from '../../db/client';
import type { ProviderCheckout } from '../../providers/payments';
import {
  findCheckoutById,
  findCheckoutByProviderId,
  type CheckoutRow,
} from './checkout-repository';
import { fulfilCheckout, type FulfilContext } from './fulfil-checkout';

export interface SettleLog {
  warn(obj: object, msg: string): void;
}

/** Our checkout for the provider's: by the provider's id, else by the reference we gave it. */
export async function findCheckoutForProvider(
  db: Database,
  remote: ProviderCheckout,
): Promise<CheckoutRow | undefined> {
  const byProviderId = await findCheckoutByProviderId(db, remote.providerSessionId);
  if (byProviderId) return byProviderId;
  // The provider may report a checkout before we stored its id (a fast webhook).
  if (!remote.checkoutId || !z.string().uuid().safeParse(remote.checkoutId).success)
    return undefined;
  const byReference = await findCheckoutById(db, remote.checkoutId);
  return byReference?.provider === 'stripe' && byReference.providerSessionId === null
    ? byReference
    : undefined;
}

/**
 * Credits our checkout when the provider says it is paid and it is the very checkout we opened:
 * same reference, same provider id (once known), same amount and currency. Anything else is
 * logged and credits nothing.
 */
export async function settleProviderCheckout(
  ctx: FulfilContext,
  checkout: CheckoutRow,
  remote: ProviderCheckout,
  log: SettleLog,
): Promise<{ fulfilled: boolean }> {
  if (!remote.paid) return { fulfilled: false };
  const mismatch =
    remote.checkoutId !== checkout.id ||
    (checkout.providerSessionId !== null &&
      checkout.providerSessionId !== remote.providerSessionId) ||
    remote.amountCents !== checkout.amountCents ||
    remote.currency?.toLowerCase() !== checkout.currency.toLowerCase();
  if (mismatch) {
    log.warn(
      { checkoutId: checkout.id, providerSessionId: remote.providerSessionId },
      'paid provider checkout does not match ours: not credited',
    );
    return { fulfilled: false };
  }
  return fulfilCheckout(ctx, checkout.id, remote.paymentRef);
}
