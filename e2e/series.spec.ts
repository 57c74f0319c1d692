import { execFileSync, spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { JOB_DEADLINE_MS } from './support/deadlines';
import { photoFile, signInNewParent, writeStory } from './support/parents';

/**
 * A series (issue 35, docs/decisions/066, 076, 077): "Continue tomorrow" on a story, the series on
 * My Stories, chapter 2 read from the shelf, a new name, and one book of the whole series. The
 * first story is made through the API (stories.spec.ts covers that screen).
 */
test('a parent continues a story, finds the series on My Stories, reads chapter 2 and makes a book of the series', async ({
  page,
}) => {
  await signInNewParent(page, 'Ife');
  const first = await writeStory(page, 'Ife', {
    elements: 'a brave dog called Colonel, the duck pond, a lost duckling',
  });
  await page.goto(`/loadedstory?id=${first}`);
  const firstTitle = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  expect(firstTitle).not.toBe('');

  // The dialog says what a chapter costs and takes one optional new thing.
  await page.getByRole('button', { name: 'Continue tomorrow' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tomorrow night’s chapter' });
  await expect(dialog.getByText('A new chapter costs 1 credit, like a new story.')).toBeVisible();
  await expect(dialog.getByText('You have 12 credits.')).toBeVisible();
  const newThing = dialog.getByRole('textbox', {
    name: 'One new thing for this chapter (optional)',
  });
  await newThing.fill('a silver kite, a boat');
  await dialog.getByRole('button', { name: 'Write chapter 2' }).click();
  await expect(dialog.getByText('Please give one new thing, without commas')).toBeVisible();
  await expect(newThing).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
  await newThing.fill('a silver kite');
  await dialog.getByRole('button', { name: 'Write chapter 2' }).click();

  // The story's progress flow (often gone in a blink: the embedded writer is quick), then the
  // new chapter.
  await expect(page).not.toHaveURL(new RegExp(first), { timeout: JOB_DEADLINE_MS });
  await expect(page.getByText(`Chapter 2 of 2 in “${firstTitle}”`)).toBeVisible({
    timeout: JOB_DEADLINE_MS,
  });
  const chapter2 = new URL(page.url()).searchParams.get('id') ?? '';
  await expect(page.getByText(/Last night, Ife/).first()).toBeVisible();
  await expect(page.getByText(/Colonel, the brave dog/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The shelf: the series under its title, its chapters in order, chapter 2 for tonight.
  await page.getByRole('link', { name: 'All chapters' }).click();
  await expect(page).toHaveURL(/\/mystories#series-/);
  const shelf = page.getByRole('region', { name: 'Your series' });
  const series = shelf.getByRole('article', { name: firstTitle });
  await expect(series).toBeVisible();
  const chapters = series
    .getByRole('list', { name: `Chapters of ${firstTitle}` })
    .getByRole('listitem');
  await expect(chapters).toHaveCount(2);
  await expect(chapters.nth(0)).toHaveText(`Chapter 1: ${firstTitle}`);
  await expect(chapters.nth(1)).toHaveText(/^Chapter 2: /);
  await expectNoSeriousA11yViolations(page);

  // Renamed in a dialog that says what is wrong with an empty name.
  await series.getByRole('button', { name: `Rename “${firstTitle}”` }).click();
  const rename = page.getByRole('dialog', { name: 'Rename the series' });
  const name = rename.getByRole('textbox', { name: 'Series name' });
  await name.fill('   ');
  await rename.getByRole('button', { name: 'Save name' }).click();
  await expect(rename.getByText('Please give the series a name')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await name.fill('Ife and Colonel');
  await rename.getByRole('button', { name: 'Save name' }).click();
  await expect(rename).toBeHidden();
  const renamed = shelf.getByRole('article', { name: 'Ife and Colonel' });
  await expect(renamed).toBeVisible();

  // On a phone the shelf fits the screen and the chapter for tonight is in reach.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(renamed.getByRole('link', { name: 'Read chapter 2 tonight' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await renamed.getByRole('link', { name: 'Read chapter 2 tonight' }).click();
  await expect(page).toHaveURL(new RegExp(`id=${chapter2}`));
  await expect(page.getByText('Chapter 2 of 2 in “Ife and Colonel”')).toBeVisible();

  // One book of the whole series: chapter 1 is the book's story, chapter 2 already chosen.
  await page.goto('/mystories');
  await page
    .getByRole('region', { name: 'Your series' })
    .getByRole('link', { name: 'Make a book of the series “Ife and Colonel”' })
    .click();
  await expect(page).toHaveURL(/\/pdf-per-story\?series=/);
  await expect(
    page.getByRole('heading', { name: 'Make a book of the series', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Chapter 2: / })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Upload a photo of your child').setInputFiles([await photoFile('ife.png')]);
  await expect(page.getByRole('img', { name: 'The photo for the book' })).toBeVisible();
  await page.getByRole('button', { name: 'Generate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Ife’s book is ready!' })).toBeVisible({
    timeout: JOB_DEADLINE_MS,
  });
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download', exact: true }).click();
  const file = await (await downloading).path();
  expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');
  // The series' name on the cover and a contents page listing both chapters (poppler, if here).
  if (spawnSync('pdftotext', ['-v']).error === undefined) {
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('Ife and Colonel');
    expect(text).toContain('Contents');
    expect(text).toMatch(/Chapter 1/);
    expect(text).toMatch(/Chapter 2/);
  }
});
