import { expect, test } from '@playwright/test';
import { signInNewParent, writeStory } from './support/parents';
import { makePdfBook, mergeBooksByApi } from './support/print';

/**
 * The price shown is the price charged (issue 29): a UK parent orders two copies by Mail. The
 * total /print-book shows before paying — two copies and shipping quoted for two — is the total
 * the checkout charges and the order records, to the cent. Offline: the print lab prices
 * shipping, the test checkout stands in for Stripe (and says no tax is charged in test mode).
 */
test('a UK parent orders two copies and pays exactly the total the page showed', async ({
  page,
}) => {
  const { userId } = await signInNewParent(page, 'Olive');
  await makePdfBook(page, userId, await writeStory(page, 'Olive'));
  const mergedBookId = await mergeBooksByApi(page);

  await page.goto(`/print-book?merged=${mergedBookId}`);
  await expect(page.getByTestId('page-count')).toHaveText(/^\d+ pages, hardcover$/);
  await page.getByLabel('Country').selectOption('GB');
  await page.getByLabel('Full name').fill('Olive Jones');
  await page.getByLabel('Street address').fill('1 Harewood Avenue');
  await page.getByLabel('City').fill('Leeds');
  await page.getByLabel('Postcode').fill('LS22 6LL');
  await page.getByLabel('Phone number').fill('+44 113 496 0000');
  await page.getByRole('button', { name: 'Check address' }).click();
  await expect(page.getByText('The printer can deliver to this address.')).toBeVisible();

  const mail = page.getByRole('radiogroup', { name: 'Shipping' }).getByRole('radio', {
    name: /^Mail \(no tracking\) — \$/,
  });
  await mail.check();
  const oneCopy = await page.getByTestId('order-total').textContent();
  await page.getByLabel('Copies').fill('2');
  // Shipping is priced again for two copies: the total moves by more than a second copy.
  await expect(page.getByTestId('order-total')).not.toHaveText(oneCopy ?? '');
  await expect(page.getByTestId('order-total')).toHaveText(/^Total \$\d+\.\d\d USD$/);
  const shown = /\$(\d+\.\d\d)/.exec(
    (await page.getByTestId('order-total').textContent()) ?? '',
  )?.[1];
  expect(shown).toBeTruthy();
  const breakdown = (await page.getByText(/^2 × \$/).textContent()) ?? '';
  const [, each, shipping] = /^2 × \$(\d+\.\d\d) \+ shipping \$(\d+\.\d\d)/.exec(breakdown) ?? [];
  const cents = (amount: string | undefined) => Math.round(Number(amount) * 100);
  expect(cents(shown)).toBe(2 * cents(each) + cents(shipping));

  // The checkout charges exactly that, with no tax in test mode.
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/test-checkout\/book\/[0-9a-f-]{36}$/);
  await expect(page.getByText('No tax is charged in test mode.', { exact: false })).toBeVisible();
  const total = page
    .locator('dt', { hasText: /^Total$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(total).toHaveText(`$${shown}`);
  const shippingCharged = page
    .locator('dt', { hasText: /^Shipping$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(shippingCharged).toHaveText(`$${shipping}`);

  // Paid: the order records the same total.
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(
    page.getByRole('heading', { name: 'Thank you! Your printed book is ordered' }),
  ).toBeVisible({ timeout: 20_000 });
  const paid = page
    .locator('dt', { hasText: /^Total paid$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(paid).toHaveText(`$${shown}`);
});
