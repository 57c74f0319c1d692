import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { expectNoSeriousA11yViolations } from './support/axe';
import { JOB_DEADLINE_MS } from './support/deadlines';
import { csrfToken, signInNewParent, writeStory } from './support/parents';

interface StoryAnswer {
  storyText: string;
  image: string;
  audioUrl: string | null;
}

/**
 * What a parent controls (docs/decisions/012): they download everything as one zip, then delete
 * the account from the profile — on a phone, by keyboard — and nothing of it is left to reach.
 */
test('a parent downloads their data, then deletes the account and everything in it', async ({
  page,
}) => {
  const { parent } = await signInNewParent(page, 'Elsa');
  const storyId = await writeStory(page, 'Nils', { age: 3 });
  // Not the page's own fetch (no Sec-Fetch-Site): a spending GET must carry our token.
  const headers = { 'csrf-token': await csrfToken(page) };
  const narration = async () => {
    const res = await page.request.get(`/api/getAudioUrl/${storyId}`, { headers });
    return ((await res.json()) as { status: string }).status;
  };
  await expect.poll(narration, { timeout: JOB_DEADLINE_MS }).toBe('completed');
  const story = (await (await page.request.get(`/api/getStory/${storyId}`)).json()) as StoryAnswer;
  expect(story.audioUrl).toBeTruthy();
  const mp3 = await (await page.request.get(story.audioUrl as string)).body();

  // Download my data: one zip with the story's text and its narration.
  await page.getByRole('button', { name: 'Open your profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Your Profile' });
  await expect(profile.getByRole('heading', { name: 'Your data' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const downloading = page.waitForEvent('download');
  await profile.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^starry-night-story-my-data-\d{4}-\d{2}-\d{2}\.zip$/,
  );
  const zip = unzipSync(new Uint8Array(await readFile(await download.path())));
  const names = Object.keys(zip);
  const text = names.find((n) => /^stories\/001-nils-[0-9a-f]{8}\/story\.txt$/.test(n));
  expect(text, `story.txt among ${names.join(', ')}`).toBeTruthy();
  expect(Buffer.from(zip[text as string] as Uint8Array).toString()).toContain(
    story.storyText.slice(0, 200),
  );
  const zippedMp3 = names.find((n) => n.endsWith('/narration.mp3'));
  expect(Buffer.from(zip[zippedMp3 as string] as Uint8Array).equals(mp3)).toBe(true);
  const account = JSON.parse(Buffer.from(zip['account.json'] as Uint8Array).toString()) as {
    profile: { email: string };
  };
  expect(account.profile.email).toBe(parent.email);

  // Delete my account, on a 375 px phone and by keyboard.
  await page.setViewportSize({ width: 375, height: 740 });
  const deleteButton = profile.getByRole('button', { name: 'Delete my account' });
  await deleteButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByText('This can’t be undone')).toBeVisible();
  await expect(
    dialog.getByText('every story, with its pictures, narration and PDF books'),
  ).toBeVisible();
  const confirmation = dialog.getByLabel('Type your e-mail address to confirm');
  await expect(confirmation).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // A wrong address deletes nothing; Escape closes only the dialog.
  await page.keyboard.type('DELETE');
  await page.keyboard.press('Enter');
  await expect(
    dialog.getByText('That is not the e-mail of this account. Nothing was deleted.'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(profile).toBeVisible();
  await expect((await page.request.get(`/api/getStory/${storyId}`)).status()).toBe(200);

  await deleteButton.click();
  await expect(confirmation).toBeFocused();
  await page.keyboard.type(parent.email);
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Your account and all its stories were deleted. Sweet dreams!'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(profile).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();

  // Signing in again fails as with a wrong password, and the story's files are gone.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/auth');
  await page.getByLabel('E-mail').fill(parent.email);
  await page.getByLabel('Password', { exact: true }).fill(parent.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('An error occurred:. Please, contact support.')).toBeVisible();
  expect((await page.request.get(story.image)).status()).toBe(404);
  expect((await page.request.get(story.audioUrl as string)).status()).toBe(404);
  expect((await page.request.get(`/api/getStory/${storyId}`)).status()).toBe(401);
});
