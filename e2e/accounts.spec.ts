import { expect, test, type Locator } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { latestMailTo } from './support/outbox';
import {
  newParent,
  photoFile,
  signIn,
  signInNewParent,
  signUpConfirmAndSignIn,
  writeStory,
} from './support/parents';

const dd = (dialog: Locator, term: string) =>
  dialog.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

test('a new parent signs up, confirms, signs in, sees 12 credits, changes the picture and signs out', async ({
  page,
}) => {
  const parent = await signUpConfirmAndSignIn(page);

  for (const name of [
    'Home',
    'Create Story',
    'My Stories',
    'Buy Credits',
    'About',
    'Instructions',
  ]) {
    await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible();
  }

  await page.getByRole('button', { name: 'Open your profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Your Profile' });
  await expect(profile).toBeVisible();
  await expect(dd(profile, 'Credits available')).toHaveText('12');
  await expect(dd(profile, 'First name')).toHaveText(parent.firstName);
  await expect(dd(profile, 'Last name')).toHaveText(parent.lastName);
  await expect(dd(profile, 'E-mail')).toHaveText(parent.email);
  await expectNoSeriousA11yViolations(page);

  await expect(profile.locator('img[src*="/files/"]')).toHaveCount(0);
  await profile.getByLabel('Upload your own').setInputFiles(await photoFile());
  await expect(page.getByText('Picture updated!')).toBeVisible();
  // The uploaded photo replaces the placeholder, served from our signed file URLs.
  await expect(profile.locator('img[src*="/files/"]').first()).toBeVisible();
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('currentUser') ?? 'null'),
  );
  expect(stored?.profilePhoto).toContain('/files/');

  await profile.getByRole('button', { name: 'Close' }).first().click();
  await expect(profile).toBeHidden();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Account' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
});

test('a parent who forgot the password resets it with the e-mailed code', async ({ page }) => {
  const parent = await signUpConfirmAndSignIn(page, newParent('Noor'));
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('E-mail').fill(parent.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Submit Code' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const mail = await latestMailTo(parent.email, /code/i);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code, 'a 6-digit code in the e-mail').toBeTruthy();
  await page.getByLabel('Verification code').fill(code as string);
  await page.getByRole('button', { name: 'Submit Code' }).click();
  await expect(page).toHaveURL(/\/redefine-password$/);

  const newPassword = `${parent.password}-new`;
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Redefine password' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByLabel('E-mail').fill(parent.email);
  await page.getByLabel('Password', { exact: true }).fill(parent.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('An error occurred:. Please, contact support.')).toBeVisible();

  await signIn(page, { email: parent.email, password: newPassword });
});

test('an unconfirmed parent is offered to resend the confirmation', async ({ page }) => {
  const parent = newParent('Ines');
  await page.goto('/signup');
  await page.getByLabel('First name').fill(parent.firstName);
  await page.getByLabel('Last name').fill(parent.lastName);
  await page.getByLabel('E-mail').fill(parent.email);
  await page.getByLabel('Password', { exact: true }).fill(parent.password);
  await page.getByLabel('Confirm password').fill(parent.password);
  await page
    .getByRole('switch', { name: 'I agree to the Terms of Use and Privacy Policy' })
    .check();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/confirm-your-email$/);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/auth');
  await page.getByLabel('E-mail').fill(parent.email);
  await page.getByLabel('Password', { exact: true }).fill(parent.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(
    page.getByText('Email not validated yet. Please, check your email and validate it.').first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Resend confirmation code' }).click();
  await expect(page).toHaveURL(/\/confirm-your-email$/);
  await page.getByRole('button', { name: 'Resend confirmation e-mail' }).click();
  await expect.poll(async () => (await latestMailTo(parent.email)).links.length).toBeGreaterThan(0);
});

test('a bad confirmation link says so', async ({ page }) => {
  await page.goto('/confirm/not-a-real-code');
  await expect(page.getByText('Invalid confirmation. Please, try again.').first()).toBeVisible();
});

test('a parent signs in with Google', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByText('User logded in with success!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await page.getByRole('button', { name: 'Open your profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Your Profile' });
  await expect(dd(profile, 'E-mail')).toHaveText('google.parent@example.com');
  await expect(dd(profile, 'Credits available')).toHaveText(/^\d+$/);
});

test('the profile follows what the parent does, and a refresh that fails keeps them signed in', async ({
  page,
}) => {
  await signInNewParent(page, 'Ines');
  // Written behind the page's back: the first is free, the second takes a credit.
  await writeStory(page, 'Ines');
  await writeStory(page, 'Ines');

  const profileAnswered = page.waitForResponse((r) => r.url().includes('/api/getUserProfile/'));
  await page.goto('/mystories');
  await profileAnswered;
  await expect(page.getByText('2 stories', { exact: true })).toBeVisible();

  // The server is briefly unwell while a story is deleted: the refreshed profile fails.
  await page.route('**/api/getUserProfile/**', (route) =>
    route.fulfill({ status: 500, json: { message: 'Something went wrong' } }),
  );
  const failed = page.waitForResponse((r) => r.url().includes('/api/getUserProfile/'));
  const deleteOne = async () => {
    await page
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete story' }).click();
    await expect(page.getByText(/is deleted\.$/).last()).toBeVisible();
  };
  await deleteOne();
  expect((await failed).status()).toBe(500);
  await expect(page).toHaveURL(/\/mystories$/);
  await expect(page.getByRole('button', { name: 'Open your profile' })).toBeVisible();

  // Well again: the next change brings the profile up to date, from the server.
  await page.unroute('**/api/getUserProfile/**');
  await deleteOne();
  await expect(page.getByText('No stories yet')).toBeVisible();
  await page.getByRole('button', { name: 'Open your profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Your Profile' });
  await expect(dd(profile, 'Total stories')).toHaveText('0');
  await expect(dd(profile, 'Credits available')).toHaveText('11');
});
