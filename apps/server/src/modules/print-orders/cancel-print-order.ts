import type { PrintOrder } from '@sns/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { printOrders } from '../../db/print-schema';
import { errors } from '../../errors';
import { asPrintError } from './print-provider-errors';
import { findPrintOrder } from './print-order-repository';
import { presentOnePrintOrder } from './order-books';
import { refundPrintOrder } from './refund-print-order';

/** Orders that left the way to the door: nothing is left to cancel. */
const ENDED: readonly string[] = ['canceled', 'rejected', 'failed', 'refunded'];

/** The parent's own order: another parent's → 403 (issue 15), none → 404. */
export async function ownOrder(ctx: AppContext, userId: string, id: string) {
  const row = await findPrintOrder(ctx.database.db, id);
  if (!row) throw errors.notFound('That order');
  if (row.userId !== userId) throw errors.forbidden();
  return row;
}

/**
 * POST /api/printOrders/:id/cancel (docs/decisions/027): while the printer still allows it, the
 * job is canceled there first, then the order here (from `submitted` only, in one conditional
 * UPDATE) with its full refund. An order still being sent to the printer is 409: try again in a
 * minute, never a job left printing for a canceled order.
 */
export async function cancelPrintOrder(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<PrintOrder> {
  const order = await ownOrder(ctx, userId, id);
  const tooLate = () =>
    errors.conflict('This order can no longer be canceled: the printer has started on it.');
  if (order.status === 'paid')
    throw errors.conflict('Your order is being sent to the printer. Please try again in a minute.');
  // Already ended (by the parent, the printer or a closed checkout), or never paid: the printer
  // has not "started on it", and a parent with the page open in two tabs would be told so.
  if (ENDED.includes(order.status)) throw errors.conflict('This order is already canceled.');
  if (order.status === 'awaiting_payment')
    throw errors.conflict('This order is not paid yet, so there is nothing to cancel.');
  if (order.status !== 'submitted' || !order.providerJobId) throw tooLate();
  let result;
  try {
    result = await ctx.print.cancel(order.providerJobId);
  } catch (error) {
    throw asPrintError(error);
  }
  if (result.kind !== 'canceled') throw tooLate();
  await ctx.database.db
    .update(printOrders)
    .set({ status: 'canceled', refundState: 'pending', updatedAt: new Date() })
    .where(and(eq(printOrders.id, order.id), inArray(printOrders.status, ['submitted'])));
  await refundPrintOrder(ctx, order.id);
  return presentOnePrintOrder(ctx, (await findPrintOrder(ctx.database.db, order.id)) ?? order);
}
