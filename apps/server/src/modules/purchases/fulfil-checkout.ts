import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { checkoutSessions } from '../../db/purchases-schema';
import { users } from '../../db/schema';
import { grantCredits } from '../credits/credit-ledger';

/** The ledger reason of a purchase; its ref is the checkout id, so each checkout credits once. */
export const PURCHASE_REASON = 'purchase';

/**
 * Credits a paid checkout, exactly once — the one path for Stripe's webhook, the success page's
 * return and the test checkout. In one transaction: the conditional UPDATE (… WHERE status <>
 * 'paid') lets only the first of any concurrent callers through (the others wait on the row lock,
 * then match nothing); the ledger's unique (reason, ref) is a second guard.
 *
 * `paymentRef` is the provider's payment id (Stripe's payment intent, our test receipt number).
 * A checkout canceled or expired on our side is still credited: the money was taken.
 */
export async function fulfilCheckout(
  db: Database,
  checkoutId: string,
  paymentRef: string | null,
): Promise<{ fulfilled: boolean }> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [paid] = await tx
      .update(checkoutSessions)
      .set({ status: 'paid', fulfilledAt: now, paymentRef })
      .where(and(eq(checkoutSessions.id, checkoutId), ne(checkoutSessions.status, 'paid')))
      .returning();
    if (!paid) return { fulfilled: false };
    await grantCredits(tx, paid.userId, {
      amount: paid.credits,
      reason: PURCHASE_REASON,
      ref: paid.id,
    });
    await tx.update(users).set({ lastPurchaseAt: now }).where(eq(users.id, paid.userId));
    return { fulfilled: true };
  });
}
