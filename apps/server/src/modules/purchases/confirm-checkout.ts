import type { ConfirmCheckoutResponse } from '@sns/contract';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { PaymentsUnavailableError } from '../../providers/payments';
import { findUserById } from '../accounts/user-repository';
import {
  findCheckoutById,
  findCheckoutByProviderId,
  type CheckoutRow,
} from './checkout-repository';
import { purchaseErrors } from './purchase-errors';
import { receiptUrlOf } from './receipts';
import { settleProviderCheckout, type SettleLog } from './settle-provider-checkout';

/**
 * GET /api/confirmCheckout: the success page's return from the hosted checkout. `sessionId` is
 * ours (test checkout) or Stripe's `cs_…` (its success_url). A Stripe checkout not yet credited
 * is asked about at Stripe — the parent often comes back before the webhook — and credited only
 * if Stripe says paid; a URL typed by hand can't credit anything.
 */
export async function confirmCheckout(
  ctx: AppContext,
  userId: string,
  sessionId: string,
  log: SettleLog,
): Promise<ConfirmCheckoutResponse> {
  const db = ctx.database.db;
  const found = await findOwnCheckout(ctx, userId, sessionId);
  if (found.status !== 'paid' && found.provider === 'stripe' && found.providerSessionId) {
    if (ctx.payments.kind !== 'stripe') throw purchaseErrors.paymentsUnavailable();
    let remote;
    try {
      remote = await ctx.payments.retrieveCheckout(found.providerSessionId);
    } catch (error) {
      if (error instanceof PaymentsUnavailableError) throw purchaseErrors.paymentsUnavailable();
      throw error;
    }
    if (remote) await settleProviderCheckout(ctx, found, remote, log);
  }
  const checkout = await findCheckoutById(db, found.id);
  if (checkout?.status !== 'paid') throw purchaseErrors.paymentNotCompleted();
  const user = await findUserById(db, userId);
  if (!user) throw errors.unauthenticated();
  return {
    message: 'OK',
    storiesRemaining: user.credits,
    credits: checkout.credits,
    receiptUrl: await receiptUrlOf(ctx, checkout),
  };
}

/** The signed-in user's checkout by either id; someone else's is as unknown as a forged one. */
async function findOwnCheckout(
  ctx: AppContext,
  userId: string,
  sessionId: string,
): Promise<CheckoutRow> {
  const db = ctx.database.db;
  const checkout = z.string().uuid().safeParse(sessionId).success
    ? await findCheckoutById(db, sessionId)
    : await findCheckoutByProviderId(db, sessionId);
  if (!checkout || checkout.userId !== userId) throw purchaseErrors.checkoutNotFound();
  return checkout;
}
