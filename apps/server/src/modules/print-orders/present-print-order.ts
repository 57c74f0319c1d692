import type { PrintOrder, PrintOrderStatus } from '@sns/contract';
import type { PrintOrderRow } from './print-order-repository';
import { PRINTER_UNPAID } from './print-order-status';

/** Statuses in which the printer may still let the order be canceled. */
const CANCELABLE: readonly string[] = ['paid', 'submitted'];

/** What the order card shows of the book (order-books.ts finds it). */
export interface OrderBook {
  title: string | null;
  coverThumbnailUrl: string | null;
}

/** An order as its parent sees it (docs/api.md#printed-books). */
export function presentPrintOrder(
  row: PrintOrderRow,
  book: OrderBook,
  now = new Date(),
): PrintOrder {
  // Lulu starts the production delay only once the job is paid: while UNPAID the stored deadline
  // means nothing and the printer takes a cancel at any time (docs/decisions/056).
  const waitingForPrinter = row.status === 'submitted' && row.providerStatus === PRINTER_UNPAID;
  const cancelable =
    !waitingForPrinter &&
    CANCELABLE.includes(row.status) &&
    (!row.cancelUntil || row.cancelUntil > now);
  return {
    orderId: row.id,
    mergedBookId: row.mergedBookId,
    title: book.title,
    coverThumbnailUrl: book.coverThumbnailUrl,
    status: row.status as PrintOrderStatus,
    quantity: row.quantity,
    pageCount: row.pageCount,
    shippingOptionId: row.shippingLevel,
    itemCents: row.itemCents,
    shippingCents: row.shippingCents,
    taxCents: row.taxCents,
    totalCents: row.totalCents,
    total: row.totalCents / 100,
    currency: row.currency.toUpperCase(),
    tracking:
      row.trackingId || row.trackingUrls.length || row.carrier
        ? { id: row.trackingId, urls: row.trackingUrls, carrier: row.carrier }
        : null,
    deliveryWindow: { min: row.deliveryMin, max: row.deliveryMax },
    cancelUntil: cancelable && row.cancelUntil ? row.cancelUntil.toISOString() : null,
    waitingForPrinter,
    refund: row.refundState as PrintOrder['refund'],
    problem: row.problem,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}
