import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/purchases-schema';

export type ProductRow = typeof products.$inferSelect;

/** The packages on sale, in shop order. */
export async function listActiveProducts(db: Database): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.sortOrder), asc(products.amountCents));
}

/** A package that is on sale, by its product_id. */
export async function findActiveProduct(db: Database, id: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.active, true)));
  return row;
}
