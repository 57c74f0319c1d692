import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { checkoutSessions } from '../../db/purchases-schema';
import { users } from '../../db/schema';
import { transactionSql } from '../../db/transaction';
import { QUEUES } from '../../jobs/queue-names';
import { grantCredits } from '../credits/credit-ledger';
import type { SendReceiptJob } from './send-receipt-job';

/** What fulfilling a checkout needs: the database, and the queue that sends the receipt. */
export type FulfilContext = Pick<AppContext, 'database' | 'queue'>;

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
 * The receipt e-mail is queued in the same transaction, by the one caller whose UPDATE matched:
 * one receipt per purchase however often the payment is reported, and none lost to a crash
 * between the commit and the send. A worker sends it, so neither Stripe's webhook nor the
 * parent's return waits on the mail server, and a mail server that is down is tried again later.
 */
export async function fulfilCheckout(
  ctx: FulfilContext,
  checkoutId: string,
  paymentRef: string | null,
): Promise<{ fulfilled: boolean }> {
  const credited = await creditCheckout(ctx, checkoutId, paymentRef);
  if (!credited) return { fulfilled: false };
  ctx.queue.wake(QUEUES.sendReceipt);
  return { fulfilled: true };
}

async function creditCheckout(ctx: FulfilContext, checkoutId: string, paymentRef: string | null) {
  return ctx.database.db.transaction(async (tx) => {
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
    if (!buyer) return undefined;
    const receipt: SendReceiptJob = {
      checkoutId: paid.id,
      paidAt: now.toISOString(),
      balance: buyer.credits,
    };
    await ctx.queue.send(QUEUES.sendReceipt, receipt, {
      id: randomUUID(),
      sql: transactionSql(tx),
    });
    return { checkout: paid, paidAt: now, buyer };
  });
}
