import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { JOB_DEADLINE_MS } from './support/deadlines';
import { latestMailTo } from './support/outbox';
import { csrfToken, newParent } from './support/parents';
import { fillSpanishStoryForm } from './support/spanish-story';

/*
 * The pages in Spanish and back (docs/decisions/070): one click in the header, the language kept
 * by the profile and (with consent) by a cookie, a story asked for in Spanish, and every English
 * word as it was.
 */

const languageCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'sns_language')?.value;

async function profileLanguage(page: Page, userId: string) {
  const res = await page.request.get(`/api/getUserProfile/${userId}`);
  return ((await res.json()) as { user: { language: string } }).user.language;
}

/** A confirmed parent made through the API (accounts.spec.ts covers the screens in English). */
async function confirmedParent(page: Page) {
  const parent = newParent('Lucia');
  const created = await page.request.post('/api/createUserFromForm', {
    headers: { 'csrf-token': await csrfToken(page) },
    data: {
      firstName: parent.firstName,
      lastName: parent.lastName,
      email: parent.email,
      password: parent.password,
      confirmPassword: parent.password,
    },
  });
  expect(created.status()).toBe(201);
  const { user } = (await created.json()) as { user: { user_uid: string } };
  const link = (await latestMailTo(parent.email)).links.find((l) => l.includes('/confirm/'));
  const code = new URL(link as string).pathname.split('/').pop() as string;
  expect((await page.request.get(`/api/confirm/${code}`)).ok()).toBe(true);
  return { parent, userId: user.user_uid };
}

test('a parent reads the site in Spanish after one click, asks for a Spanish story, and comes back to English unchanged', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Bedtime stories starring your child',
  );

  // One click, in the header.
  await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Cuentos para dormir con tu peque de protagonista',
  );
  await expect(page.getByText('1 crédito es un cuento', { exact: true })).toBeVisible();
  await expect(page.getByText('10 créditos son un libro en PDF', { exact: true })).toBeVisible();
  // The way back is named in its own language.
  await expect(page.getByRole('banner').getByRole('button', { name: 'English' })).toHaveAttribute(
    'lang',
    'en',
  );
  await expectNoSeriousA11yViolations(page);

  // No functionality consent yet: no language cookie. Consent given (the banner asks in Spanish
  // too): the choice is kept in it.
  expect(await languageCookie(page)).toBeUndefined();
  await expect(page.getByRole('region', { name: 'Consentimiento de cookies' })).toBeVisible();
  await page.getByRole('button', { name: 'Aceptar todas' }).click();
  await expect.poll(() => languageCookie(page)).toBe('es');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // Signing in, in Spanish: the choice made before goes onto the profile.
  const { parent, userId } = await confirmedParent(page);
  await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('heading', { name: 'Hola de nuevo' })).toBeVisible();
  await expect(page).toHaveTitle('Iniciar sesión · Starry Night Story');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Correo electrónico').fill(parent.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(parent.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await expect.poll(() => profileLanguage(page, userId)).toBe('es');

  // The create page in Spanish; the story's language follows the page's. (A click right after
  // signing in stays where it went: the sign-in's own move home never undoes it.)
  await page.getByRole('banner').getByRole('link', { name: 'Crear cuento' }).click();
  await expect(page.getByRole('heading', { name: 'Crea un cuento para dormir' })).toBeVisible();
  await expect(page.getByLabel('Escrito en')).toHaveValue('es');
  await expectNoSeriousA11yViolations(page);
  await fillSpanishStoryForm(page);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/generateStory'));
  await page.getByRole('button', { name: 'Crear mi cuento' }).click();
  const body = (await sent).postDataJSON() as { language?: string; genre: string };
  expect(body).toMatchObject({ language: 'es', genre: 'Fantasy' });
  await expect(page).toHaveURL(/\/loadedstory\?id=[0-9a-f-]{36}$/, { timeout: JOB_DEADLINE_MS });
  const storyId = new URL(page.url()).searchParams.get('id') as string;
  const story = (await (await page.request.get(`/api/getStory/${storyId}`)).json()) as {
    language: string;
  };
  expect(story.language).toBe('es');

  // Back to English in one click: the profile follows, and the words are the spec's again.
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(() => profileLanguage(page, userId)).toBe('en');
  await page.getByRole('banner').getByRole('link', { name: 'Create Story' }).click();
  await expect(page.getByRole('heading', { name: 'Create a bedtime story' })).toBeVisible();
  await expect(page).toHaveTitle('Create Story · Starry Night Story');
  for (const label of ["Hero's name", 'First story element', 'Plot twist', 'Life lesson'])
    await expect(page.getByLabel(label)).toBeVisible();
  await expect(page.getByLabel('Written in')).toHaveValue('en');
  await expect(page.getByRole('radio', { name: 'Sci-Fi' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create my story' })).toBeVisible();
  for (const link of ['Home', 'My Stories', 'Buy Credits', 'About', 'Instructions'])
    await expect(page.getByRole('banner').getByRole('link', { name: link })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
