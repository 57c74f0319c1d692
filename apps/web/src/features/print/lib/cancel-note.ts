import type { PrintOrder } from '@sns/contract';
import { formatLongDateTime } from '../../../lib/format-date';

/** While the printer holds the order: no deadline runs until printing can start. */
export const WAITING_CANCEL_NOTE = 'You can cancel at any time until printing starts.';

/**
 * What the success page says about canceling: until when, once the printer has the order; that
 * it will be possible, while it is still being sent; nothing once it can't be canceled.
 */
export function cancelNote(
  order: Pick<PrintOrder, 'status' | 'cancelUntil'> &
    Partial<Pick<PrintOrder, 'waitingForPrinter'>>,
  timeZone?: string,
): string | null {
  if (order.status === 'paid') return 'You can cancel as soon as it reaches the printer.';
  if (order.status === 'submitted' && order.waitingForPrinter) return WAITING_CANCEL_NOTE;
  if (order.status === 'submitted' && order.cancelUntil)
    return `You can cancel until ${formatLongDateTime(order.cancelUntil, timeZone)}.`;
  return null;
}
