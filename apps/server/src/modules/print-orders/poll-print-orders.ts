import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { printOrders } from '../../db/print-schema';
import { applyProviderOrder, type StatusContext } from './apply-print-status';
import { UNFINISHED } from './print-order-status';
import { refundPrintOrder } from './refund-print-order';

/**
 * The sweep's side of the printer's status (docs/decisions/027): a webhook may be lost, so every
 * order the printer still has is asked about (`getOrder`) and applied forward only, and refunds
 * left pending (the payments provider was away) are tried again.
 */
export async function pollPrintOrders(ctx: StatusContext & Pick<AppContext, 'print'>) {
  const db = ctx.database.db;
  const unfinished = await db
    .select({ id: printOrders.id, providerJobId: printOrders.providerJobId })
    .from(printOrders)
    .where(and(inArray(printOrders.status, [...UNFINISHED]), isNotNull(printOrders.providerJobId)));
  for (const order of unfinished) {
    const remote = await ctx.print.getOrder(order.providerJobId ?? '');
    if (remote) await applyProviderOrder(ctx, remote);
  }
  const pending = await db
    .select({ id: printOrders.id })
    .from(printOrders)
    .where(eq(printOrders.refundState, 'pending'));
  for (const order of pending) await refundPrintOrder(ctx, order.id);
}
