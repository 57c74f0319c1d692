import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { printOrders } from '../../db/print-schema';
import { transactionSql } from '../../db/transaction';
import { QUEUES } from '../../jobs/queue-names';
import { queuePrintOrderMail } from './send-print-order-mail-job';
import type { SubmitPrintOrderJob } from './submit-print-order-job';

export type PayContext = Pick<AppContext, 'database' | 'queue'>;

/**
 * Marks a print order paid, exactly once — the one path for the test checkout's Pay and Stripe's
 * webhook (docs/decisions/027, as fulfil-checkout.ts does for credits): the conditional UPDATE
 * (… WHERE status = 'awaiting_payment') lets only the first of concurrent callers through, and
 * that caller queues the durable `submit-print-order` job in the same transaction, so a payment
 * reported twice submits once and a crash after the commit loses nothing.
 */
export async function markPrintOrderPaid(
  ctx: PayContext,
  orderId: string,
  paymentRef: string | null,
  /** Sales tax or VAT the payment provider added on top of the order's total (Stripe Tax). */
  options: { taxCents?: number } = {},
): Promise<{ paid: boolean }> {
  const taxCents = options.taxCents ?? 0;
  const paid = await ctx.database.db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(printOrders)
      .set({
        status: 'paid',
        paidAt: now,
        paymentRef,
        updatedAt: now,
        // What was charged: the total grows by the tax, so a refund gives all of it back.
        ...(taxCents > 0
          ? { taxCents, totalCents: sql`${printOrders.totalCents} + ${taxCents}` }
          : {}),
      })
      .where(and(eq(printOrders.id, orderId), eq(printOrders.status, 'awaiting_payment')))
      .returning({ id: printOrders.id });
    if (!row) return false;
    const job: SubmitPrintOrderJob = { orderId };
    // The order id as the job id: a second send for the same order could never add a job.
    await ctx.queue.send(QUEUES.submitPrintOrder, job, { id: orderId, sql: transactionSql(tx) });
    await queuePrintOrderMail(ctx.queue, tx, { orderId, kind: 'confirmed' });
    return true;
  });
  if (paid) {
    ctx.queue.wake(QUEUES.submitPrintOrder);
    ctx.queue.wake(QUEUES.sendPrintOrderMail);
  }
  return { paid };
}
