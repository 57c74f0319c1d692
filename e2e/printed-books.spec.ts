import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { JOB_DEADLINE_MS } from './support/deadlines';
import { latestMailTo } from './support/outbox';
import { signInNewParent, writeStory } from './support/parents';
import { buyTenCredits, labAction, makePdfBook, payForPrintedBook } from './support/print';

/**
 * Printed books (docs/product.md#printed-books, docs/decisions/027), offline: the print lab
 * stands in for the printer and the test checkout for Stripe. The PDF books and the credits for
 * the second are made through the API and the shop (books.spec.ts and purchases.spec.ts cover
 * those screens); everything from My Stories to the delivered order is the parent's UI.
 */

/** Nothing on the page is wider than a phone's screen. */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

test('a parent merges two PDF books, orders them printed, pays and follows the order to the door', async ({
  page,
}) => {
  const { parent, userId } = await signInNewParent(page, 'Nora');
  // 12 credits: the first story is free, the second 1, a PDF book 10; ten more for the second book.
  const first = await writeStory(page, 'Nora');
  const second = await writeStory(page, 'Nora', { elements: 'a red kite, a fox, the moon' });
  await makePdfBook(page, userId, first);
  await buyTenCredits(page);
  await makePdfBook(page, userId, second);

  // My Stories → Printed books: nothing ordered yet, and the way to make one.
  await page.goto('/mystories');
  await page.getByRole('link', { name: 'Printed books' }).click();
  await expect(page).toHaveURL(/\/print-orders$/);
  await expect(page.getByRole('heading', { name: 'Your printed books', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No printed books yet' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Make a printed book' }).click();

  // /merged-books: both PDF books as cards; pick both, then swap them with the keyboard.
  await expect(page).toHaveURL(/\/merged-books$/);
  const picks = page.getByRole('checkbox', { name: /^Print “/ });
  await expect(picks).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Make my printed book' })).toBeDisabled();
  await expect(page.getByText('None yet.', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await picks.nth(0).check();
  await picks.nth(1).check();
  const order = page.getByRole('list', { name: 'Order of the books in your printed book' });
  const items = order.getByRole('listitem');
  await expect(items).toHaveCount(2);
  const [a, b] = [await items.nth(0).innerText(), await items.nth(1).innerText()];
  await items.nth(1).getByRole('button', { name: /up$/ }).focus();
  await page.keyboard.press('Enter');
  await expect(items.nth(0)).toContainText(b.replace(/^2\. /, '').split('\n')[0] as string);
  await expect(items.nth(1)).toContainText(a.replace(/^1\. /, '').split('\n')[0] as string);
  await page.getByLabel('Gift message (optional)').fill('For Nora, with love from Grandma');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Make my printed book' }).click();
  await expect(page.getByText('Putting your printed book together…')).toBeVisible();
  await expect(page.getByText(/^Your printed book is ready: \d+ pages$/)).toBeVisible({
    timeout: JOB_DEADLINE_MS,
  });
  await expect(page.getByRole('link', { name: /Look through the pages/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  const merged = page.getByRole('region', { name: 'Your merged books' });
  await expect(merged.getByText(/^2 books, \d+ pages$/)).toBeVisible();
  await expect(merged.getByText('Ready to print', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Order print' }).first().click();

  // /print-book: the proof, the padded page count, the gift message and the price a copy.
  await expect(page).toHaveURL(/\/print-book\?merged=[0-9a-f-]{36}$/);
  const proof = page.getByRole('link', { name: /Look through the pages/ });
  await expect(proof).toHaveAttribute('href', /\/files\//);
  await expect(page.getByRole('link', { name: /See the cover/ })).toHaveAttribute(
    'href',
    /\/files\//,
  );
  await expect(page.getByTestId('page-count')).toHaveText(/^(\d+) pages, hardcover$/);
  const pageCount = Number(/\d+/.exec(await page.getByTestId('page-count').innerText())?.[0]);
  expect(pageCount).toBeGreaterThanOrEqual(24);
  expect(pageCount % 2).toBe(0);
  // Under 24 pages the print adds activity pages, and the page says which (two stories may not need them).
  const mergedBookId = new URL(page.url()).searchParams.get('merged') as string;
  const built = (await (await page.request.get(`/api/mergedBooks/${mergedBookId}`)).json()) as {
    pageCount: number;
    addedPages: { count: number }[];
  };
  expect(built.pageCount).toBe(pageCount);
  const added = page.getByText(/^We added \d+ activity pages? to reach \d+: /);
  if (built.addedPages.length > 0) await expect(added).toBeVisible();
  else await expect(added).toHaveCount(0);
  await expect(page.getByText('For Nora, with love from Grandma')).toBeVisible();
  await expect(page.getByText(/a copy, before shipping/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The address is checked in the browser first: each message on its field.
  await page.getByRole('button', { name: 'Check address' }).click();
  await expect(page.getByText('Enter the street address')).toBeVisible();
  await expect(page.getByText('A state is required for addresses in US')).toBeVisible();
  await expect(page.getByLabel('Street address')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Full name').fill('Nora Lindqvist');
  await page.getByLabel('Street address').fill('1 Warning Way');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('State or province').fill('IL');
  await page.getByLabel('Postcode').fill('62701');
  await page.getByLabel('Phone number').fill('+1 555 123 4567');
  await page.getByRole('button', { name: 'Check address' }).click();
  // The print lab warns about "1 Warning Way" and suggests "1 Warning Way NW": take it.
  await expect(page.getByText('The printer suggests a correction')).toBeVisible();
  await expect(page.getByText('1 Warning Way NW', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Use the suggested address' }).click();
  await expect(page.getByLabel('Street address')).toHaveValue('1 Warning Way NW');
  await expect(page.getByText('The printer can deliver to this address.')).toBeVisible();

  const shipping = page.getByRole('radiogroup', { name: 'Shipping' });
  await expect(shipping.getByRole('radio').first()).toBeVisible();
  await expect(shipping.getByText(/untracked/)).toBeVisible();
  await shipping.getByRole('radio', { name: /^Ground — \$/ }).check();
  await expect(page.getByTestId('order-total')).toHaveText(/^Total \$\d+\.\d\d USD$/);
  await expect(page.getByText(/Tax added at checkout, if any\./)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoOverflow(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The test checkout, then the success page confirms the payment and, once the order is at the
  // printer, until when it can be canceled.
  const orderId = await payForPrintedBook(page);
  await expectNoSeriousA11yViolations(page);
  expect((await latestMailTo(parent.email, /printed book is ordered/)).text).toContain(
    'Total paid',
  );
  await page.getByRole('link', { name: 'See your order' }).click();

  // /print-orders?order=…: the order at the printer, highlighted, with Cancel order.
  await expect(page).toHaveURL(new RegExp(`/print-orders\\?order=${orderId}$`));
  const card = page.locator(`[data-order-id="${orderId}"]`);
  await expect(card.getByTestId('order-status')).toHaveText('At the printer');
  await expect(card.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  await expect(card.getByRole('list', { name: 'Order progress' })).toBeVisible();
  // The book by its own title and cover picture, its total with the currency (issue 29 point 13).
  await expect(card.getByTestId('order-book-title')).not.toHaveText(/^(Your printed book)?$/);
  const cover = card.locator('img');
  await expect(cover).toBeVisible();
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(card.getByText(/^\$\d+\.\d{2} USD/)).toBeVisible();
  await expect(card.getByText('Sent by mail, without tracking')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoOverflow(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await labAction(page, orderId, 'Start production');
  await expect(card.getByTestId('order-status')).toHaveText('Printing');
  await expect(card.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await latestMailTo(parent.email, /being printed/);

  await labAction(page, orderId, 'Ship');
  await expect(card.getByTestId('order-status')).toHaveText('Shipped');
  const tracking = card.getByRole('link', { name: /Track your parcel/ });
  await expect(tracking).toHaveAttribute('target', '_blank');
  await expect(tracking).toHaveAttribute('href', /^https?:\/\//);
  expect((await latestMailTo(parent.email, /on its way/)).text).toContain('Track it:');

  await labAction(page, orderId, 'Deliver');
  await expect(card.getByTestId('order-status')).toHaveText('Delivered');
  await latestMailTo(parent.email, /was delivered/);
  await expectNoSeriousA11yViolations(page);

  // Something is wrong with the books: the report is kept on the order and mailed back.
  await card.getByRole('button', { name: 'Report a problem' }).click();
  await card.getByRole('button', { name: 'Send report' }).click();
  await expect(card.getByText('Tell us what is wrong')).toBeVisible();
  await card.getByLabel('What is wrong with your books?').fill('Page 12 came torn.');
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('button', { name: 'Send report' }).click();
  await expect(card.getByText('Your report:')).toBeVisible();
  await expect(card.getByText('Page 12 came torn.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Report a problem' })).toHaveCount(0);
  await latestMailTo(parent.email, /We received your report/);
});

test('a visitor is asked to log in on the printed-book pages, and a failed book checkout says so', async ({
  page,
}) => {
  for (const [path, action] of [
    ['/print-orders', 'see your printed books'],
    ['/merged-books', 'make a printed book'],
    ['/print-book?merged=6c2f0c1e-9d7a-4a57-9d3e-0c1f5b1f0c1e', 'order a printed book'],
    ['/checkout-book-success-page?order=6c2f0c1e-9d7a-4a57-9d3e-0c1f5b1f0c1e', 'see your order'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(`Please log in to ${action}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth');
    await expectNoSeriousA11yViolations(page);
  }
  await page.goto('/checkout-book-error-page');
  await expect(
    page.getByRole('heading', { name: 'Checkout failed. Please, try again.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Back to My Stories' })).toHaveAttribute(
    'href',
    '/mystories',
  );
});
