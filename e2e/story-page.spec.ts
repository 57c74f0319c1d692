import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { JOB_DEADLINE_MS } from './support/deadlines';
import { signInNewParent, writeStory } from './support/parents';
import { storyPicture } from './support/story-picture';

/**
 * The story page (issue 13): every action in the first screen of a small laptop, Listen in the
 * first screen of a phone, the story's own title as the heading, and "Read another version".
 */

async function storyTitle(page: Page, storyId: string) {
  const res = await page.request.get(`/api/getStory/${storyId}`);
  const { title } = (await res.json()) as { title: string | null };
  expect(title, 'the writer gives every story a title').toBeTruthy();
  return title as string;
}

async function openStory(page: Page, storyId: string, hero: string) {
  await page.goto(`/loadedstory?id=${storyId}`);
  // The hero's line stays on the page as the title's label.
  await expect(page.getByText(`${hero}'s bedtime story`, { exact: true })).toBeVisible();
}

async function credits(page: Page, userId: string) {
  const res = await page.request.get(`/api/getUserProfile/${userId}`);
  return ((await res.json()) as { user: { storiesRemaining: number } }).user.storiesRemaining;
}

/** The box is wholly inside the window as it is now: nothing was scrolled to show it. */
async function expectInFirstScreen(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  expect(box && size).toBeTruthy();
  if (!box || !size) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(size.width);
  expect(box.y + box.height).toBeLessThanOrEqual(size.height);
}

/** Every element that scrolls on its own (the page itself aside): its tag and class. */
function innerScrollers(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => {
        const style = getComputedStyle(el);
        const scrolls = (v: string) => v === 'auto' || v === 'scroll';
        return (
          (scrolls(style.overflowY) && el.scrollHeight > el.clientHeight + 1) ||
          (scrolls(style.overflowX) && el.scrollWidth > el.clientWidth + 1)
        );
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
  );
}

const ACTIONS = [
  'Narrate (Free)',
  'New AI picture (Free)',
  'Choose an earlier picture',
  'Share',
  'Create a PDF book',
  'Read another version (Free)',
];

test('at 1280×800 every action is in the first screen, and nothing scrolls on its own', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const hero = 'Elsa';
  await signInNewParent(page, 'Karin');
  const storyId = await writeStory(page, hero);
  const title = await storyTitle(page, storyId);
  await openStory(page, storyId, hero);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  for (const name of ACTIONS) {
    await expectInFirstScreen(page, page.getByRole('button', { name, exact: true }));
  }
  await expect(page.getByText(/Free for 10 minutes after your story is written/)).toBeVisible();
  expect(await innerScrollers(page)).toEqual([]);
  await expectNoSeriousA11yViolations(page);

  // The picture comes as the 800 px WebP for its 420 px column, not the 1024 px PNG.
  const picture = storyPicture(page, hero);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/\/api\/storyThumbnail\/[0-9a-f-]{36}\/800\?v=/);

  // Change picture's third way is a file picker, labelled like the others.
  await expectInFirstScreen(page, page.getByText('Upload your own picture'));
  await expect(page.getByRole('heading', { name: 'Change picture' })).toBeVisible();

  // Shared, the public page has the story's own title as its heading too.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByLabel('Share link')).toBeVisible();
  expect(await innerScrollers(page)).toEqual([]);
  await page.goto(`/share/${storyId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(`${hero}'s bedtime story`, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('on a phone, Listen is in the first screen and the player stays in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const hero = 'Tove';
  await signInNewParent(page, 'Sara');
  const storyId = await writeStory(page, hero);
  const title = await storyTitle(page, storyId);
  await openStory(page, storyId, hero);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const narrate = page.getByRole('button', { name: 'Narrate (Free)' });
  await expectInFirstScreen(page, narrate);
  expect(await innerScrollers(page)).toEqual([]);
  await expectNoSeriousA11yViolations(page);

  await narrate.click();
  // It plays as it is recorded (docs/decisions/022): Pause while it plays, Play once it ends.
  const play = page.getByRole('button', { name: /^(Play|Pause) narration$/ });
  await expect(play).toBeVisible({ timeout: JOB_DEADLINE_MS });
  // Reading on, the player stays on screen (sticky under the site header).
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
  await expect(play).toBeInViewport({ ratio: 1 });
});

test('"Read another version" writes the story again, free within the window', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const hero = 'Nils';
  const { userId } = await signInNewParent(page, 'Greta');
  const storyId = await writeStory(page, hero);
  await openStory(page, storyId, hero);
  const before = await credits(page, userId);

  await page.getByRole('button', { name: 'Read another version (Free)' }).click();
  // The story's progress, then the new version in its place.
  await expect(page).not.toHaveURL(new RegExp(storyId), { timeout: JOB_DEADLINE_MS });
  const versionId = new URL(page.url()).searchParams.get('id') as string;
  expect(versionId).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    await storyTitle(page, versionId),
  );
  await expect(page.getByText(`${hero}'s bedtime story`, { exact: true })).toBeVisible();
  // The version says what it is a version of, with the way back to it.
  const original = await storyTitle(page, storyId);
  await expect(page.getByText('Another version of')).toBeVisible();
  await expect(page.getByRole('link', { name: original })).toHaveAttribute(
    'href',
    `/loadedstory?id=${storyId}`,
  );
  expect(await credits(page, userId)).toBe(before);

  // The free one is used: another costs a story, as the button says.
  await expect(page.getByRole('button', { name: 'Read another version (1 credit)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/mystories');
  await expect(page.getByRole('link', { name: new RegExp(`${hero}'s bedtime story`) })).toHaveCount(
    2,
  );
});
