import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { printOrders } from '../../db/print-schema';
import { PaymentsUnavailableError } from '../../providers/payments';
import { QUEUES } from '../../jobs/queue-names';
import { findPrintOrder } from './print-order-repository';
import { queuePrintOrderMail } from './send-print-order-mail-job';

/**
 * Gives a print order's money back in full, once (docs/decisions/027). Only an order whose refund
 * is `pending` is refunded; the provider's refund is idempotent by our order id, so a retry after
 * a crash between the refund and our UPDATE refunds nothing twice. A provider that is away leaves
 * it pending for the poller to retry. Returns whether the order is now refunded.
 */
export async function refundPrintOrder(
  ctx: Pick<AppContext, 'database' | 'payments' | 'queue'>,
  orderId: string,
): Promise<boolean> {
  const db = ctx.database.db;
  const order = await findPrintOrder(db, orderId);
  if (!order || order.refundState !== 'pending') return order?.refundState === 'refunded';
  if (!order.paymentRef || order.paymentProvider !== ctx.payments.kind) {
    // Paid through a provider this server no longer uses: a person must refund it by hand.
    await setRefundState(orderId, 'failed');
    return false;
  }
  let refundRef: string;
  try {
    refundRef = (
      await ctx.payments.refund({
        paymentRef: order.paymentRef,
        amountCents: order.totalCents,
        key: order.id,
      })
    ).refundId;
  } catch (error) {
    if (error instanceof PaymentsUnavailableError) return false;
    throw error;
  }
  const now = new Date();
  const refunded = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(printOrders)
      .set({ refundState: 'refunded', refundRef, status: 'refunded', updatedAt: now })
      .where(and(eq(printOrders.id, orderId), eq(printOrders.refundState, 'pending')))
      .returning({ id: printOrders.id });
    if (row) await queuePrintOrderMail(ctx.queue, tx, { orderId, kind: 'refunded' });
    return Boolean(row);
  });
  if (refunded) ctx.queue.wake(QUEUES.sendPrintOrderMail);
  return true;

  async function setRefundState(id: string, refundState: 'failed') {
    await db
      .update(printOrders)
      .set({ refundState, updatedAt: new Date() })
      .where(and(eq(printOrders.id, id), eq(printOrders.refundState, 'pending')));
  }
}
