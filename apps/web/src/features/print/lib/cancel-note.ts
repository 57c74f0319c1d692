import type { PrintOrder } from '@sns/contract';
import { formatLongDateTime } from '../../../lib/format-date';
import { translate } from '../../../lib/i18n/use-t';

/**
 * What the success page says about canceling: until when, once the printer has the order; that
 * it will be possible, while it is still being sent; nothing once it can't be canceled.
 */
export function cancelNote(
  order: Pick<PrintOrder, 'status' | 'cancelUntil'> &
    Partial<Pick<PrintOrder, 'waitingForPrinter'>>,
  timeZone?: string,
): string | null {
  if (order.status === 'paid') return translate('print.cancelSoon');
  // While the printer holds the order, no deadline runs until printing can start.
  if (order.status === 'submitted' && order.waitingForPrinter)
    return translate('print.cancelWaiting');
  if (order.status === 'submitted' && order.cancelUntil)
    return translate('print.cancelUntil', {
      until: formatLongDateTime(order.cancelUntil, timeZone),
    });
  return null;
}
