import type { Product } from '@sns/contract';
import type { Storage } from '../../providers/storage';
import { ensureProductImage } from './product-images';
import type { ProductRow } from './product-repository';

/** Minor units (cents) to the major-unit price the client shows, e.g. 999 → 9.99. */
export const toMajorUnits = (amountCents: number) => amountCents / 100;

/** A package as GET /api/getAllProducts/ lists it (docs/api.md#design-5-4): never the row. */
export async function presentProduct(storage: Storage, row: ProductRow): Promise<Product> {
  const key = await ensureProductImage(storage, row);
  return {
    product_id: row.id,
    name: row.name,
    price: toMajorUnits(row.amountCents),
    currency: row.currency.toUpperCase(),
    presigned_url: await storage.signedUrl(key),
    credits: row.credits,
  };
}
