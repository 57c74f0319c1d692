import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { latestMailTo } from './support/outbox';
import { csrfToken, signInNewParent, writeStory } from './support/parents';
import {
  labAction,
  makePdfBook,
  mergeBooksByApi,
  openPrintLab,
  payForPrintedBook,
} from './support/print';

/**
 * Printed books that never reach the door (docs/product.md#print-orders, docs/decisions/027):
 * canceled by the parent while still at the printer, or refused by the printer. Either way the
 * money goes back in full and the parent is told. Offline: the print lab stands in for the
 * printer and the test checkout for Stripe. The PDF book and the merged book are made through
 * the API (printed-books.spec.ts walks those screens); ordering, paying, canceling and reading
 * the order are the parent's UI.
 */

/** The words the orders page uses for an order whose money came back (product.md#print-orders). */
const REFUNDED = 'Canceled — refunded in full';

/**
 * A parent with one finished PDF book made into a printed book: 12 credits on sign-up, the first
 * story free and the PDF book 10.
 */
async function parentWithPrintableBook(page: Page, firstName: string) {
  const { parent, userId } = await signInNewParent(page, firstName);
  await makePdfBook(page, userId, await writeStory(page, firstName));
  return { parent, mergedBookId: await mergeBooksByApi(page) };
}

/**
 * Orders the merged book through /print-book as a parent would (an address the printer takes as
 * typed, Ground), pays with the test card and waits on the success page until the order is at
 * the printer; then follows "See your order". Returns the order id.
 */
async function orderAndPay(page: Page, mergedBookId: string, name: string) {
  await page.goto(`/print-book?merged=${mergedBookId}`);
  await expect(page.getByTestId('page-count')).toHaveText(/^\d+ pages, hardcover$/);
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Street address').fill('12 Oak Street');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('State or province').fill('IL');
  await page.getByLabel('Postcode').fill('62701');
  await page.getByLabel('Phone number').fill('+1 555 123 4567');
  await page.getByRole('button', { name: 'Check address' }).click();
  await expect(page.getByText('The printer can deliver to this address.')).toBeVisible();
  await page
    .getByRole('radiogroup', { name: 'Shipping' })
    .getByRole('radio', { name: /^Ground — \$/ })
    .check();
  await expect(page.getByTestId('order-total')).toHaveText(/^Total \$\d+\.\d\d USD$/);
  const orderId = await payForPrintedBook(page);
  await page.getByRole('link', { name: 'See your order' }).click();
  await expect(page).toHaveURL(new RegExp(`/print-orders\\?order=${orderId}$`));
  return orderId;
}

/** The parent's one order on /print-orders, found by its heading. */
const orderCard = (page: Page) => page.getByRole('article', { name: /^Printed book ordered / });

/** The print lab's card of the order's job (the lab lists every parent's jobs). */
async function labJob(page: Page, orderId: string) {
  await openPrintLab(page);
  await expect(page.getByText('Test mode', { exact: true })).toBeVisible();
  return page.getByRole('region', { name: /^Print job \d+$/ }).filter({ hasText: orderId });
}

test('a parent cancels a printed book while it is still at the printer and gets all the money back', async ({
  page,
}) => {
  const { parent, mergedBookId } = await parentWithPrintableBook(page, 'Iris');
  const orderId = await orderAndPay(page, mergedBookId, 'Iris Lindqvist');

  // /print-orders?order=…: at the printer, with Cancel order and until when.
  const card = orderCard(page);
  await expect(card.getByTestId('order-status')).toHaveText('At the printer');
  await expect(card.getByText(/^You can cancel until .+\.$/)).toBeVisible();
  const cancel = card.getByRole('button', { name: 'Cancel order' });

  // The dialog asks first, with the focus on keeping the order; keeping it changes nothing.
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toBeVisible();
  const refundWords = dialog.getByText(/nothing is printed and \$\d+\.\d\d is refunded in full\.$/);
  await expect(refundWords).toBeVisible();
  const total = /\$\d+\.\d\d/.exec(await refundWords.innerText())?.[0] as string;
  await expect(card.getByRole('definition').filter({ hasText: total })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep my order' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Keep my order' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('order-status')).toHaveText('At the printer');

  await cancel.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('order-status')).toHaveText(REFUNDED);
  await expect(card.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(card.getByText(/You can cancel until/)).toHaveCount(0);
  await expect(card.getByRole('list', { name: 'Order progress' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The refund is mailed, with the amount and the order number.
  const mail = await latestMailTo(parent.email, /printed book order was refunded/);
  expect(mail.text).toContain(`${total} (USD) has been refunded in full`);
  expect(mail.text).toContain(`Order number: ${orderId}`);

  // It stays canceled: after a reload there is still no way to cancel, and the server refuses.
  await page.reload();
  await expect(card.getByTestId('order-status')).toHaveText(REFUNDED);
  await expect(card.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  const again = await page.request.post(`/api/printOrders/${orderId}/cancel`, {
    headers: { 'csrf-token': await csrfToken(page) },
  });
  expect(again.status(), await again.text()).toBe(409);
  expect(await again.json()).toMatchObject({ message: 'This order is already canceled.' });

  // At the printer the job is canceled too, with nothing left to press.
  const job = await labJob(page, orderId);
  await expect(job.getByRole('definition').filter({ hasText: /^CANCELED$/ })).toBeVisible();
  await expect(job.getByRole('button')).toHaveCount(0);
});

test('the printer rejects a printed book’s file and the parent is refunded and told why', async ({
  page,
}) => {
  const { parent, mergedBookId } = await parentWithPrintableBook(page, 'Otto');
  const orderId = await orderAndPay(page, mergedBookId, 'Otto Lindqvist');
  const card = orderCard(page);
  await expect(card.getByTestId('order-status')).toHaveText('At the printer');
  await expect(card.getByRole('button', { name: 'Cancel order' })).toBeVisible();

  // The print lab refuses the file; the order comes back refunded, with the printer's words.
  await labAction(page, orderId, 'Reject the file');
  await expect(card.getByTestId('order-status')).toHaveText(REFUNDED, { timeout: 20_000 });
  await expect(card.getByText('What the printer said:')).toBeVisible();
  await expect(card).toContainText('the file was rejected in the print lab');
  await expect(card.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Report a problem' })).toHaveCount(0);
  await expect(card.getByRole('list', { name: 'Order progress' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const mail = await latestMailTo(parent.email, /printed book order was refunded/);
  expect(mail.text).toMatch(
    /could not be printed or was canceled, and \$\d+\.\d\d \(USD\) has been refunded in full/,
  );
  expect(mail.text).toContain('The printer said: the file was rejected in the print lab');
  expect(mail.text).toContain(`Order number: ${orderId}`);

  // The rejected job is finished at the printer: nothing more can be done with it there.
  const job = await labJob(page, orderId);
  await expect(job.getByRole('definition').filter({ hasText: /^REJECTED$/ })).toBeVisible();
  await expect(job.getByRole('button')).toHaveCount(0);
});
