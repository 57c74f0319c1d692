import type { PrintOrderStatus } from '@sns/contract';
import type { PrintJobStatus } from '../../providers/print';

/** How far along an order is; a status only ever moves to a higher rank (docs/decisions/027). */
const RANK: Record<PrintOrderStatus, number> = {
  awaiting_payment: 0,
  paid: 1,
  submitted: 2,
  in_production: 3,
  shipped: 4,
  delivered: 5,
  canceled: 6,
  rejected: 6,
  failed: 6,
  refunded: 7,
};

/** Ends the printer can report that are not a delivery: the money goes back. */
export const UNDELIVERED_ENDS: readonly PrintOrderStatus[] = ['canceled', 'rejected', 'failed'];

/** The statuses from which `to` is a step forward (a delivered book is never "rejected" later). */
export function statusesBefore(to: PrintOrderStatus): PrintOrderStatus[] {
  return (Object.keys(RANK) as PrintOrderStatus[]).filter(
    (from) =>
      RANK[from] < RANK[to] &&
      from !== 'awaiting_payment' &&
      !(from === 'delivered' && UNDELIVERED_ENDS.includes(to)),
  );
}

/**
 * The printer holds the job until it is paid (Lulu: a card on file in our printer account). The
 * order stays `submitted` — nothing is printing, so the parent may still cancel — and the
 * operator is alerted (docs/decisions/056).
 */
export const PRINTER_UNPAID = 'UNPAID';

/** Our status for the printer's; undefined for one we do not know (kept, never a failure). */
export function orderStatusOf(status: PrintJobStatus): PrintOrderStatus | undefined {
  switch (status) {
    case 'CREATED':
    case 'UNPAID':
    case 'PAYMENT_IN_PROGRESS':
    case 'PRODUCTION_DELAYED':
    case 'PRODUCTION_READY':
      return 'submitted';
    case 'IN_PRODUCTION':
      return 'in_production';
    case 'SHIPPED':
      return 'shipped';
    case 'DELIVERED':
      return 'delivered';
    case 'REJECTED':
      return 'rejected';
    case 'ERROR':
      return 'failed';
    case 'CANCELED':
      return 'canceled';
    default:
      return undefined;
  }
}

/** Orders the printer still has in hand: the poller asks about these. */
export const UNFINISHED: readonly PrintOrderStatus[] = [
  'paid',
  'submitted',
  'in_production',
  'shipped',
];
