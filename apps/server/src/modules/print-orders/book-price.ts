import type { BookPrice } from '@sns/contract';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { printPrices } from '../../db/print-schema';
import { AppError } from '../../errors';

/**
 * POST /api/getBookPrice/: one printed copy of `pageCount` pages, from the editable price table
 * (docs/decisions/027): base + per page. The server prices every order again from this table;
 * a price a client sends is never used.
 */
export async function bookPrice(ctx: AppContext, pageCount: number): Promise<BookPrice> {
  const [row] = await ctx.database.db
    .select()
    .from(printPrices)
    .where(eq(printPrices.active, true))
    .orderBy(asc(printPrices.sortOrder))
    .limit(1);
  if (!row)
    throw new AppError('unavailable', 'print_unpriced', 'Printed books are not on sale just now.');
  const amountCents = row.baseCents + row.perPageCents * pageCount;
  return {
    price: amountCents / 100,
    currency: row.currency.toUpperCase(),
    amountCents,
    pageCount,
  };
}
