import type { CheckPrintAddressResponse, PrintAddress } from '@sns/contract';
import type { AppContext } from '../../context';
import type { ShippingAddress, ShippingLevel } from '../../providers/print';
import { asPrintError } from './print-provider-errors';
import { getOwnMergedBook } from './read-merged-books';

/**
 * POST /api/checkPrintAddress (docs/decisions/027): the contract schema has already checked the
 * address as the printer does (phone, state, postcode, Latin characters); the printer's own cost
 * calculation then validates it for real. Refused → 400 naming the field; accepted with
 * corrections → its warnings and the whole address with the suggestion applied.
 */
export async function checkPrintAddress(
  ctx: AppContext,
  userId: string,
  request: { address: PrintAddress; mergedBookId?: string; shippingOptionId?: ShippingLevel },
): Promise<CheckPrintAddressResponse> {
  const pageCount = request.mergedBookId
    ? (await getOwnMergedBook(ctx, userId, request.mergedBookId)).pageCount
    : 24;
  const address: ShippingAddress = request.address;
  let quote;
  try {
    quote = await ctx.print.quote({
      pageCount,
      quantity: 1,
      address,
      shippingLevel: request.shippingOptionId ?? 'MAIL',
    });
  } catch (error) {
    throw asPrintError(error);
  }
  const suggested = quote.suggestedAddress;
  return {
    ok: true,
    warnings: quote.warnings.map((w) => ({ code: w.code, message: w.message, field: w.field })),
    suggestedAddress:
      suggested && quote.warnings.length > 0 ? withSuggestion(request.address, suggested) : null,
  };
}

/** The parent's address with the printer's corrections, dropping fields it emptied. */
function withSuggestion(address: PrintAddress, suggested: Partial<ShippingAddress>) {
  const merged = { ...address };
  for (const [key, value] of Object.entries(suggested) as [keyof ShippingAddress, unknown][]) {
    if (typeof value === 'string' && value) (merged as Record<string, string>)[key] = value;
  }
  return merged;
}
