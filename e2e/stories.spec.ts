import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { csrfToken, signInNewParent } from './support/parents';
import { JOB_DEADLINE_MS } from './support/deadlines';
import { storyPicture } from './support/story-picture';

const HERO = 'Mia';
const ELEMENTS = ['a silver rocket', 'a sleepy owl', 'the seaside'] as const;
const FIND_OUT_MORE = 'Find out more Artificial Intelligence generated stories here';

/** Fills the create-story form the way a parent would. */
async function fillStoryForm(page: Page, hero = HERO) {
  await page.getByLabel("Hero's name").fill(hero);
  await page.getByLabel('Age').fill('5');
  await page.getByLabel('First story element').fill(ELEMENTS[0]);
  await page.getByLabel('Second story element').fill(ELEMENTS[1]);
  await page.getByLabel('Third story element').fill(ELEMENTS[2]);
  await page.getByRole('radio', { name: 'Sci-Fi' }).click();
  await page.getByLabel('Plot twist').fill('The owl can talk');
  await page.getByLabel('Life lesson').fill('Kindness makes you brave');
}

test('a parent creates a story, reads it, finds it in My Stories, shares it and stops sharing', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInNewParent(page, 'Rosa');

  await page.getByRole('link', { name: 'Create Story', exact: true }).first().click();
  await expect(page).toHaveURL(/\/createstory$/);
  await expect(page.getByText('Your first story is free')).toBeVisible();
  await expect(page.getByText('You have 12 credits')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The contract's schema checks the form before anything is sent.
  await page.getByRole('button', { name: 'Create my story' }).click();
  await expect(page.getByText("Please give the hero's name")).toBeVisible();
  await expect(page.getByText('Please choose a genre')).toBeVisible();
  await page.getByLabel('First story element').fill('cats, dogs');
  await page.getByRole('button', { name: 'Create my story' }).click();
  await expect(page.getByText('Please leave out commas: one thing per box')).toBeVisible();

  await fillStoryForm(page);
  await page.getByRole('button', { name: 'Create my story' }).click();
  const bar = page.getByRole('progressbar', { name: `Writing ${HERO}'s story` });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', /^\d+$/);
  await expect(page.getByRole('heading', { name: `Writing ${HERO}’s story…` })).toBeVisible();

  await expect(page).toHaveURL(/\/loadedstory\?id=[0-9a-f-]{36}$/, { timeout: JOB_DEADLINE_MS });
  const storyId = new URL(page.url()).searchParams.get('id') as string;
  await expect(page.getByText(`${HERO}'s bedtime story`, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${HERO}'s bedtime story · Starry Night Story`);
  await expect(storyPicture(page, HERO)).toBeVisible();
  const storyText = (await page.locator('article p').allInnerTexts()).join(' ');
  expect(storyText).toContain(HERO);
  for (const element of ['silver rocket', 'sleepy owl', 'seaside'])
    expect(storyText).toContain(element);
  await expectNoSeriousA11yViolations(page);

  // docs/decisions/d1-credits.md: the first story was free; the next one costs a credit.
  await page.getByRole('link', { name: 'Create Story', exact: true }).first().click();
  await expect(page.getByText('This story costs 1 credit')).toBeVisible();
  await expect(page.getByText('You have 12 credits')).toBeVisible();

  await page.getByRole('link', { name: 'My Stories', exact: true }).first().click();
  await expect(page).toHaveURL(/\/mystories$/);
  const card = page.getByRole('link', { name: new RegExp(`${HERO}'s bedtime story`) });
  await expect(card).toHaveCount(1);
  const today = new Date().toLocaleDateString('en-US', { dateStyle: 'long' });
  await expect(card).toContainText(today);
  await expect(card).toContainText(ELEMENTS[1]);
  await expectNoSeriousA11yViolations(page);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/loadedstory\\?id=${storyId}$`));
  await expect(page.getByText(`${HERO}'s bedtime story`, { exact: true })).toBeVisible();

  // Share: the story becomes public and the link is copied.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByText('Share link copied!')).toBeVisible();
  const shareLink = `${baseURL}/share/${storyId}`;
  await expect(page.getByLabel('Share link')).toHaveValue(shareLink);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareLink);

  // Anyone with the link can read it, signed out.
  const visitorContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(shareLink);
  await expect(visitor.getByText(`${HERO}'s bedtime story`, { exact: true })).toBeVisible();
  await expect(visitor).toHaveTitle(`${HERO}'s bedtime story`);
  await expect(visitor.locator('article p').first()).toContainText(HERO);
  await expect(visitor.getByRole('link', { name: FIND_OUT_MORE })).toHaveAttribute('href', '/');
  await expect(visitor.getByRole('link', { name: 'Starry Night Story home' })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(storyPicture(visitor, HERO)).toBeVisible();
  const overflow = await visitor.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, 'no sideways scrolling on a phone').toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(visitor);

  // docs/decisions/d8-sharing.md: crawlers get the sharing metadata in the HTML itself.
  const html = await (await request.get(`/share/${storyId}`)).text();
  const title = `${HERO}&#39;s bedtime story with ${ELEMENTS.join(', ')}`;
  expect(html).toContain('<meta property="og:type" content="article" />');
  expect(html).toContain(`<meta property="og:title" content="${title}" />`);
  expect(html).toContain(
    '<meta property="og:description" content="Starry Night Story - Create your own!" />',
  );
  const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(ogImage, 'og:image').toBeTruthy();
  const picture = await request.get(ogImage as string);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toMatch(/^image\//);

  // The PDF page shows the story's summary above the book maker (books.spec.ts makes a book).
  await page.getByRole('button', { name: 'Create a PDF book' }).click();
  await expect(page).toHaveURL(/\/pdf-per-story$/);
  await expect(page.getByText('Upload a photo of your child', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: HERO, exact: true })).toBeVisible();
  await expect(page.getByText(ELEMENTS[2], { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the story' }).click();

  // Stop sharing: the public page renders empty again.
  await page.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(page.getByText('This story is private again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
  await visitor.reload();
  await expect(visitor.locator('main')).toBeEmpty();
  await expect(visitor.getByRole('link', { name: FIND_OUT_MORE })).toHaveCount(0);
  await visitorContext.close();
});

test('a new parent sees the empty state on My Stories and a book page needs a story', async ({
  page,
}) => {
  await signInNewParent(page, 'Jonas');
  await page.goto('/mystories');
  await expect(page.getByRole('heading', { name: 'No stories yet' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('main').getByRole('link', { name: 'Create Story' }).click();
  await expect(page).toHaveURL(/\/createstory$/);

  await page.goto('/pdf-per-story');
  await expect(page).toHaveURL(/\/mystories$/);

  await page.goto(`/loadedstory?id=${randomUUID()}`);
  await expect(page.getByRole('heading', { name: 'We couldn’t find that story' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Go to My Stories' }),
  ).toBeVisible();
});

test('unsuitable words are refused and trademarked names get a friendly warning', async ({
  page,
}) => {
  await signInNewParent(page, 'Omar');
  await page.goto('/createstory');
  await fillStoryForm(page, 'Omar');
  await page.getByLabel('Third story element').fill('a gun');
  await page.getByRole('button', { name: 'Create my story' }).click();
  const refusal = "Please remove words that aren't suitable for a children's story: gun.";
  await expect(page.getByRole('main').getByText(refusal)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: refusal }).first()).toBeVisible();

  await page.getByLabel('Third story element').fill('Spider-Man');
  await page.getByRole('button', { name: 'Create my story' }).click();
  await expect(page.getByText(/Spider-Man may be trademarked/)).toBeVisible();
  await expect(page).toHaveURL(/\/loadedstory\?id=/, { timeout: JOB_DEADLINE_MS });
  await expect(page.getByText("Omar's bedtime story", { exact: true })).toBeVisible();
});

test('a parent with no credits left is offered more', async ({ page }) => {
  await signInNewParent(page, 'Ada');
  // Spend the free story and all 12 credits through the API, as 13 stories would.
  const token = await csrfToken(page);
  const body = { hero: 'Ada', age: 7, elements: 'a kite, a fox, the moon', genre: 'Comedy' };
  for (let i = 0; i < 13; i++) {
    const res = await page.request.post('/api/generateStory', {
      data: body,
      headers: { 'csrf-token': token },
    });
    expect(res.status()).toBe(202);
  }
  const refused = await page.request.post('/api/generateStory', {
    data: body,
    headers: { 'csrf-token': token },
  });
  expect(refused.status()).toBe(402);

  await page.goto('/createstory');
  await expect(page.getByText("You're out of credits")).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Buy Credits' })).toHaveAttribute(
    'href',
    '/purchase',
  );
  await expect(page.getByRole('button', { name: 'Create my story' })).toBeDisabled();
});

test('signed-out visitors are sent to sign in, and an unknown share link renders empty', async ({
  page,
}) => {
  for (const path of [
    '/createstory',
    '/mystories',
    `/loadedstory?id=${randomUUID()}`,
    '/pdf-per-story',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
  }
  await page.goto(`/share/${randomUUID()}`);
  await expect(page.locator('main')).toBeEmpty();
});

test('the create-story form fits a phone', async ({ page }) => {
  await signInNewParent(page, 'Lena');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/createstory');
  await expect(page.getByRole('button', { name: 'Create my story' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
