import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signInNewParent, writeStory } from './support/parents';
import { storyPicture } from './support/story-picture';

/**
 * A story's picture shows its own place and says so (issue 28, docs/decisions/098): a supermarket
 * story's picture is drawn and loaded, and its alt text names the supermarket — not a generic
 * "story picture", and not the living room.
 */
test("a supermarket story's picture is drawn and its alt text says where it is", async ({
  page,
}) => {
  const hero = 'Sami';
  await signInNewParent(page, 'Rosa');
  const storyId = await writeStory(page, hero, {
    age: 7,
    elements: 'the supermarket, a runaway trolley, Mum',
    genre: 'Comedy',
  });
  await page.goto(`/loadedstory?id=${storyId}`);
  const picture = storyPicture(page, hero);
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('alt', /supermarket/i);
  await expect(picture).not.toHaveAttribute('alt', /living room|story picture$/i);
  // The picture itself arrived and decoded: a real image, not a broken one.
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(200);
  await expectNoSeriousA11yViolations(page);
});
