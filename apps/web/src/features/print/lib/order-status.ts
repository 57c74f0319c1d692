import type { PrintOrder, PrintOrderStatus } from '@sns/contract';

/** Each status of docs/api.md#printed-books in the words a parent reads. */
export const STATUS_WORDS: Record<PrintOrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid, sending to the printer',
  submitted: 'At the printer',
  in_production: 'Printing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  canceled: 'Canceled',
  rejected: 'Rejected by the printer',
  failed: 'Printing failed',
  refunded: 'Refunded',
};

type HeadlineFields = Pick<PrintOrder, 'status' | 'refund' | 'paidAt'> &
  Partial<Pick<PrintOrder, 'waitingForPrinter'>>;

/** The headline of an order the printer holds until we pay it (its UNPAID): never "Printing". */
export const WAITING_HEADLINE = 'At the printer — waiting, not printed yet';

/**
 * The one line that says where an order is. A refund turns an undelivered order into `refunded`
 * (docs/decisions/027), so the headline folds the refund in. Whether the parent canceled or the
 * printer refused, a refunded order reads "Canceled — refunded in full": the printer's own words
 * (`problem`) are shown beside it, and a parent's cancel carries the printer's "was canceled"
 * message too, so `problem` cannot tell the two apart.
 */
export function orderHeadline(order: HeadlineFields): string {
  const { status, refund } = order;
  if (status === 'refunded') return 'Canceled — refunded in full';
  if (status === 'canceled' && !order.paidAt && refund === 'none')
    return 'Canceled — nothing was charged';
  if (status === 'submitted' && order.waitingForPrinter && refund === 'none')
    return WAITING_HEADLINE;
  const base = STATUS_WORDS[status];
  if (refund === 'pending') return `${base} — your refund is on its way`;
  if (refund === 'failed') return `${base} — we will refund you by hand`;
  if (refund === 'refunded') return `${base} — refunded in full`;
  return base;
}

/** The way forward of an order, as the step indicator shows it. */
export const ORDER_STEPS: { status: PrintOrderStatus; label: string }[] = [
  { status: 'paid', label: 'Paid' },
  { status: 'submitted', label: 'At the printer' },
  { status: 'in_production', label: 'Printing' },
  { status: 'shipped', label: 'Shipped' },
  { status: 'delivered', label: 'Delivered' },
];

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
