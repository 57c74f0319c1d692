import { formatPrice, PURCHASE_MESSAGES } from '@sns/contract';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { TestCheckoutProvider } from '../../providers/payments';
import { TEST_BOOK_CHECKOUT_PATH } from '../../providers/payments/test-checkout';
import { escapeHtml, htmlPage } from '../purchases/html-page';
import { testReceiptNumber } from '../purchases/pay-test-checkout';
import { markPrintOrderPaid, type PayContext } from './pay-print-order';
import {
  cancelUnpaidPrintOrder,
  findPrintOrder,
  type PrintOrderRow,
} from './print-order-repository';

export type PrintTestPayment =
  | { kind: 'not_found' | 'forbidden' }
  | { kind: 'paid' | 'closed' | 'declined' | 'not_a_test_card'; order: PrintOrderRow };

/** A print order paid with the test checkout, by id; any other is as unknown as a forged one. */
export async function findTestPrintOrder(db: Database, id: string) {
  const order = z.string().uuid().safeParse(id).success ? await findPrintOrder(db, id) : undefined;
  return order?.paymentProvider === 'test' ? order : undefined;
}

/**
 * The test checkout's Pay for a printed-book order (docs/decisions/027): a paying card marks the
 * order paid through the same `markPrintOrderPaid` as Stripe's webhook, so a second Pay (or a
 * double click) submits nothing twice.
 */
export async function payPrintTestCheckout(
  ctx: PayContext,
  payments: TestCheckoutProvider,
  id: string,
  form: { token?: string; cardNumber?: string },
): Promise<PrintTestPayment> {
  const order = await findTestPrintOrder(ctx.database.db, id);
  if (!order) return { kind: 'not_found' };
  if (!payments.isValidFormToken(order.id, form.token)) return { kind: 'forbidden' };
  if (order.status !== 'awaiting_payment') return { kind: order.paidAt ? 'paid' : 'closed', order };
  const outcome = payments.chargeCard(form.cardNumber ?? '');
  if (outcome !== 'paid') return { kind: outcome, order };
  await markPrintOrderPaid(ctx, order.id, testReceiptNumber(order.id));
  return { kind: 'paid', order };
}

/** The test checkout's Cancel: the order closes unless it was paid meanwhile. */
export async function cancelPrintTestCheckout(
  db: Database,
  payments: TestCheckoutProvider,
  id: string,
  form: { token?: string },
): Promise<{ kind: 'not_found' | 'forbidden' | 'canceled' }> {
  const order = await findTestPrintOrder(db, id);
  if (!order) return { kind: 'not_found' };
  if (!payments.isValidFormToken(order.id, form.token)) return { kind: 'forbidden' };
  await cancelUnpaidPrintOrder(db, order.id);
  return { kind: 'canceled' };
}

/** The hosted test checkout page of a print order, marked "Test mode"; plain HTML forms. */
export function renderPrintTestCheckoutPage(options: {
  order: PrintOrderRow;
  formToken: string;
  error?: string;
}) {
  const { order } = options;
  const base = `${TEST_BOOK_CHECKOUT_PATH}/${encodeURIComponent(order.id)}`;
  const money = (cents: number) => formatPrice(cents / 100, order.currency.toUpperCase());
  const open = order.status === 'awaiting_payment';
  const body = `<div class="card">
<p class="badge" role="note">Test mode</p>
<h1>Pay for your printed book</h1>
<p class="muted">This is a test checkout: no real card is charged and no money is taken.</p>
<dl>
  <dt>Printed book</dt><dd>${order.pageCount} pages × ${order.quantity}: ${escapeHtml(money(order.itemCents))}</dd>
  <dt>Shipping</dt><dd>${escapeHtml(money(order.shippingCents))}</dd>
  <dt>Tax</dt><dd>${escapeHtml(money(order.taxCents))}</dd>
  <dt>Total</dt><dd>${escapeHtml(money(order.totalCents))}</dd>
</dl>
<p class="muted">No tax is charged in test mode. With real payments, sales tax or VAT is worked out by the card checkout for your address.</p>
${
  open
    ? `<form method="post" action="${base}/pay" novalidate>
  <input type="hidden" name="token" value="${escapeHtml(options.formToken)}">
  <label for="card-number">Card number</label>
  <input type="text" id="card-number" name="cardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="32">
  <p class="hint">Use 4242 4242 4242 4242 to pay, or 4000 0000 0000 0002 to see a declined card.</p>
  ${options.error ? `<p class="alert" role="alert">${escapeHtml(options.error)}</p>` : ''}
  <div class="actions">
    <button type="submit" class="primary">Pay</button>
    <button type="submit" class="secondary" formaction="${base}/cancel">Cancel</button>
  </div>
</form>`
    : `<p>This checkout is closed (${escapeHtml(order.status.replace('_', ' '))}).</p><p><a href="/">Home</a></p>`
}
</div>
<footer>Starry Night Story · test checkout</footer>`;
  return htmlPage('Test checkout', body);
}

export const declinedMessage = (kind: 'declined' | 'not_a_test_card') =>
  kind === 'declined' ? PURCHASE_MESSAGES.cardDeclined : `${PURCHASE_MESSAGES.useTestCard}.`;
