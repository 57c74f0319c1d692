import type { Product } from '@sns/contract';
import type { AppContext } from '../../context';
import { presentProduct } from './present-product';
import { listActiveProducts } from './product-repository';

/** GET /api/getAllProducts/: the packages on sale, each with a fresh signed picture URL. */
export async function listProducts(ctx: AppContext): Promise<Product[]> {
  const rows = await listActiveProducts(ctx.database.db);
  return Promise.all(rows.map((row) => presentProduct(ctx.storage, row)));
}
