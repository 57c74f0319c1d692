import type { PaymentsBody } from '@sns/contract';
import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { PaymentsUnavailableError } from '../../providers/payments';
import { findUserById, normalizeEmail, type UserRow } from '../accounts/user-repository';
import { insertCheckout, markUnpaidCheckout, setProviderSessionId } from './checkout-repository';
import { purchaseErrors } from './purchase-errors';
import { findActiveProduct } from './product-repository';

/**
 * POST /api/payments: opens a checkout for one package and returns the hosted page to send the
 * browser to. The buyer is the signed-in user; the price comes from our table, never the body.
 */
export async function startCheckout(
  ctx: AppContext,
  userId: string,
  body: PaymentsBody,
): Promise<{ url: string }> {
  const db = ctx.database.db;
  const buyer = await findUserById(db, userId);
  if (!buyer) throw errors.unauthenticated();
  assertBodyNamesBuyer(body.user, buyer);
  const product = await findActiveProduct(db, body.product.product_id.trim());
  if (!product) throw purchaseErrors.productNotFound();

  const checkout = await insertCheckout(db, {
    userId: buyer.id,
    productId: product.id,
    productName: product.name,
    credits: product.credits,
    amountCents: product.amountCents,
    currency: product.currency,
    provider: ctx.payments.kind,
  });
  try {
    const hosted = await ctx.payments.createCheckout({
      checkoutId: checkout.id,
      userId: buyer.id,
      customerEmail: buyer.email,
      productId: product.id,
      productName: product.name,
      credits: product.credits,
      amountCents: product.amountCents,
      currency: product.currency,
    });
    if (hosted.providerSessionId)
      await setProviderSessionId(db, checkout.id, hosted.providerSessionId);
    return { url: hosted.url };
  } catch (error) {
    // Nobody can pay a checkout the provider never opened: close ours so it can't linger.
    await markUnpaidCheckout(db, checkout.id, 'canceled');
    if (error instanceof PaymentsUnavailableError) throw purchaseErrors.paymentsUnavailable();
    throw error;
  }
}

/**
 * docs/decisions/d7-own-data-only.md: the original client sends the current user in the body. It is
 * never used to pick the buyer, but a body naming someone else is refused rather than silently
 * ignored.
 */
function assertBodyNamesBuyer(user: PaymentsBody['user'], buyer: UserRow) {
  if (!user) return;
  const ids = [user.user_uid, user.id].filter((v): v is string => Boolean(v));
  if (ids.some((id) => id !== buyer.id)) throw errors.forbidden();
  if (user.email && normalizeEmail(user.email) !== buyer.email) throw errors.forbidden();
}
