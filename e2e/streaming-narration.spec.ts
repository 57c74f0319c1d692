import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { JOB_DEADLINE_MS } from './support/deadlines';
import { signInNewParent, writeStory } from './support/parents';

/**
 * Streaming narration (docs/decisions/022): pressing Narrate plays the story while it is still
 * being recorded, the words lighting up as they are heard; a voice can be chosen, and another
 * voice is another narration at the usual price.
 */
test('Narrate plays within moments, while it is recorded, and the words light up as they are heard', async ({
  page,
}) => {
  const hero = 'Ines';
  await signInNewParent(page, 'Marta');
  const storyId = await writeStory(page, hero, { age: 2 });
  await page.goto(`/loadedstory?id=${storyId}`);
  await expect(page.getByText(`${hero}'s bedtime story`, { exact: true })).toBeVisible();

  const voice = page.getByLabel('Voice');
  await expect(voice).toHaveValue('slt');
  await voice.selectOption({ label: 'Angus — gentle, Scottish' });
  await expectNoSeriousA11yViolations(page);

  const audio = page.locator('audio');
  const pressed = Date.now();
  await page.getByRole('button', { name: 'Narrate (Free)' }).click();
  // Within a second on a quiet server (npm run bench -- narration-first-sound); here the job may
  // wait for a free narrator while other journeys narrate.
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime), {
      timeout: JOB_DEADLINE_MS,
    })
    .toBeGreaterThan(0);
  const heardAfter = Date.now() - pressed;
  test.info().annotations.push({ type: 'first sound (ms)', description: String(heardAfter) });
  // Still being recorded while it is heard: the stream, not the finished file.
  await expect(
    page.getByRole('status').filter({ hasText: 'Recording the narration' }),
  ).toBeVisible();
  expect(await audio.getAttribute('src')).toContain('/api/narrationStream/');
  await expect(page.getByRole('button', { name: 'Pause narration' })).toBeVisible();
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime))
    .toBeGreaterThan(1);

  // The words light up from the start: a toddler's first sentences ("Here is Ines.") last about
  // a second each, so a second in, the first or the second is lit.
  const spoken = page.locator('mark[aria-current="true"]');
  await expect(spoken).toBeVisible();
  expect(Number(await spoken.getAttribute('data-sentence'))).toBeLessThanOrEqual(1);
  await expectNoSeriousA11yViolations(page);
  await expect
    .poll(async () => Number(await spoken.getAttribute('data-sentence')), { timeout: 30_000 })
    .toBeGreaterThan(0);

  // Recorded: kept for next time, in the voice chosen; another voice costs a credit.
  await expect(
    page.getByRole('status').filter({ hasText: 'The narration is ready.' }),
  ).toBeAttached({ timeout: JOB_DEADLINE_MS });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Play narration' })).toBeVisible();
  await expect(page.getByLabel('Voice')).toHaveValue('awb');
  await page.getByLabel('Voice').selectOption({ label: 'Luna — soft, American' });
  await expect(
    page.getByRole('button', { name: 'Narrate in this voice (1 credit)' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
