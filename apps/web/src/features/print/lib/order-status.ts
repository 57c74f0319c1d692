import type { PrintOrder, PrintOrderStatus } from '@sns/contract';
import { translate } from '../../../lib/i18n/use-t';

/** Each status of docs/api.md#printed-books in the words a parent reads. */
export const statusWords = (status: PrintOrderStatus) => translate(`printStatus.${status}`);

type HeadlineFields = Pick<PrintOrder, 'status' | 'refund' | 'paidAt'> &
  Partial<Pick<PrintOrder, 'waitingForPrinter'>>;

/**
 * The one line that says where an order is. A refund turns an undelivered order into `refunded`
 * (docs/decisions/027), so the headline folds the refund in. Whether the parent canceled or the
 * printer refused, a refunded order reads "Canceled — refunded in full": the printer's own words
 * (`problem`) are shown beside it, and a parent's cancel carries the printer's "was canceled"
 * message too, so `problem` cannot tell the two apart.
 */
export function orderHeadline(order: HeadlineFields): string {
  const { status, refund } = order;
  if (status === 'refunded') return translate('printStatus.canceledRefunded');
  if (status === 'canceled' && !order.paidAt && refund === 'none')
    return translate('printStatus.canceledFree');
  // An order the printer holds until we pay it (its UNPAID): never "Printing".
  if (status === 'submitted' && order.waitingForPrinter && refund === 'none')
    return translate('printStatus.waiting');
  const base = statusWords(status);
  if (refund === 'pending') return translate('printStatus.refundPending', { status: base });
  if (refund === 'failed') return translate('printStatus.refundFailed', { status: base });
  if (refund === 'refunded') return translate('printStatus.refundDone', { status: base });
  return base;
}

/** The way forward of an order, as the step indicator shows it. */
export const ORDER_STEPS = [
  { status: 'paid' },
  { status: 'submitted' },
  { status: 'in_production' },
  { status: 'shipped' },
  { status: 'delivered' },
] as const satisfies readonly { status: PrintOrderStatus }[];

/**
 * The step an order is at (0 = paid … 4 = delivered; -1 before payment), or null for an order
 * that left the way forward (canceled, rejected, failed, refunded).
 */
export function orderStepIndex(status: PrintOrderStatus): number | null {
  if (status === 'awaiting_payment') return -1;
  const index = ORDER_STEPS.findIndex((s) => s.status === status);
  return index === -1 ? null : index;
}

/** Nothing more will happen to this order on its own (the refund, if any, is settled). */
export function isOrderFinal(order: Pick<PrintOrder, 'status' | 'refund'>): boolean {
  if (order.refund === 'pending') return false;
  return ['delivered', 'canceled', 'rejected', 'failed', 'refunded'].includes(order.status);
}

/**
 * An unpaid checkout the parent left open expires on its own after a day; asking every few
 * seconds about one older than this only costs requests.
 */
const RECENT_CHECKOUT_MS = 60 * 60_000;

/** Whether the orders page should keep asking: some order is still moving. */
export function shouldPollOrders(
  orders: Pick<PrintOrder, 'status' | 'refund' | 'createdAt'>[] | undefined,
  now: number = Date.now(),
): boolean {
  if (!orders) return false;
  return orders.some((o) => {
    if (o.status === 'awaiting_payment')
      return now - new Date(o.createdAt).getTime() < RECENT_CHECKOUT_MS;
    return !isOrderFinal(o);
  });
}

/**
 * The parent may cancel while the printer still allows it: the order is at the printer and
 * `cancelUntil` is in the future, or the printer holds it waiting (docs/api.md#printed-books; a
 * `paid` order is still being sent and the server answers 409).
 */
export function canCancel(
  order: Pick<PrintOrder, 'status' | 'cancelUntil'> &
    Partial<Pick<PrintOrder, 'waitingForPrinter'>>,
  now: number = Date.now(),
): boolean {
  // Held by the printer until we pay it: it takes a cancel at any time (no deadline runs yet).
  if (order.status === 'submitted' && order.waitingForPrinter) return true;
  if (order.status !== 'submitted' || !order.cancelUntil) return false;
  return new Date(order.cancelUntil).getTime() > now;
}

/**
 * A problem can be reported once, for a delivered order (the server also holds it to 30 days after
 * delivery, which it alone knows, and says so when it is too late).
 */
export function canReportProblem(order: Pick<PrintOrder, 'status' | 'problem'>): boolean {
  return order.status === 'delivered' && !order.problem;
}
