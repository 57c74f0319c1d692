import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { latestMailTo } from './outbox';
import { JOB_DEADLINE_MS } from './deadlines';

export interface Parent {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A new parent with a unique e-mail, so journeys can run in parallel on one server. */
export function newParent(firstName = 'Maya'): Parent {
  const id = randomBytes(4).toString('hex');
  return {
    firstName,
    lastName: 'Lindqvist',
    email: `${firstName.toLowerCase()}.${id}@example.com`,
    password: `Moonlight-${id}-Stories`,
  };
}

/** A real photo-like PNG (a gradient), as a parent's file picker would hand it over. */
export async function photoFile(name = 'photo.png', size = 640) {
  const buffer = await sharp({
    create: { width: size, height: size, channels: 3, background: { r: 90, g: 120, b: 200 } },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 3}" fill="#f6d365"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Signs up through the UI, confirms through the e-mailed link and signs in. */
export async function signUpConfirmAndSignIn(page: Page, parent: Parent = newParent()) {
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
  await expect(page.getByText('User created with success!')).toBeVisible();
  await expect(page).toHaveURL(/\/confirm-your-email$/);

  const mail = await latestMailTo(parent.email);
  const link = mail.links.find((l) => l.includes('/confirm/'));
  expect(link, 'confirmation link in the e-mail').toBeTruthy();
  await page.goto(new URL(link as string).pathname);
  await expect(page.getByText(/e-mail is confirmed/i).first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 10_000 });

  await signIn(page, parent);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  return parent;
}

/**
 * Signs in through the login form and waits until the app holds the signed-in user (on a phone
 * Sign Out sits in the closed menu, so the menu is no sign of it).
 */
export async function signIn(page: Page, parent: Pick<Parent, 'email' | 'password'>) {
  if (!page.url().endsWith('/auth')) await page.goto('/auth');
  await page.getByLabel('E-mail').fill(parent.email);
  await page.getByLabel('Password', { exact: true }).fill(parent.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('currentUser')), { timeout: 10_000 })
    .toBeTruthy();
}

/** The CSRF token of the page's session, for calls made with `page.request`. */
export async function csrfToken(page: Page) {
  const res = await page.request.get('/api/csrfToken');
  return ((await res.json()) as { csrfToken: string }).csrfToken;
}

/**
 * A confirmed parent, signed in through the login form. Sign-up and confirmation go through the
 * API (accounts.spec.ts covers those screens), so other journeys stay about their own feature.
 */
export async function signInNewParent(page: Page, firstName: string) {
  const parent = newParent(firstName);
  const created = await page.request.post('/api/createUserFromForm', {
    headers: { 'csrf-token': await csrfToken(page) },
    data: {
      firstName: parent.firstName,
      lastName: parent.lastName,
      displayName: `${parent.firstName} ${parent.lastName}`,
      email: parent.email,
      password: parent.password,
      confirmPassword: parent.password,
    },
  });
  expect(created.status()).toBe(201);
  const { user } = (await created.json()) as { user: { user_uid: string } };
  const link = (await latestMailTo(parent.email)).links.find((l) => l.includes('/confirm/'));
  expect(link, 'confirmation link in the e-mail').toBeTruthy();
  const code = new URL(link as string).pathname.split('/').pop() as string;
  expect((await page.request.get(`/api/confirm/${code}`)).ok()).toBe(true);

  await page.goto('/auth');
  await signIn(page, parent);
  // The login page sends a signed-in parent home (docs/api.md#spec-4); let it finish first.
  await expect(page).toHaveURL(/\/$/);
  return { parent, userId: user.user_uid };
}

/** A story of the signed-in parent written through the API (first free, then 1 credit each). */
export async function writeStory(
  page: Page,
  hero: string,
  { age = 6, elements = 'a paper boat, a sleepy owl, the stars', genre = 'Adventure' } = {},
) {
  const accepted = await page.request.post('/api/generateStory', {
    headers: { 'csrf-token': await csrfToken(page) },
    data: { hero, age, elements, genre },
  });
  expect(accepted.status()).toBe(202);
  const { workerId, storyId } = (await accepted.json()) as { workerId: string; storyId: string };
  const status = async () => {
    const res = await page.request.get(`/api/workerStatus/${workerId}`);
    return ((await res.json()) as { status: string }).status;
  };
  await expect.poll(status, { timeout: JOB_DEADLINE_MS }).toBe('completed');
  return storyId;
}
