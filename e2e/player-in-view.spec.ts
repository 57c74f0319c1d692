import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { JOB_DEADLINE_MS } from './support/deadlines';
import { signInNewParent, writeStory } from './support/parents';

/**
 * Listening on a laptop (issue 28): after Narrate, as the read-along scrolls the story, the
 * play/pause button stays in the window — below the sticky site header, never under it.
 */

/** Where the box is now, in the window's coordinates. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).toBeTruthy();
  return box!;
}

/** The button is wholly in the window and wholly below the site header (not hidden under it). */
async function expectClearOfHeader(page: Page, button: Locator) {
  const header = await boxOf(page.locator('header').first());
  const box = await boxOf(button);
  const height = page.viewportSize()!.height;
  expect(box.y, 'below the sticky header').toBeGreaterThanOrEqual(header.y + header.height);
  expect(box.y + box.height, 'inside the window').toBeLessThanOrEqual(height);
  // Nothing is drawn over its middle: a click there reaches the button itself.
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label'),
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(hit).toMatch(/^(Pause|Play) narration$/);
}

test('at 1280×800 the play/pause button stays in view, clear of the header, while the story is read along', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const hero = 'Ife';
  await signInNewParent(page, 'Bola');
  const storyId = await writeStory(page, hero, { age: 8 });
  await page.goto(`/loadedstory?id=${storyId}`);
  await page.getByRole('button', { name: 'Narrate (Free)' }).click();

  const pause = page.getByRole('button', { name: 'Pause narration' });
  await expect(pause).toBeVisible({ timeout: JOB_DEADLINE_MS });
  await expectClearOfHeader(page, pause);

  // Faster, so the read-along reaches the lower sentences soon; it scrolls the page to follow.
  await page.locator('audio').evaluate((a: HTMLAudioElement) => (a.playbackRate = 2));
  const spoken = page.locator('mark[aria-current="true"]');
  await expect(spoken).toBeVisible({ timeout: JOB_DEADLINE_MS });
  await expect
    .poll(() => page.evaluate(() => window.scrollY), { timeout: JOB_DEADLINE_MS })
    .toBeGreaterThan(300);

  // The page has scrolled with the story: the player came along, the sentence heard is in view.
  await expectClearOfHeader(page, pause);
  await expect(spoken).toBeInViewport();
  const player = await boxOf(pause);
  const sentence = await boxOf(spoken);
  expect(sentence.y, 'the sentence heard is not under the player').toBeGreaterThan(player.y);
  await expectNoSeriousA11yViolations(page);

  // Paused from there with one click: the button did its work where it was.
  await pause.click();
  await expect(page.getByRole('button', { name: 'Play narration' })).toBeVisible();
  await expectClearOfHeader(page, page.getByRole('button', { name: 'Play narration' }));
});
