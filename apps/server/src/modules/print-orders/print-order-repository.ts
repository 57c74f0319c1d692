import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { printOrders } from '../../db/print-schema';

export type PrintOrderRow = typeof printOrders.$inferSelect;

export async function insertPrintOrder(db: Database, values: typeof printOrders.$inferInsert) {
  const [row] = await db.insert(printOrders).values(values).returning();
  if (!row) throw new Error('insert into print_orders returned nothing');
  return row;
}

export async function findPrintOrder(db: Database, id: string) {
  const [row] = await db.select().from(printOrders).where(eq(printOrders.id, id));
  return row;
}

export async function findPrintOrderByCheckoutId(db: Database, checkoutId: string) {
  const [row] = await db.select().from(printOrders).where(eq(printOrders.checkoutId, checkoutId));
  return row;
}

/** A parent's orders, newest first. */
export async function listPrintOrdersOfUser(db: Database, userId: string) {
  return db
    .select()
    .from(printOrders)
    .where(eq(printOrders.userId, userId))
    .orderBy(desc(printOrders.createdAt));
}

export async function setPrintCheckoutId(db: Database, id: string, checkoutId: string) {
  await db.update(printOrders).set({ checkoutId }).where(eq(printOrders.id, id));
}

/** An order whose checkout never opened can't be paid: closed as canceled. */
export async function cancelUnpaidPrintOrder(db: Database, id: string) {
  await db
    .update(printOrders)
    .set({ status: 'canceled', updatedAt: new Date() })
    .where(and(eq(printOrders.id, id), eq(printOrders.status, 'awaiting_payment')));
}

/** Records the printer's job; only from `paid`, so a late retry never moves an order back. */
export async function markPrintOrderSubmitted(
  db: Database,
  id: string,
  values: {
    providerJobId: string;
    providerStatus: string;
    cancelUntil: Date | null;
    deliveryMin: string | null;
    deliveryMax: string | null;
  },
) {
  const now = new Date();
  const rows = await db
    .update(printOrders)
    .set({ ...values, status: 'submitted', submittedAt: now, updatedAt: now })
    .where(and(eq(printOrders.id, id), eq(printOrders.status, 'paid')))
    .returning({ id: printOrders.id });
  return rows.length > 0;
}
