import type { UserRow } from '../accounts/user-repository';
import type { CheckoutRow } from './checkout-repository';
import { escapeHtml, htmlPage } from './html-page';
import { amountText } from './test-checkout-page';

const dateText = (date: Date) =>
  date.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

/** Our receipt for a paid checkout: what was bought, when, for how much, and by whom. */
export function renderReceiptPage(checkout: CheckoutRow, buyer: UserRow) {
  const paidAt = checkout.fulfilledAt ?? checkout.createdAt;
  const testMode = checkout.provider === 'test';
  const body = `<div class="card">
${testMode ? '<p class="badge" role="note">Test mode</p>' : ''}
<h1>Receipt</h1>
<p class="muted">Thank you for your purchase from Starry Night Story.${
    testMode ? ' This payment was made in test mode: no money was taken.' : ''
  }</p>
<dl>
  <dt>Receipt number</dt><dd>${escapeHtml(checkout.paymentRef ?? checkout.id)}</dd>
  <dt>Date paid</dt><dd>${escapeHtml(dateText(paidAt))}</dd>
  <dt>Billed to</dt><dd>${escapeHtml(buyer.email)}</dd>
  <dt>Item</dt><dd>${escapeHtml(checkout.productName)}</dd>
  <dt>Credits added</dt><dd>${checkout.credits}</dd>
  <dt>Amount paid</dt><dd>${escapeHtml(amountText(checkout))}</dd>
</dl>
<p class="muted">Keep this page for your records; you can also print it.</p>
<div class="actions no-print"><a class="button secondary" href="/">Back to Starry Night Story</a></div>
</div>`;
  return htmlPage('Receipt', body);
}
