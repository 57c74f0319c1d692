import { PRINT_PROBLEM_DAYS, type PrintOrder } from '@sns/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { printOrders } from '../../db/print-schema';
import { errors } from '../../errors';
import { QUEUES } from '../../jobs/queue-names';
import { ownOrder } from './cancel-print-order';
import { queuePrintOrderMail } from './send-print-order-mail-job';
import { presentOnePrintOrder } from './order-books';

const DAY_MS = 24 * 3600 * 1000;

/**
 * POST /api/printOrders/:id/problem: a delivered order, within 30 days of its delivery; the
 * parent's words are kept on the order for a person to answer (and refund if need be).
 */
export async function reportPrintOrderProblem(
  ctx: AppContext,
  userId: string,
  id: string,
  message: string,
  now = new Date(),
): Promise<PrintOrder> {
  const order = await ownOrder(ctx, userId, id);
  if (order.status !== 'delivered' || !order.deliveredAt)
    throw errors.conflict('A problem can be reported once the books are delivered.');
  if (now.getTime() - order.deliveredAt.getTime() > PRINT_PROBLEM_DAYS * DAY_MS)
    throw errors.conflict(
      `Problems can be reported within ${PRINT_PROBLEM_DAYS} days of delivery.`,
    );
  const row = await ctx.database.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(printOrders)
      .set({ problem: message, updatedAt: now })
      .where(eq(printOrders.id, order.id))
      .returning();
    await queuePrintOrderMail(ctx.queue, tx, { orderId: order.id, kind: 'problem' });
    return updated;
  });
  ctx.queue.wake(QUEUES.sendPrintOrderMail);
  return presentOnePrintOrder(ctx, row ?? order);
}
