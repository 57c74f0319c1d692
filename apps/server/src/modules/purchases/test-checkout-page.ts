import { formatPrice } from '@sns/contract';
import { TEST_CHECKOUT_PATH } from '../../providers/payments/test-checkout';
import type { CheckoutRow } from './checkout-repository';
import { escapeHtml, htmlPage } from './html-page';
import { toMajorUnits } from './present-product';

export interface TestCheckoutPageOptions {
  checkout: CheckoutRow;
  formToken: string;
  /** What went wrong with the last attempt, shown as an alert next to the card field. */
  error?: string;
  /** The number typed last time, so a typo can be fixed rather than retyped. */
  cardNumber?: string;
}

/** The amount as the parent sees it, e.g. $9.99. */
export const amountText = (checkout: Pick<CheckoutRow, 'amountCents' | 'currency'>) =>
  formatPrice(toMajorUnits(checkout.amountCents), checkout.currency.toUpperCase());

function summary(checkout: CheckoutRow) {
  return `<dl>
  <dt>Package</dt><dd>${escapeHtml(checkout.productName)}</dd>
  <dt>Credits</dt><dd>${checkout.credits}</dd>
  <dt>Amount</dt><dd>${escapeHtml(amountText(checkout))}</dd>
</dl>`;
}

const testModeBadge = '<p class="badge" role="note">Test mode</p>';

/**
 * The hosted test checkout (docs/api.md#design-5-4): clearly marked "Test mode", the product and
 * amount, a "Card number" field, "Pay" and "Cancel". Plain HTML forms: it works without scripts.
 */
export function renderTestCheckoutPage({
  checkout,
  formToken,
  error,
  cardNumber,
}: TestCheckoutPageOptions) {
  const base = `${TEST_CHECKOUT_PATH}/${encodeURIComponent(checkout.id)}`;
  const describedBy = error ? 'card-hint card-error' : 'card-hint';
  const body = `<div class="card">
${testModeBadge}
<h1>Pay for your credits</h1>
<p class="muted">This is a test checkout: no real card is charged and no money is taken.</p>
${summary(checkout)}
<form method="post" action="${base}/pay" novalidate>
  <input type="hidden" name="token" value="${escapeHtml(formToken)}">
  <label for="card-number">Card number</label>
  <input type="text" id="card-number" name="cardNumber" inputmode="numeric" autocomplete="cc-number"
    maxlength="32" value="${escapeHtml(cardNumber ?? '')}" aria-describedby="${describedBy}"${error ? ' aria-invalid="true"' : ''}>
  <p class="hint" id="card-hint">Use 4242 4242 4242 4242 to pay, or 4000 0000 0000 0002 to see a declined card.</p>
  ${error ? `<p class="alert" id="card-error" role="alert">${escapeHtml(error)}</p>` : ''}
  <div class="actions">
    <button type="submit" class="primary">Pay</button>
    <button type="submit" class="secondary" formaction="${base}/cancel">Cancel</button>
  </div>
</form>
</div>
<footer>Starry Night Story · test checkout</footer>`;
  return htmlPage('Test checkout', body);
}

/** A checkout that can't be paid any more (paid, canceled or expired), with a way on. */
export function renderClosedCheckoutPage(checkout: CheckoutRow) {
  const paid = checkout.status === 'paid';
  const body = `<div class="card">
${testModeBadge}
<h1>${paid ? 'This checkout is already paid' : 'This checkout is closed'}</h1>
<p class="muted">${
    paid
      ? 'Your credits have been added to your account.'
      : 'It was canceled or has expired. You can start a new purchase at any time.'
  }</p>
${summary(checkout)}
<div class="actions">
  ${
    paid
      ? `<a class="button primary" href="/checkout-success-page?session_id=${encodeURIComponent(checkout.id)}">See your credits</a>`
      : '<a class="button primary" href="/purchase">Buy credits</a>'
  }
</div>
</div>`;
  return htmlPage(paid ? 'Checkout paid' : 'Checkout closed', body);
}

/** Unknown checkout id, or a form posted with a token that isn't this checkout's. */
export function renderCheckoutProblemPage(title: string, text: string) {
  const body = `<div class="card">
${testModeBadge}
<h1>${escapeHtml(title)}</h1>
<p class="muted">${escapeHtml(text)}</p>
<div class="actions"><a class="button primary" href="/purchase">Buy credits</a></div>
</div>`;
  return htmlPage(title, body);
}
