import { expect, test, type Page } from '@playwright/test';
import { controlsSaidTwice, expectEachControlAnnouncedOnce } from './support/announced-once';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signInNewParent, writeStory } from './support/parents';

/**
 * Each control is announced once (issue 28): a screen reader said "Upload your own picture"
 * twice — the label's words, then the file input named by them. axe has no rule for it, so each
 * page's accessibility tree is read for a control whose name the text beside it says again.
 */

/** Opens a page of the site and waits for its heading. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test('the check itself: it hears a name said twice, and not a name said once', async ({ page }) => {
  await page.setContent(`
    <label class="button">Upload your own picture <input type="file" style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)"></label>
    <div><button>Play</button><span style="position:absolute;clip:rect(0 0 0 0)">Play</span></div>
    <label><span aria-hidden="true">Choose a photo</span> <input type="file" aria-label="Choose a photo"></label>
    <button aria-label="Narrate (Free)">Narrate <span aria-hidden="true">Free</span></button>
    <div><label for="e">E-mail</label><input id="e"></div>
    <p>Listen</p><button>Play narration</button>`);
  expect(await controlsSaidTwice(page)).toEqual([
    'input "upload your own picture"',
    'button "play"',
  ]);
});

test('every page of a parent announces each control once', async ({ page }) => {
  await signInNewParent(page, 'Tola');
  const storyId = await writeStory(page, 'Ife', { age: 4 });

  // The story page: "Upload your own picture" is one control, said once.
  await page.goto(`/loadedstory?id=${storyId}`);
  const upload = page.getByRole('button', { name: 'Upload your own picture' });
  await expect(upload).toHaveCount(1);
  await expect(page.getByText('Upload your own picture')).toBeVisible();
  const tree = await page.locator('body').ariaSnapshot();
  expect(tree.match(/Upload your own picture/g)).toHaveLength(1);
  await expectEachControlAnnouncedOnce(page);

  for (const path of [
    '/',
    '/createstory',
    '/mystories',
    `/record?id=${storyId}`,
    '/children',
    '/children/new',
    '/purchase',
    '/about',
    '/instructions',
  ]) {
    await open(page, path);
    await expectEachControlAnnouncedOnce(page);
  }

  // The book's photo step: the drop zone is named once, by its input.
  await page.goto(`/loadedstory?id=${storyId}`);
  await page.getByRole('button', { name: 'Create a PDF book' }).click();
  const photo = page.getByLabel('Upload a photo of your child');
  await expect(photo).toHaveCount(1);
  await expectEachControlAnnouncedOnce(page);
  await expectNoSeriousA11yViolations(page);

  // The profile's picture: "Upload your own", said once.
  await page.getByRole('button', { name: 'Open your profile' }).click();
  await expect(page.getByRole('dialog', { name: 'Your Profile' })).toBeVisible();
  await expectEachControlAnnouncedOnce(page);
});

test('a visitor’s pages announce each control once', async ({ page }) => {
  for (const path of ['/', '/auth', '/signup', '/forgot-password']) {
    await open(page, path);
    await expectEachControlAnnouncedOnce(page);
  }
});
