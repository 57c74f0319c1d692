import { randomUUID } from 'node:crypto';
import type { CheckoutBookRequest } from '@sns/contract';
import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { PaymentsUnavailableError } from '../../providers/payments';
import { findUserById } from '../accounts/user-repository';
import { purchaseErrors } from '../purchases/purchase-errors';
import { bookPrice } from './book-price';
import { asPrintError } from './print-provider-errors';
import {
  cancelUnpaidPrintOrder,
  insertPrintOrder,
  setPrintCheckoutId,
} from './print-order-repository';
import { getOwnMergedBook } from './read-merged-books';
import { PRINT_FILES_DELETED_MESSAGE } from './print-source-errors';

/**
 * POST /api/checkoutBook (docs/decisions/027): the parent's own ready merged book, priced again
 * here — our price table per copy, the printer's quote for shipping all the copies (which also
 * validates the address, 400 naming the field) — stored as an order awaiting payment, then the
 * hosted checkout for exactly that total. Nothing a client sends about money is used: the total
 * the page showed is only compared (409 with the new total when it differs).
 */
export async function checkoutBook(
  ctx: AppContext,
  userId: string,
  request: CheckoutBookRequest,
): Promise<{ url: string; orderId: string }> {
  const db = ctx.database.db;
  const buyer = await findUserById(db, userId);
  if (!buyer) throw errors.unauthenticated();
  const book = await getOwnMergedBook(ctx, userId, request.mergedBookId);
  if (book.filesDeletedAt) throw errors.conflict(book.errorMessage ?? PRINT_FILES_DELETED_MESSAGE);
  if (book.status !== 'ready' || !book.interiorKey || !book.coverKey)
    throw errors.conflict('This printed book is not ready to order yet.');
  if (request.giftMessage !== undefined && request.giftMessage !== (book.giftMessage ?? ''))
    throw errors.conflict(
      'The gift message is already printed in this book: merge the books again to change it.',
    );

  const { quantity } = request;
  const price = await bookPrice(ctx, book.pageCount);
  let quote;
  try {
    quote = await ctx.print.quote({
      pageCount: book.pageCount,
      quantity,
      address: request.address,
      shippingLevel: request.shippingOptionId,
    });
  } catch (error) {
    throw asPrintError(error);
  }
  if (quote.currency.toLowerCase() !== price.currency.toLowerCase())
    throw errors.conflict(`Printed books can't be shipped there in ${price.currency} just now.`);
  const itemCents = price.amountCents * quantity;
  // The printer's total_tax is its tax on what it charges us, not a tax on the parent's
  // purchase: never passed on (issue 29). The parent's own sales tax or VAT is the payment
  // provider's to work out (Stripe Tax) and is recorded when the checkout is paid.
  const totalCents = itemCents + quote.shippingCents;
  if (request.expectedTotalCents !== undefined && request.expectedTotalCents !== totalCents)
    throw errors.conflict(
      `The total is now ${formatCents(totalCents, price.currency)}, not ${formatCents(request.expectedTotalCents, price.currency)}: nothing was charged. Please check it and press Pay again.`,
    );
  const order = await insertPrintOrder(db, {
    id: randomUUID(),
    userId,
    mergedBookId: book.id,
    quantity,
    pageCount: book.pageCount,
    shippingAddress: request.address,
    shippingLevel: request.shippingOptionId,
    itemCents,
    shippingCents: quote.shippingCents,
    taxCents: 0,
    totalCents,
    currency: price.currency.toLowerCase(),
    paymentProvider: ctx.payments.kind,
  });
  try {
    const hosted = await ctx.payments.createPrintCheckout({
      orderId: order.id,
      userId,
      customerEmail: buyer.email,
      description: `${book.pageCount} pages × ${quantity}, shipping ${request.shippingOptionId}`,
      amountCents: order.totalCents,
      currency: order.currency,
    });
    if (hosted.providerSessionId) await setPrintCheckoutId(db, order.id, hosted.providerSessionId);
    return { url: hosted.url, orderId: order.id };
  } catch (error) {
    // Nobody can pay a checkout the provider never opened: close the order so it can't linger.
    await cancelUnpaidPrintOrder(db, order.id);
    if (error instanceof PaymentsUnavailableError) throw purchaseErrors.paymentsUnavailable();
    throw error;
  }
}

/** "$80.76" for a conflict's words (the page formats its own amounts). */
function formatCents(cents: number, currency: string) {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}
