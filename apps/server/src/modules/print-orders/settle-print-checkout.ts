import { z } from 'zod';
import type { Database } from '../../db/client';
import type { PaymentEvent, ProviderCheckout } from '../../providers/payments';
import type { SettleLog } from '../purchases/settle-provider-checkout';
import { markPrintOrderPaid, type PayContext } from './pay-print-order';
import {
  cancelUnpaidPrintOrder,
  findPrintOrder,
  findPrintOrderByCheckoutId,
  type PrintOrderRow,
} from './print-order-repository';

/** Our print order for the provider's checkout: by its id, else by the reference we gave it. */
async function findPrintOrderForProvider(
  db: Database,
  remote: ProviderCheckout,
): Promise<PrintOrderRow | undefined> {
  const byCheckout = await findPrintOrderByCheckoutId(db, remote.providerSessionId);
  if (byCheckout) return byCheckout;
  // Stripe may report a checkout before we stored its id (a fast webhook).
  if (!remote.checkoutId || !z.string().uuid().safeParse(remote.checkoutId).success)
    return undefined;
  const byReference = await findPrintOrder(db, remote.checkoutId);
  return byReference?.paymentProvider === 'stripe' && byReference.checkoutId === null
    ? byReference
    : undefined;
}

/**
 * Stripe's checkout events for printed-book orders (docs/decisions/027). Undefined when the
 * checkout is not a print order (the credit purchases handle it). A paid checkout must be the
 * very one we opened — same reference, same amount and currency — else nothing is submitted.
 */
export async function settlePrintCheckoutEvent(
  ctx: PayContext,
  event: Exclude<PaymentEvent, { kind: 'ignored' }>,
  log: SettleLog,
): Promise<{ paid: boolean } | undefined> {
  const db = ctx.database.db;
  const remote = event.checkout;
  const order = await findPrintOrderForProvider(db, remote);
  if (!order) return undefined;
  if (event.kind === 'checkout_expired') {
    await cancelUnpaidPrintOrder(db, order.id);
    return { paid: false };
  }
  // Stripe Tax adds the parent's sales tax or VAT on top of our total: what must match is the
  // amount before tax, and the tax must be all the rest.
  const tax = remote.taxCents ?? 0;
  const beforeTax = remote.subtotalCents ?? remote.amountCents;
  const mismatch =
    !remote.paid ||
    remote.checkoutId !== order.id ||
    (order.checkoutId !== null && order.checkoutId !== remote.providerSessionId) ||
    beforeTax !== order.totalCents ||
    remote.amountCents !== order.totalCents + tax ||
    tax < 0 ||
    remote.currency?.toLowerCase() !== order.currency.toLowerCase();
  if (mismatch) {
    log.warn(
      { printOrderId: order.id, providerSessionId: remote.providerSessionId },
      'paid provider checkout does not match the print order: not submitted',
    );
    return { paid: false };
  }
  return markPrintOrderPaid(ctx, order.id, remote.paymentRef, { taxCents: tax });
}
