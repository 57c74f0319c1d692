import type { PrintOrder, PrintOrderStatus } from '@sns/contract';
import type { PrintOrderRow } from './print-order-repository';

/** Statuses in which the printer may still let the order be canceled. */
const CANCELABLE: readonly string[] = ['paid', 'submitted'];

/** An order as its parent sees it (docs/api.md#printed-books). */
export function presentPrintOrder(row: PrintOrderRow, now = new Date()): PrintOrder {
  const cancelable = CANCELABLE.includes(row.status) && (!row.cancelUntil || row.cancelUntil > now);
  return {
    orderId: row.id,
    mergedBookId: row.mergedBookId,
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
    refund: row.refundState as PrintOrder['refund'],
    problem: row.problem,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}
