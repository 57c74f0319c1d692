import { execFileSync, spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { expectNoSeriousA11yViolations } from './support/axe';
import { addChildByApi } from './support/children';
import { csrfToken, photoFile, signInNewParent, writeStory } from './support/parents';
import { JOB_DEADLINE_MS } from './support/deadlines';

/**
 * PDF books from a photo. The parent and their stories are made through the API
 * (stories.spec.ts covers those screens); everything on the PDF page is the parent's UI.
 */
const CONFIRM = 'Are you sure? This action will cost you 10 credits.';
const RESUMED = 'Found an active book generation in progress. Please wait...';

/** A written story of the signed-in parent (the first is free, then 1 credit each). */
const createStory = (page: Page, hero: string, elements?: string) =>
  writeStory(page, hero, elements ? { elements } : {});

async function creditsOnServer(page: Page, userId: string) {
  const res = await page.request.get(`/api/getUserProfile/${userId}`);
  return ((await res.json()) as { user: { storiesRemaining: number } }).user.storiesRemaining;
}

/** Opens the story, then its PDF page through the "Create a PDF book" button. */
async function openBookPage(page: Page, storyId: string, hero: string) {
  await page.goto(`/loadedstory?id=${storyId}`);
  await expect(page.getByText(`${hero}'s bedtime story`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Create a PDF book' }).click();
  await expect(page).toHaveURL(/\/pdf-per-story$/);
  await expect(page.getByRole('heading', { name: hero, exact: true })).toBeVisible();
}

test('a parent makes a PDF book from a photo, watches it being made and downloads it', async ({
  page,
}) => {
  const { userId } = await signInNewParent(page, 'Ines');
  const storyId = await createStory(page, 'Ines');
  await createStory(page, 'Ines', 'a red kite, a fox, the moon');
  await openBookPage(page, storyId, 'Ines');

  // docs/product.md#pdf-per-story: summary, the example book, an empty table of past books.
  const example = page.getByRole('link', { name: 'See an example book' });
  await expect(example).toHaveAttribute('href', '/example-book.pdf');
  const examplePdf = await page.request.get('/example-book.pdf');
  expect(examplePdf.headers()['content-type']).toContain('application/pdf');
  await expect(
    page.getByText('No books yet. Your finished books will be listed here.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate' })).toBeDisabled();
  const useAsMain = page.getByRole('checkbox', {
    name: "Use this picture as the story's main image",
  });
  // Issue 12: the photo stays private by default, and the page says it is deleted after use.
  await expect(useAsMain).not.toBeChecked();
  await expect(page.getByText(/we delete it as soon as the book is made/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The drop zone takes any file: a text file is ignored, the photo is used.
  await page
    .getByLabel('Upload a photo of your child')
    .setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
      await photoFile('child.png', 900),
    ]);
  await expect(page.getByRole('img', { name: 'The photo for the book' })).toBeVisible();
  // The look read from the photo, to confirm or change before the book is made.
  const look = page.getByRole('region', { name: 'Does this look right?' });
  const skin = look.getByRole('radiogroup', { name: 'Skin tone' });
  const hair = look.getByRole('radiogroup', { name: 'Hair colour' });
  await expect(skin.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(hair.getByRole('radio', { checked: true })).toHaveCount(1);
  await hair.getByRole('radio', { name: 'Red', exact: true }).check();
  await skin.getByRole('radio', { name: 'Tan', exact: true }).check();
  await expect(hair.getByRole('radio', { name: 'Red', exact: true })).toBeChecked();
  await expect(look.getByText('Chosen: Tan')).toBeVisible();
  // The dedication starts as "For Ines, with love" and is the parent's to change.
  const dedication = page.getByRole('textbox', { name: 'Dedication' });
  await expect(dedication).toHaveValue('For Ines, with love');
  await dedication.fill('For Ines, love Mum & Dad');
  await expectNoSeriousA11yViolations(page);
  // The second story becomes a second chapter.
  await page.getByRole('checkbox', { name: /Ines/ }).check();

  // Cancel in the dialog charges nothing.
  await page.getByRole('button', { name: 'Generate' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(CONFIRM)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await creditsOnServer(page, userId)).toBe(11);

  await page.getByRole('button', { name: 'Generate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  // Focus follows the page to the new panel, so keyboard and screen-reader users keep their place.
  await expect(page.getByRole('heading', { name: 'Making Ines’s book…' })).toBeFocused();
  await expect(
    page.getByText(/ready in under a minute, and it can take up to 2-3 minutes/),
  ).toBeVisible();
  const bar = page.getByRole('progressbar', { name: 'Book progress' });
  await expect(bar).toBeVisible();
  await expect(page.getByText(/^Page \d+ of \d+$/)).toBeVisible({ timeout: 15_000 });
  await expect(bar).toHaveAttribute('aria-valuetext', /^Page \d+ of \d+$/);

  await expect(page.getByRole('heading', { name: 'Ines’s book is ready!' })).toBeFocused({
    timeout: JOB_DEADLINE_MS,
  });
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("Ines's bedtime story.pdf");
  const file = await download.path();
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  // The dedication the parent wrote is the book's first page inside (read by poppler, if here).
  if (spawnSync('pdftotext', ['-v']).error === undefined) {
    const page2 = execFileSync('pdftotext', ['-f', '2', '-l', '2', file, '-'], {
      encoding: 'utf8',
    });
    expect(page2.trim()).toBe('For Ines, love Mum & Dad');
  }

  // The look as the parent changed it and their dedication were kept with the book (the export
  // shows what the server holds).
  const exported = await page.request.get(`/api/exportMyData/${userId}`);
  const account = JSON.parse(strFromU8(unzipSync(await exported.body())['account.json']!)) as {
    books: { dedication: string | null; appearance: Record<string, unknown> | null }[];
  };
  expect(account.books).toEqual([
    expect.objectContaining({
      dedication: 'For Ines, love Mum & Dad',
      appearance: expect.objectContaining({ skinTone: 'tan', hairColour: 'red' }),
    }),
  ]);

  // The past books table lists it with today's date; the profile was refreshed (12 − 1 − 10).
  const today = new Date().toLocaleDateString('en-US', { dateStyle: 'long' });
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(today);
  await expect(rows.nth(1).getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
    'href',
    /\/files\/books\//,
  );
  expect(await creditsOnServer(page, userId)).toBe(1);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('currentUser') ?? '{}') as { storiesRemaining?: number })
            .storiesRemaining,
      ),
    )
    .toBe(1);

  // 'Create a new book' goes back to the upload step.
  await page.getByRole('button', { name: 'Create a new book' }).click();
  await expect(page.getByText('Upload a photo of your child', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate' })).toBeDisabled();
});

test('a book still being made is resumed when the page is opened again', async ({ page }) => {
  const { userId } = await signInNewParent(page, 'Tomas');
  const storyId = await createStory(page, 'Tomas');
  await openBookPage(page, storyId, 'Tomas');
  await page.getByLabel('Upload a photo of your child').setInputFiles(await photoFile('tomas.png'));
  // A private story: ticking the main-image box needs no second question.
  await page.getByRole('checkbox', { name: "Use this picture as the story's main image" }).check();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Generate' }).click();
  // The wait shows at once; the book is under way once the start call is answered.
  const started = page.waitForResponse(
    (r) => r.url().includes('/api/generateBookUsingImageAsReference/') && r.ok(),
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('progressbar', { name: 'Book progress' })).toBeVisible();
  await started;

  // Reload mid-book: the navigation state survives, and the page picks the job up again.
  await page.reload();
  await expect(page.getByText(RESUMED)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Book progress' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tomas’s book is ready!' })).toBeVisible({
    timeout: JOB_DEADLINE_MS,
  });
  // The photo became the story's picture (as ticked); charged once.
  expect(await creditsOnServer(page, userId)).toBe(2);
  const story = (await (await page.request.get(`/api/getStory/${storyId}`)).json()) as {
    images: string[];
    pdfBookGenerated: boolean;
  };
  expect(story.images).toHaveLength(2);
  expect(story.pdfBookGenerated).toBe(true);
});

test('the wait shows as soon as the parent confirms; a failed start gives the form back as it was', async ({
  page,
}) => {
  const { userId } = await signInNewParent(page, 'Odile');
  const storyId = await createStory(page, 'Odile');
  await openBookPage(page, storyId, 'Odile');
  await page.getByLabel('Upload a photo of your child').setInputFiles(await photoFile('odile.png'));
  await page.getByRole('textbox', { name: 'Dedication' }).fill('For Odile, from Gran');
  // The start call is held until the test lets it fail: the wait must not depend on its reply.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/generateBookUsingImageAsReference/**', async (route) => {
    await held;
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
  });
  await page.getByRole('button', { name: 'Generate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Making Odile’s book…' })).toBeFocused();
  await expect(page.getByRole('progressbar', { name: 'Book progress' })).toHaveAttribute(
    'aria-valuetext',
    'Getting the pages ready…',
  );
  await expect(page.getByRole('button', { name: 'Generate' })).toBeHidden();
  release();
  await expect(page.getByText('Error starting book generation')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Book progress' })).toBeHidden();
  // The photo and the dedication are still there, and nothing was charged.
  await expect(page.getByRole('img', { name: 'The photo for the book' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Dedication' })).toHaveValue(
    'For Odile, from Gran',
  );
  await expect(page.getByRole('button', { name: 'Generate' })).toBeEnabled();
  expect(await creditsOnServer(page, userId)).toBe(12);
});

test('on a shared story the photo becomes public only after a plain warning and a second yes', async ({
  page,
}) => {
  await signInNewParent(page, 'Sana');
  const storyId = await createStory(page, 'Sana');
  const shared = await page.request.post('/api/shareStory', {
    data: { storyId, shared: true },
    headers: { 'csrf-token': await csrfToken(page) },
  });
  expect(shared.ok()).toBe(true);
  await openBookPage(page, storyId, 'Sana');
  await page.getByLabel('Upload a photo of your child').setInputFiles(await photoFile('sana.png'));
  const useAsMain = page.getByRole('checkbox', {
    name: "Use this picture as the story's main image",
  });
  await expect(useAsMain).not.toBeChecked();

  // Asked again: keeping it private leaves the box unticked.
  await useAsMain.click();
  const ask = page.getByRole('dialog', { name: 'Make the photo public?' });
  await expect(ask.getByText(/becomes the public picture of the shared story page/)).toBeVisible();
  await expect(ask.getByText(/link previews/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await ask.getByRole('button', { name: 'Keep it private' }).click();
  await expect(ask).toBeHidden();
  await expect(useAsMain).not.toBeChecked();

  // A second yes ticks it, and the warning stays in sight while it is ticked.
  await useAsMain.click();
  await page
    .getByRole('dialog', { name: 'Make the photo public?' })
    .getByRole('button', { name: 'Use it publicly' })
    .click();
  await expect(useAsMain).toBeChecked();
  await expect(page.getByText('This photo will be public')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await useAsMain.uncheck();
  await expect(page.getByText('This photo will be public')).toBeHidden();
});

test("the look step keeps the child profile's saved colours and offers the photo's (issue 28)", async ({
  page,
}) => {
  await signInNewParent(page, 'Ife');
  const ife = await addChildByApi(page, {
    name: 'Ife',
    age: 4,
    pronouns: 'she',
    appearance: {
      skinTone: 'deep',
      hairColour: 'black',
      hairStyle: 'braids',
      eyeColour: 'dark-brown',
      glasses: false,
      freckles: false,
    },
    favouriteColour: 'yellow',
    favouriteThings: ['ducks'],
  });
  const accepted = await page.request.post('/api/generateStory', {
    headers: { 'csrf-token': await csrfToken(page) },
    data: {
      hero: 'Ife',
      age: 4,
      elements: 'yellow wellies, the duck pond, a goose',
      genre: 'Adventure',
      childIds: [ife.id],
    },
  });
  expect(accepted.status()).toBe(202);
  const { workerId, storyId } = (await accepted.json()) as { workerId: string; storyId: string };
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/workerStatus/${workerId}`)).json()) as {
            status: string;
          }
        ).status,
      { timeout: JOB_DEADLINE_MS },
    )
    .toBe('completed');
  await openBookPage(page, storyId, 'Ife');
  // A bright photo: read on its own it would suggest a much lighter skin than Ife's profile.
  await page.getByLabel('Upload a photo of your child').setInputFiles(await photoFile('ife.png'));
  const look = page.getByRole('region', { name: 'Does this look right?' });
  const skin = look.getByRole('radiogroup', { name: 'Skin tone' });
  await expect(skin.getByRole('radio', { name: 'Deep', exact: true })).toBeChecked();
  await expect(look.getByText(/saved in Ife’s profile/)).toBeVisible();
  const offered = skin.getByRole('radio', { name: /the photo's suggestion/ });
  await expect(offered).toHaveCount(1);
  await expect(offered).not.toBeChecked();
  await expect(look.getByText(/The photo suggests:/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The parent may take the photo's colours instead.
  const suggested = ((await offered.getAttribute('aria-label')) ?? '').replace(
    " (the photo's suggestion)",
    '',
  );
  await look.getByRole('button', { name: 'Use the photo’s colours' }).click();
  await expect(skin.getByRole('radio', { name: suggested, exact: true })).toBeChecked();
  await expect(skin.getByRole('radio', { name: 'Deep', exact: true })).not.toBeChecked();
});

test('with 9 credits the exact shortage message shows and nothing is charged', async ({ page }) => {
  const { userId } = await signInNewParent(page, 'Noor');
  const storyId = await createStory(page, 'Noor');
  // Three more stories at 1 credit each: 12 → 9.
  for (let i = 0; i < 3; i++) await createStory(page, 'Noor');
  expect(await creditsOnServer(page, userId)).toBe(9);

  await openBookPage(page, storyId, 'Noor');
  await page.getByLabel('Upload a photo of your child').setInputFiles(await photoFile('noor.png'));
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(
    page.getByText(
      'You need 10 credits but only have 9 credits available. Please buy more credits to continue.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await creditsOnServer(page, userId)).toBe(9);
  const status = await page.request.get(`/api/getBookFromStoryGenerationStatus/${storyId}`);
  expect(await status.json()).toEqual({ status: 'none' });
});

test('the printable book shows the story as pages for its owner only', async ({
  page,
  browser,
}) => {
  await signInNewParent(page, 'Aiko');
  const storyId = await createStory(page, 'Aiko');
  await page.goto(`/generatePdf?storyId=${storyId}`);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cover' })).toContainText(
    'A bedtime story starring Aiko',
  );
  await expect(page.getByRole('region', { name: 'Page 2' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'The End' })).toContainText('The End');
  await expectNoSeriousA11yViolations(page);
  // Printed: square pages, the text at one steady 19 pt (25⅓ CSS px), no blank last sheet.
  await page.emulateMedia({ media: 'print' });
  const sizes = await page
    .locator('section[aria-label^="Page"] p')
    .evaluateAll((ps) => [...new Set(ps.map((p) => getComputedStyle(p).fontSize))]);
  expect(sizes).toEqual(['25.3333px']);
  await page.emulateMedia({ media: 'screen' });

  const visitor = await browser.newPage();
  await visitor.goto(`/generatePdf?storyId=${storyId}`);
  await expect(
    visitor.getByRole('heading', { name: 'Please sign in to see this book' }),
  ).toBeVisible();
  await visitor.close();
});
