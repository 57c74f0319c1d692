import {
  and,
  eq,
  exists,
  inArray,
  isNotNull,
  isNull,
  lt,
  notExists,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mergedBooks, printOrders } from '../../db/print-schema';
import type { ShippingAddress } from '../../providers/print/types';

/** An order's states after which nothing is printed or shipped for it any more. */
export const ENDED_PRINT_ORDER_STATUSES = [
  'delivered',
  'canceled',
  'rejected',
  'failed',
  'refunded',
] as const;

/** When an ended order ended: its delivery, or its last change (canceled, refunded…). */
const endedAt = sql`coalesce(${printOrders.deliveredAt}, ${printOrders.updatedAt})`;

/** Ended orders whose address is still whole, that ended before `cutoff`. */
export async function listOrdersToRedact(db: Database, cutoff: Date) {
  return db
    .select({ id: printOrders.id, shippingAddress: printOrders.shippingAddress })
    .from(printOrders)
    .where(
      and(
        isNull(printOrders.addressRedactedAt),
        isNotNull(printOrders.shippingAddress),
        inArray(printOrders.status, [...ENDED_PRINT_ORDER_STATUSES]),
        sql`${endedAt} < ${cutoff.toISOString()}::timestamptz`,
      ),
    );
}

/**
 * What is kept of an address for the records: the country and state (where tax and shipping
 * were owed); the name, street, city, postcode, phone, e-mail and tax id are replaced.
 */
export const REDACTED = '[deleted]';
export function redactedAddress(address: ShippingAddress): ShippingAddress {
  return {
    name: REDACTED,
    street1: REDACTED,
    ...(address.street2 !== undefined ? { street2: REDACTED } : {}),
    city: REDACTED,
    ...(address.stateCode !== undefined ? { stateCode: address.stateCode } : {}),
    postcode: REDACTED,
    countryCode: address.countryCode,
    phoneNumber: REDACTED,
    ...(address.email !== undefined ? { email: REDACTED } : {}),
    ...(address.recipientTaxId !== undefined ? { recipientTaxId: REDACTED } : {}),
  };
}

/** Redacts one order's address, once. */
export async function redactOrderAddress(
  db: Database,
  id: string,
  address: ShippingAddress,
  now: Date,
) {
  await db
    .update(printOrders)
    .set({ shippingAddress: redactedAddress(address), addressRedactedAt: now })
    .where(and(eq(printOrders.id, id), isNull(printOrders.addressRedactedAt)));
}

const ordersOfBook = (db: Database) =>
  db
    .select({ one: sql`1` })
    .from(printOrders)
    .where(eq(printOrders.mergedBookId, mergedBooks.id));

/**
 * Merged books never ordered and unused since before `cutoff` (made, or last built, then): the
 * rows are deleted here, returned so their files can be deleted after. A checkout opened
 * meanwhile keeps its book (the NOT EXISTS is read in the same statement).
 */
export async function deleteUnorderedMergedBooks(db: Database, cutoff: Date) {
  return db
    .delete(mergedBooks)
    .where(
      and(
        sql`coalesce(${mergedBooks.readyAt}, ${mergedBooks.createdAt}) < ${cutoff.toISOString()}::timestamptz`,
        notExists(ordersOfBook(db)),
      ),
    )
    .returning({ id: mergedBooks.id, userId: mergedBooks.userId });
}

/**
 * Ordered merged books whose every order ended before `cutoff`: their file keys are cleared and
 * the time recorded here (the rows stay, named by the orders), returned so the files can be
 * deleted after.
 */
export async function forgetFilesOfEndedMergedBooks(db: Database, cutoff: Date, now: Date) {
  const liveOrRecent = db
    .select({ one: sql`1` })
    .from(printOrders)
    .where(
      and(
        eq(printOrders.mergedBookId, mergedBooks.id),
        or(
          notInArray(printOrders.status, [...ENDED_PRINT_ORDER_STATUSES]),
          sql`${endedAt} >= ${cutoff.toISOString()}::timestamptz`,
        ),
      ),
    );
  return db
    .update(mergedBooks)
    .set({ interiorKey: null, coverKey: null, filesDeletedAt: now })
    .where(
      and(
        isNull(mergedBooks.filesDeletedAt),
        exists(ordersOfBook(db)),
        notExists(liveOrRecent),
        lt(mergedBooks.createdAt, cutoff),
      ),
    )
    .returning({ id: mergedBooks.id, userId: mergedBooks.userId });
}
