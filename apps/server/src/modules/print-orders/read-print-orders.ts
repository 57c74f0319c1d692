import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { findPrintOrder, listPrintOrdersOfUser } from './print-order-repository';
import { presentOnePrintOrder, presentPrintOrders } from './order-books';

/** The parent's own order; another parent's → 403, none → 404. */
export async function getOwnPrintOrder(ctx: AppContext, userId: string, id: string) {
  const row = await findPrintOrder(ctx.database.db, id);
  if (!row) throw errors.notFound('That order');
  if (row.userId !== userId) throw errors.forbidden();
  return row;
}

/** GET /api/printOrders/:id: the parent's own order. */
export async function readPrintOrder(ctx: AppContext, userId: string, id: string) {
  return presentOnePrintOrder(ctx, await getOwnPrintOrder(ctx, userId, id));
}

/** GET /api/printOrders: the parent's orders, newest first. */
export async function listPrintOrders(ctx: AppContext, userId: string) {
  return presentPrintOrders(ctx, await listPrintOrdersOfUser(ctx.database.db, userId));
}
