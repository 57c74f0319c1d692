import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { latestMailTo } from './outbox';

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
  await page.getByRole('switch', { name: 'I agree to the Terms of Use and Privacy Policy' }).check();
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
  return parent;
}

export async function signIn(page: Page, parent: Pick<Parent, 'email' | 'password'>) {
  if (!page.url().endsWith('/auth')) await page.goto('/auth');
  await page.getByLabel('E-mail').fill(parent.email);
  await page.getByLabel('Password', { exact: true }).fill(parent.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
}
