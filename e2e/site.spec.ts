import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

const pages: { path: string; heading: RegExp | string; title: RegExp }[] = [
  { path: '/', heading: /bedtime stories/i, title: /Starry Night Story/ },
  { path: '/about', heading: /about/i, title: /About/ },
  { path: '/instructions', heading: /instructions|how to/i, title: /Instructions/ },
  { path: '/terms-of-use', heading: /terms of use/i, title: /Terms of Use/ },
  { path: '/privacy-policy', heading: /privacy policy/i, title: /Privacy Policy/ },
  { path: '/auth', heading: /sign in|log ?in|welcome/i, title: /./ },
  { path: '/signup', heading: /create|sign up/i, title: /./ },
  { path: '/forgot-password', heading: 'Reset Password', title: /./ },
  { path: '/confirm-your-email', heading: 'Confirm your e-mail', title: /./ },
];

for (const p of pages) {
  test(`${p.path} reads well, has a title and no serious accessibility problem`, async ({
    page,
  }) => {
    await page.goto(p.path);
    await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
    await expect(page).toHaveTitle(p.title);
    await expectNoSeriousA11yViolations(page);
  });
}

test('the logged-out menu is exactly Home, About, Instructions, Login, Create Account', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation').first();
  for (const name of ['Home', 'About', 'Instructions', 'Login', 'Create Account']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  for (const name of ['Create Story', 'My Stories', 'Buy Credits']) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
});

test('an unknown path shows Page not found with a link home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: /home/i }).last().click();
  await expect(page).toHaveURL(/\/$/);
  await expectNoSeriousA11yViolations(page);
});

test('the landing page offers four printable bookmarks as PDFs', async ({ page, request }) => {
  await page.goto('/');
  const links = page.locator('a[href^="/api/bookmarks/"]');
  await expect(links).toHaveCount(4);
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
    const res = await request.get(href as string);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/pdf');
    expect((await res.body()).subarray(0, 4).toString()).toBe('%PDF');
  }
});

test('the landing page states the promotion and the pricing', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('1 credit is one story', { exact: true })).toBeVisible();
  await expect(page.getByText('1 credit is one extra AI image')).toBeVisible();
  await expect(page.getByText('10 credits is one PDF book')).toBeVisible();
  // What the first narration and the first new picture cost, and the ones after
  // (docs/decisions/d1-credits.md, 003).
  await expect(page.getByText('1 credit is one story read aloud')).toBeVisible();
  await expect(
    page.getByText(
      'Your first narration and your first extra AI image are free; after that, each costs 1 credit.',
    ),
  ).toBeVisible();
});

test('on a phone the menu opens from the burger', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('link', { name: 'Create Account' }).last()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('robots.txt and the favicon are served', async ({ request }) => {
  expect((await request.get('/robots.txt')).status()).toBe(200);
  expect((await request.get('/favicon.svg')).status()).toBe(200);
});
