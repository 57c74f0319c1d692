import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signInNewParent } from './support/parents';

/** The signed-in parent's balance, as the server has it. */
async function creditsOnServer(page: Page) {
  const userUid = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('currentUser') ?? '{}') as { user_uid?: string }).user_uid,
  );
  const res = await page.request.get(`/api/getUserProfile/${userUid}`);
  return ((await res.json()) as { user: { storiesRemaining: number } }).user.storiesRemaining;
}

const packageCard = (page: Page, name: string) => page.getByRole('article', { name });

/** From the shop to the hosted test checkout of a package. */
async function openCheckoutFor(page: Page, name: string) {
  await page.getByRole('link', { name: 'Buy Credits', exact: true }).first().click();
  await expect(page).toHaveURL(/\/purchase$/);
  await packageCard(page, name).getByRole('button', { name: 'Purchase' }).click();
  await expect(page).toHaveURL(/\/test-checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Test mode')).toBeVisible();
}

test('a parent buys 30 credits with the test card and opens the receipt', async ({ page }) => {
  await signInNewParent(page, 'Lena');
  await page.getByRole('link', { name: 'Buy Credits', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Buy Credits', level: 1 })).toBeVisible();

  for (const [name, price] of [
    ['10 Credits', '$4.99'],
    ['30 Credits', '$9.99'],
    ['60 Credits', '$17.99'],
  ] as const) {
    const card = packageCard(page, name);
    await expect(card.getByText(price, { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Purchase' })).toBeEnabled();
    // The package picture loads (a signed URL) and says what it shows.
    const picture = card.getByRole('img', { name: new RegExp(`^${name} package`) });
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(640);
  }
  await expect(packageCard(page, '30 Credits').getByText('Best Value')).toBeVisible();
  await expect(packageCard(page, '10 Credits').getByText('Best Value')).toHaveCount(0);
  await expect(page.getByText('1 credit is one story', { exact: true })).toBeVisible();
  await expect(page.getByText('1 credit is one extra AI image', { exact: true })).toBeVisible();
  await expect(page.getByText('10 credits is one PDF book', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await packageCard(page, '30 Credits').getByRole('button', { name: 'Purchase' }).click();
  await expect(page).toHaveURL(/\/test-checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Test mode')).toBeVisible();
  await expect(page.getByText('30 Credits')).toBeVisible();
  await expect(page.getByText('$9.99')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout-success-page\?session_id=[0-9a-f-]{36}$/);
  await expect(page.getByText('Payment executed!')).toBeVisible();
  await expect(page.getByText('Quantity of Stories updated!')).toBeVisible();
  await expect(page.getByText('30 credits were added to your account.')).toBeVisible();
  await expect(page.getByTestId('stories-remaining')).toHaveText('42');
  await expectNoSeriousA11yViolations(page);
  expect(await creditsOnServer(page)).toBe(42);

  // Coming back to the success page (reload, back button) credits nothing more.
  await page.reload();
  await expect(page.getByTestId('stories-remaining')).toHaveText('42');
  expect(await creditsOnServer(page)).toBe(42);

  const [receipt] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: /View your receipt/ }).click(),
  ]);
  await expect(receipt.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await expect(receipt.getByText('30 Credits')).toBeVisible();
  await expect(receipt.getByText('$9.99')).toBeVisible();
  await receipt.close();
});

test('a declined card takes nothing and says so; other numbers ask for a test card', async ({
  page,
}) => {
  await signInNewParent(page, 'Ravi');
  await openCheckoutFor(page, '10 Credits');

  await page.getByLabel('Card number').fill('1234 5678 9012 3456');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please use a test card number.');

  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/test-checkout\/[0-9a-f-]{36}\/pay$/);
  await expect(page.getByRole('alert')).toHaveText('Your card was declined. No money was taken.');
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await creditsOnServer(page)).toBe(12);
});

test('Cancel on the checkout leads to the checkout error page', async ({ page }) => {
  await signInNewParent(page, 'Ines');
  await openCheckoutFor(page, '60 Credits');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout-error-page$/);
  await expect(
    page.getByRole('heading', { name: 'Checkout failed. Please, try again.' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await creditsOnServer(page)).toBe(12);
  await page.getByRole('link', { name: 'Go home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a visitor on /purchase sees the packages and a prompt to log in', async ({ page }) => {
  await page.goto('/purchase');
  await expect(page.getByText('Please log in to buy credits')).toBeVisible();
  await expect(packageCard(page, '30 Credits').getByText('Best Value')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Purchase' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
});
