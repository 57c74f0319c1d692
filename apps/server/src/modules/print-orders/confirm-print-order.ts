import type { PrintOrder } from '@sns/contract';
import type { AppContext } from '../../context';
import { PaymentsUnavailableError } from '../../providers/payments';
import { purchaseErrors } from '../purchases/purchase-errors';
import type { SettleLog } from '../purchases/settle-provider-checkout';
import { presentOnePrintOrder } from './order-books';
import { getOwnPrintOrder } from './read-print-orders';
import { settlePrintCheckoutEvent } from './settle-print-checkout';

/**
 * POST /api/printOrders/{orderId}/confirm: the success page's return from Stripe, as
 * confirmCheckout does for credits. The parent often comes back before the webhook: an order
 * still `awaiting_payment` with a Stripe session is asked about at Stripe and, if Stripe says
 * paid, settled through the webhook's own path (settle-print-checkout.ts) — the same reference,
 * amount and currency checks, and markPrintOrderPaid's guarded UPDATE, so it is paid and
 * submitted once however often the page, the webhook or both report it. Answers the order as it
 * now stands; an unpaid one stays `awaiting_payment` for the page to ask again.
 */
export async function confirmPrintOrder(
  ctx: AppContext,
  userId: string,
  orderId: string,
  log: SettleLog,
): Promise<PrintOrder> {
  const order = await getOwnPrintOrder(ctx, userId, orderId);
  if (
    order.status === 'awaiting_payment' &&
    order.paymentProvider === 'stripe' &&
    order.checkoutId
  ) {
    if (ctx.payments.kind !== 'stripe') throw purchaseErrors.paymentsUnavailable();
    let remote;
    try {
      remote = await ctx.payments.retrieveCheckout(order.checkoutId);
    } catch (error) {
      if (error instanceof PaymentsUnavailableError) throw purchaseErrors.paymentsUnavailable();
      throw error;
    }
    // Only a paid session settles here; an expired one is closed by its webhook.
    if (remote?.paid)
      await settlePrintCheckoutEvent(ctx, { kind: 'checkout_paid', checkout: remote }, log);
  }
  return presentOnePrintOrder(ctx, await getOwnPrintOrder(ctx, userId, orderId));
}
