import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { checkoutSessions } from '../../db/purchases-schema';
import { users } from '../../db/schema';
import { grantCredits } from '../credits/credit-ledger';
import { purchaseReceiptMail } from './receipt-mail';

/** What fulfilling a checkout needs: the database, and the mailer for the receipt. */
export type FulfilContext = Pick<AppContext, 'database' | 'mailer' | 'background'>;

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
 *
 * The receipt e-mail goes only from the one caller whose UPDATE matched, after the commit: one
 * receipt per purchase however often the payment is reported. It is sent in the background, so
 * neither Stripe's webhook nor the parent's return waits on the mail server, and a mail failure
 * (logged) never undoes a payment.
 */
export async function fulfilCheckout(
  ctx: FulfilContext,
  checkoutId: string,
  paymentRef: string | null,
): Promise<{ fulfilled: boolean }> {
  const credited = await creditCheckout(ctx.database.db, checkoutId, paymentRef);
  if (!credited) return { fulfilled: false };
  ctx.background.run('purchase receipt', () =>
    ctx.mailer.send(
      purchaseReceiptMail(credited.buyer, {
        checkout: credited.checkout,
        paidAt: credited.paidAt,
        balance: credited.buyer.credits,
      }),
    ),
  );
  return { fulfilled: true };
}

async function creditCheckout(db: Database, checkoutId: string, paymentRef: string | null) {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [paid] = await tx
      .update(checkoutSessions)
      .set({ status: 'paid', fulfilledAt: now, paymentRef })
      .where(and(eq(checkoutSessions.id, checkoutId), ne(checkoutSessions.status, 'paid')))
      .returning();
    if (!paid) return undefined;
    await grantCredits(tx, paid.userId, {
      amount: paid.credits,
      reason: PURCHASE_REASON,
      ref: paid.id,
    });
    const [buyer] = await tx
      .update(users)
      .set({ lastPurchaseAt: now })
      .where(eq(users.id, paid.userId))
      .returning({ email: users.email, firstName: users.firstName, credits: users.credits });
    return buyer && { checkout: paid, paidAt: now, buyer };
  });
}
