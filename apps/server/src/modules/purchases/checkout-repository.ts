import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { checkoutSessions } from '../../db/purchases-schema';

export type CheckoutRow = typeof checkoutSessions.$inferSelect;
export type CheckoutStatus = 'open' | 'paid' | 'declined' | 'canceled' | 'expired';
export type NewCheckout = Omit<
  typeof checkoutSessions.$inferInsert,
  'id' | 'status' | 'createdAt' | 'fulfilledAt'
>;

/** Statuses from which a checkout can still be paid or given up. */
export const UNPAID_STATUSES: CheckoutStatus[] = ['open', 'declined'];

export async function insertCheckout(db: Database, checkout: NewCheckout): Promise<CheckoutRow> {
  const [row] = await db.insert(checkoutSessions).values(checkout).returning();
  if (!row) throw new Error('insert into checkout_sessions returned nothing');
  return row;
}

export async function findCheckoutById(db: Database, id: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return row;
}

export async function findCheckoutByProviderId(
  db: Database,
  providerSessionId: string,
): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.providerSessionId, providerSessionId));
  return row;
}

export async function setProviderSessionId(db: Database, id: string, providerSessionId: string) {
  await db.update(checkoutSessions).set({ providerSessionId }).where(eq(checkoutSessions.id, id));
}

/**
 * Moves an unpaid checkout to `status`. Conditional, so a paid checkout is never marked
 * declined, canceled or expired by a late or concurrent request. Returns whether it changed.
 */
export async function markUnpaidCheckout(
  db: Database,
  id: string,
  status: Exclude<CheckoutStatus, 'paid'>,
) {
  const rows = await db
    .update(checkoutSessions)
    .set({ status })
    .where(and(eq(checkoutSessions.id, id), inArray(checkoutSessions.status, UNPAID_STATUSES)))
    .returning({ id: checkoutSessions.id });
  return rows.length > 0;
}

/** The user's most recently paid checkout, if any. */
export async function findLatestPaidCheckout(
  db: Database,
  userId: string,
): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.userId, userId),
        eq(checkoutSessions.status, 'paid'),
        isNotNull(checkoutSessions.fulfilledAt),
      ),
    )
    .orderBy(desc(checkoutSessions.fulfilledAt))
    .limit(1);
  return row;
}

/** Remembers the provider's receipt page once it is known (it never changes). */
export async function setReceiptUrl(db: Database, id: string, receiptUrl: string) {
  await db.update(checkoutSessions).set({ receiptUrl }).where(eq(checkoutSessions.id, id));
}
