import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { JOB_DEADLINE_MS } from './support/deadlines';
import { signInNewParent, writeStory } from './support/parents';
import { storyPicture } from './support/story-picture';

/**
 * Night mode (docs/decisions/026-night-mode.md): a dim, warm reading view with large text, the
 * read-along and the player, the screen kept awake while it is open or the story plays.
 */

declare global {
  interface Window {
    /** The screen locks the page holds now, as counted by the fake below. */
    heldScreenLocks: () => number;
  }
}

/**
 * The browser's Screen Wake Lock API replaced by one that counts the locks it hands out, so the
 * journey can see when the page asks to keep the screen on (headless Chromium may refuse it).
 */
async function countScreenLocks(page: Page) {
  await page.addInitScript(() => {
    const held = new Set<object>();
    const wakeLock = {
      request: async (type: string) => {
        if (type !== 'screen') throw new TypeError('screen only');
        const lock = {
          released: false,
          release: async () => {
            lock.released = true;
            held.delete(lock);
          },
        };
        held.add(lock);
        return lock;
      },
    };
    Object.defineProperty(Navigator.prototype, 'wakeLock', { get: () => wakeLock });
    window.heldScreenLocks = () => held.size;
  });
}

/** Presses Tab until `target` has the focus: reachable by keyboard, in the page's own order. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('not reachable with Tab');
}

/** The colour behind the story's text, as the eye sees it: the first opaque background up. */
async function backgroundBehind(locator: Locator) {
  return locator.evaluate((el) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
    }
    return getComputedStyle(document.body).backgroundColor;
  });
}

/** Each colour the site header (or footer) paints: its own background and every text's colour. */
async function chromeColours(chrome: Locator) {
  return chrome.evaluate((root) => {
    const style = getComputedStyle(root);
    const texts = [...root.querySelectorAll('a, button, span, p, li')]
      .filter((el) => (el as HTMLElement).offsetParent !== null && el.textContent?.trim())
      .map((el) => getComputedStyle(el).color);
    return { background: style.backgroundColor, image: style.backgroundImage, texts };
  });
}

/** Blue above red: the cold light night mode leaves out. */
const bluish = (rgb: string) => {
  const [r = 0, , b = 0] = (rgb.match(/\d+/g) ?? []).map(Number);
  return b > r;
};

const brightness = (rgb: string) => {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+/g) ?? []).map(Number);
  return (r + g + b) / 3;
};

test('night mode: turned on by keyboard, large and dim, the narration plays in it, remembered, turned off', async ({
  page,
}) => {
  await countScreenLocks(page);
  const hero = 'Ines';
  await signInNewParent(page, 'Paula');
  const storyId = await writeStory(page, hero, { age: 5 });
  await page.goto(`/loadedstory?id=${storyId}`);
  await expect(page.getByText(`${hero}'s bedtime story`, { exact: true })).toBeVisible();
  const picture = storyPicture(page, hero);
  await expect(picture).toBeVisible();
  // The story's last paragraph (the header's lines are paragraphs too).
  const storyParagraph = page.locator('article p').last();
  const dayText = await storyParagraph.evaluate((p) => parseFloat(getComputedStyle(p).fontSize));
  expect(await page.evaluate(() => window.heldScreenLocks())).toBe(0);

  // On by keyboard alone: Tab to the switch, Space.
  const nightMode = page.getByRole('switch', { name: 'Night mode' });
  await tabTo(page, nightMode);
  await page.keyboard.press('Space');
  await expect(nightMode).toBeChecked();
  await expect(nightMode).toBeFocused();

  // The story alone, large, light on a warm dark page; Listen still there; the screen kept on.
  await expect(picture).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create a PDF book' })).toHaveCount(0);
  const nightText = await storyParagraph.evaluate((p) => parseFloat(getComputedStyle(p).fontSize));
  expect(nightText).toBeGreaterThanOrEqual(24);
  expect(nightText).toBeGreaterThan(dayText * 1.2);
  expect(brightness(await backgroundBehind(storyParagraph))).toBeLessThan(40);
  // The site header and footer dim with it: warm near-black, no white text, no blue.
  for (const chrome of [page.getByRole('banner'), page.locator('footer').last()]) {
    const colours = await chromeColours(chrome);
    expect(colours.image).toBe('none');
    expect(brightness(colours.background)).toBeLessThan(40);
    expect(bluish(colours.background)).toBe(false);
    expect(colours.texts.length).toBeGreaterThan(2);
    for (const text of colours.texts) {
      expect(brightness(text), `${text} is dimmed`).toBeLessThan(225);
      expect(bluish(text), `${text} is warm`).toBe(false);
    }
  }
  await expect(page.getByRole('button', { name: 'Narrate (Free)' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.heldScreenLocks())).toBe(1);
  await expectNoSeriousA11yViolations(page);

  // Listen in the night view: it plays, the sentence heard lights up.
  await page.getByRole('button', { name: 'Narrate (Free)' }).click();
  const audio = page.locator('audio');
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime), {
      timeout: JOB_DEADLINE_MS,
    })
    .toBeGreaterThan(0.5);
  const spoken = page.locator('mark[aria-current="true"]');
  await expect(spoken).toBeVisible();
  // The night view's lock and the playing narration's.
  await expect.poll(() => page.evaluate(() => window.heldScreenLocks())).toBe(2);
  await expectNoSeriousA11yViolations(page);
  const heardAt = await audio.evaluate((a: HTMLAudioElement) => a.currentTime);
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime))
    .toBeGreaterThan(heardAt + 1);

  // Off again by keyboard: the day view, with the narration still playing where it was.
  await nightMode.focus();
  await page.keyboard.press('Space');
  await expect(nightMode).not.toBeChecked();
  await expect(picture).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create a PDF book' })).toBeVisible();
  expect(brightness(await backgroundBehind(storyParagraph))).toBeGreaterThan(200);
  // The day's night-blue header is back.
  expect((await chromeColours(page.getByRole('banner'))).image).toContain('linear-gradient');
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(false);
  const dayAt = await audio.evaluate((a: HTMLAudioElement) => a.currentTime);
  expect(dayAt).toBeGreaterThan(heardAt);
  await page.getByRole('button', { name: 'Pause narration' }).click();
  await expect.poll(() => page.evaluate(() => window.heldScreenLocks())).toBe(0);
  await expectNoSeriousA11yViolations(page);
});

test('night mode is remembered on the device, and fits a phone', async ({ page }) => {
  await countScreenLocks(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const hero = 'Tomas';
  await signInNewParent(page, 'Rosa');
  const storyId = await writeStory(page, hero, { age: 9 });
  await page.goto(`/loadedstory?id=${storyId}`);
  const nightMode = page.getByRole('switch', { name: 'Night mode' });
  await tabTo(page, nightMode);
  await page.keyboard.press('Space');
  await expect(nightMode).toBeChecked();

  // The next visit opens in the night view.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Night mode' })).toBeChecked();
  await expect(storyPicture(page, hero)).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => window.heldScreenLocks())).toBe(1);
  // Nothing wider than the phone, and every word readable.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('switch', { name: 'Night mode' }).focus();
  await page.keyboard.press('Space');
  await expect(storyPicture(page, hero)).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.heldScreenLocks())).toBe(0);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Night mode' })).not.toBeChecked();
});
