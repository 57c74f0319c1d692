import { PURCHASE_MESSAGES, type LatestReceiptResponse } from '@sns/contract';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { signingKey } from '../../lib/signing-keys';
import { hmac, safeEqual } from '../../lib/tokens';
import { PaymentsUnavailableError } from '../../providers/payments';
import { findUserById, normalizeEmail, type UserRow } from '../accounts/user-repository';
import {
  findCheckoutById,
  findLatestPaidCheckout,
  setReceiptUrl,
  type CheckoutRow,
} from './checkout-repository';

/** Our own receipt pages (outside /api): opened in a new tab, so signed rather than session-bound. */
export const RECEIPTS_PATH = '/receipts';

const receiptToken = (serverSecret: string, checkoutId: string) =>
  hmac(signingKey(serverSecret, 'receipts'), `receipt\n${checkoutId}`);

/** The signed link to our receipt page for a checkout; it works without a session, like Stripe's. */
export function ownReceiptUrl(config: AppContext['config'], checkoutId: string) {
  const token = receiptToken(config.sessionSecret, checkoutId);
  return `${config.publicUrl}${RECEIPTS_PATH}/${checkoutId}?token=${token}`;
}

/**
 * The receipt to show for a paid checkout: Stripe's (the charge's receipt_url, remembered once
 * found) when Stripe took the money, else — or while Stripe can't be reached — our own page.
 */
export async function receiptUrlOf(ctx: AppContext, checkout: CheckoutRow): Promise<string> {
  if (checkout.receiptUrl) return checkout.receiptUrl;
  if (ctx.payments.kind === 'stripe' && checkout.provider === 'stripe' && checkout.paymentRef) {
    try {
      const url = await ctx.payments.receiptUrl(checkout.paymentRef);
      if (url) {
        await setReceiptUrl(ctx.database.db, checkout.id, url);
        return url;
      }
    } catch (error) {
      if (!(error instanceof PaymentsUnavailableError)) throw error;
    }
  }
  return ownReceiptUrl(ctx.config, checkout.id);
}

/**
 * GET /api/getLatestReceipt/{email}: the signed-in user's own e-mail only
 * (docs/decisions/d7-own-data-only.md).
 */
export async function readLatestReceipt(
  ctx: AppContext,
  userId: string,
  email: string,
): Promise<LatestReceiptResponse> {
  const user = await findUserById(ctx.database.db, userId);
  if (!user) throw errors.unauthenticated();
  if (normalizeEmail(email) !== user.email) throw errors.forbidden();
  const latest = await findLatestPaidCheckout(ctx.database.db, userId);
  if (!latest) return { message: PURCHASE_MESSAGES.noPurchases };
  return { url: await receiptUrlOf(ctx, latest) };
}

/** A paid checkout and its buyer, for our receipt page, when the link's token is genuine. */
export async function readReceiptForPage(
  ctx: AppContext,
  checkoutId: string,
  token: string | undefined,
): Promise<{ checkout: CheckoutRow; buyer: UserRow } | undefined> {
  if (!token || !z.string().uuid().safeParse(checkoutId).success) return undefined;
  if (!safeEqual(token, receiptToken(ctx.config.sessionSecret, checkoutId))) return undefined;
  const checkout = await findCheckoutById(ctx.database.db, checkoutId);
  if (!checkout || checkout.status !== 'paid') return undefined;
  const buyer = await findUserById(ctx.database.db, checkout.userId);
  return buyer ? { checkout, buyer } : undefined;
}
