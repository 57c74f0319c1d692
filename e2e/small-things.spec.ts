import { randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { latestMailTo } from './support/outbox';
import { newParent, signIn, signInNewParent, writeStory, type Parent } from './support/parents';

/**
 * Small things a parent noticed (issue 13): each journey is one of them, on a 390×844 phone.
 */
test.use({ viewport: { width: 390, height: 844 } });

const PHONE_WIDTH = 390;

/** A parent whose address is 60 characters long, the kind that used to push cards sideways. */
function parentWithLongAddress(): Parent {
  const id = randomBytes(4).toString('hex');
  const domain = '@example.com';
  const local = `maya.lindqvist.bedtime.stories.${id}`.padEnd(60 - domain.length, 'x');
  return { ...newParent('Maya'), email: `${local}${domain}` };
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE_WIDTH,
  );
}

/** Inside a dialog the page cannot scroll; the text must still stay on the screen. */
async function expectOnScreen(text: Locator) {
  const box = await text.boundingBox();
  expect(box, 'the text is laid out').not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE_WIDTH);
}

async function signUpThroughTheForm(page: Page, parent: Parent) {
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
}

async function confirmationPath(email: string) {
  const link = (await latestMailTo(email)).links.find((l) => l.includes('/confirm/'));
  expect(link, 'confirmation link in the e-mail').toBeTruthy();
  return new URL(link as string).pathname;
}

test('a 60-character e-mail address stays inside every card on a phone', async ({ page }) => {
  const parent = parentWithLongAddress();
  expect(parent.email).toHaveLength(60);

  await signUpThroughTheForm(page, parent);
  await expect(page.getByText(parent.email, { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(
    (await page.request.get(`/api/${(await confirmationPath(parent.email)).slice(1)}`)).ok(),
  ).toBe(true);

  await page.goto('/forgot-password');
  await page.getByLabel('E-mail').fill(parent.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Submit Code' })).toBeVisible();
  await expect(page.getByText(parent.email, { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);

  const mail = await latestMailTo(parent.email, /code/i);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  await page.getByLabel('Verification code').fill(code as string);
  await page.getByRole('button', { name: 'Submit Code' }).click();
  await expect(page).toHaveURL(/\/redefine-password$/);
  await expect(page.getByText(parent.email, { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);

  const newPassword = `${parent.password}-new`;
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Redefine password' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, { email: parent.email, password: newPassword });
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'Open your profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Your Profile' });
  await expectOnScreen(profile.getByText(parent.email, { exact: true }));
  await expectNoSidewaysScroll(page);

  await profile.getByRole('button', { name: 'Delete my account' }).click();
  const deletion = page.getByRole('dialog', { name: 'Delete your account?' });
  await expectOnScreen(deletion.getByText(parent.email, { exact: true }));
  await expectNoSidewaysScroll(page);
});

test('opening the confirmation link a second time says the e-mail is confirmed and offers sign-in', async ({
  page,
}) => {
  const parent = newParent('Ada');
  await signUpThroughTheForm(page, parent);
  const path = await confirmationPath(parent.email);

  await page.goto(path);
  await expect(page.getByText(/e-mail is confirmed/i).first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 10_000 });

  await page.goto(path);
  await expect(
    page.getByText('Your e-mail is already confirmed — please sign in.').first(),
  ).toBeVisible();
  await expect(page.getByText('Invalid confirmation. Please, try again.')).toHaveCount(0);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, parent);
});

test('after a purchase on a phone no toast covers the "Thank you" headline', async ({ page }) => {
  await signInNewParent(page, 'Lena');
  await page.goto('/purchase');
  await page
    .getByRole('article', { name: '10 Credits' })
    .getByRole('button', { name: 'Purchase' })
    .click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout-success-page\?session_id=/);

  const headline = page.getByRole('heading', { name: 'Thank you for your purchase!' });
  await expect(headline).toBeVisible();
  await expect(page.getByText('Payment executed!')).toBeVisible();
  await expect(page.getByText('Quantity of Stories updated!')).toBeVisible();
  const title = await headline.boundingBox();
  const toasts = page.locator('.mantine-Notification-root');
  expect(await toasts.count()).toBeGreaterThan(0);
  for (const toast of await toasts.all()) {
    const box = await toast.boundingBox();
    if (!box || !title) continue;
    const overlaps =
      box.x < title.x + title.width &&
      title.x < box.x + box.width &&
      box.y < title.y + title.height &&
      title.y < box.y + box.height;
    expect(overlaps, `a toast at ${JSON.stringify(box)} over ${JSON.stringify(title)}`).toBe(false);
  }
});

test("a hero's 40-letter name stays inside the story cards and pages on a phone", async ({
  page,
}) => {
  await signInNewParent(page, 'Vera');
  const hero = 'Wolfgangmaximiliansebastianfitzgeraldine';
  expect(hero).toHaveLength(40);
  const storyId = await writeStory(page, hero, {
    elements: 'a paper boat, a sleepy owl, the stars',
  });

  await page.goto('/mystories');
  await expect(page.getByText(hero).first()).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.goto(`/loadedstory?id=${storyId}`);
  await expect(page.getByRole('heading', { name: new RegExp(hero) }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: 'Create a PDF book' }).click();
  await expect(page).toHaveURL(/\/pdf-per-story$/);
  await expect(page.getByRole('heading', { name: hero }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.goto(`/loadedstory?id=${storyId}`);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByLabel('Share link')).toBeVisible();
  await page.goto(`/share/${storyId}`);
  const title = page.getByRole('heading', { name: new RegExp(hero) }).first();
  await expect(title).toBeVisible();
  await expectOnScreen(title);
  await expectNoSidewaysScroll(page);
});
