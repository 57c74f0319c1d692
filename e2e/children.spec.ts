import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  addChildByApi,
  addChildWithBuilder,
  castOf,
  childrenOnServer,
  choice,
  exportedAccount,
  fillChildBuilder,
  type ChildChoices,
} from './support/children';
import { readFile } from 'node:fs/promises';
import { JOB_DEADLINE_MS } from './support/deadlines';
import { photoFile, signInNewParent } from './support/parents';
import { storyPicture } from './support/story-picture';

/**
 * Child profiles (issue 12, docs/decisions/016): the avatar builder, stories for one child and for
 * siblings, the same child in every story, and a deleted profile that leaves its stories.
 */
const MAYA: ChildChoices = {
  name: 'Maya',
  age: 6,
  pronouns: 'she/her',
  skinTone: 'Deep',
  hairColour: 'Red',
  hairStyle: 'Coily',
  eyeColour: 'Hazel',
  glasses: true,
  freckles: true,
  favouriteColour: 'Purple',
  favouriteThings: ['dinosaurs', 'rainy days'],
};
const MAYA_ALT =
  'Maya: deep skin, coily red hair, hazel eyes, glasses and freckles, dressed in purple';

const LEO: ChildChoices = {
  name: 'Leo',
  age: 4,
  pronouns: 'he/him',
  skinTone: 'Porcelain',
  hairColour: 'Platinum',
  hairStyle: 'Short',
  eyeColour: 'Blue',
  glasses: false,
  freckles: false,
  favouriteColour: 'Green',
  favouriteThings: ['trains'],
};

/** Through the profile, as a parent finds it. */
async function openChildrenPage(page: Page) {
  await page.getByRole('button', { name: 'Open your profile' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Manage children' }).click();
  await expect(page).toHaveURL(/\/children$/);
}

/**
 * Waits for the toasts to close (4–6 s): axe would otherwise judge a toast's text mid-fade (its
 * contrast is fine once shown). Clicking them away races their own closing.
 */
async function toastsGone(page: Page) {
  await expect(page.getByRole('button', { name: 'Dismiss notification' })).toHaveCount(0);
}

const preview = (page: Page) => page.getByRole('img', { name: /^(Your child|[A-Z][a-z]+): / });

test('a parent builds a child with the avatar builder, with a live preview, then edits them', async ({
  page,
}) => {
  await signInNewParent(page, 'Nadia');
  await openChildrenPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Your children' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No children yet' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('main').getByRole('link', { name: 'Add a child' }).click();
  await expect(page).toHaveURL(/\/children\/new$/);
  await expect(page).toHaveTitle('Add a child · Starry Night Story');
  // The preview draws the starting look at once, described in words.
  await expect(
    page.getByRole('img', {
      name: 'Your child: medium skin, short brown hair and brown eyes, dressed in blue',
    }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The contract's schema checks the builder before anything is sent.
  await page.getByRole('button', { name: 'Save child' }).click();
  await expect(page.getByText("Please give the child's first name")).toBeVisible();
  await expect(page.getByText('Please choose pronouns')).toBeVisible();
  await expect(page.getByLabel('First name')).toBeFocused();

  // Arrow keys move through a palette; the preview asks once the parent pauses (debounced).
  const previews: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/children/preview')) previews.push(r.postData() ?? '');
  });
  await choice(page, 'Skin tone', 'Porcelain').click();
  await expect(preview(page)).toHaveAttribute('alt', /porcelain skin/);
  const before = previews.length;
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await expect(choice(page, 'Skin tone', 'Tan')).toBeChecked();
  await expect(choice(page, 'Skin tone', 'Tan')).toBeFocused();
  await expect(preview(page)).toHaveAttribute('alt', /tan skin/);
  expect(previews.length - before, 'one preview for a run of key presses').toBeLessThanOrEqual(2);

  await fillChildBuilder(page, MAYA);
  await expect(page.getByRole('img', { name: MAYA_ALT })).toBeVisible();
  await expect(page.getByText('2 of 5 added')).toBeVisible();
  // A favourite thing can be taken out again, and a duplicate is refused.
  await page.getByLabel('Favourite things', { exact: true }).fill('Dinosaurs');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Dinosaurs is already there')).toBeVisible();
  await page.getByLabel('Favourite things', { exact: true }).fill('kites');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Remove kites' }).click();
  await expect(page.getByRole('button', { name: 'Remove kites' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Save child' }).click();
  await expect(page.getByText('Maya’s profile is saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/children$/);
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Maya' }) });
  await expect(card.getByText('6 years old · she/her')).toBeVisible();
  await expect(card.getByText('Loves dinosaurs, rainy days')).toBeVisible();
  await expect(card.getByRole('img', { name: MAYA_ALT })).toBeVisible();
  await toastsGone(page);
  await expectNoSeriousA11yViolations(page);
  const [saved] = await childrenOnServer(page);
  expect(saved).toMatchObject({
    name: 'Maya',
    age: 6,
    pronouns: 'she',
    appearance: {
      skinTone: 'deep',
      hairColour: 'red',
      hairStyle: 'coily',
      eyeColour: 'hazel',
      glasses: true,
      freckles: true,
    },
    favouriteColour: 'purple',
    favouriteThings: ['dinosaurs', 'rainy days'],
  });

  // Edit: braids, and a birthday instead of an age (the age is worked out from it).
  await card.getByRole('link', { name: 'Edit Maya' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Maya' })).toBeVisible();
  await expect(choice(page, 'Hair style', 'Coily')).toBeChecked();
  await choice(page, 'Hair style', 'Braids').click();
  await expect(preview(page)).toHaveAttribute('alt', /red hair in braids/);
  const today = new Date();
  const birthday = `${today.getUTCFullYear() - 7}-01-01`;
  await page.getByLabel('Birthday').fill(birthday);
  await expect(page.getByRole('textbox', { name: 'Age', exact: true })).toHaveValue('7');
  await toastsGone(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/children$/);
  await expect(card.getByText('7 years old · she/her')).toBeVisible();
  const [edited] = await childrenOnServer(page);
  expect(edited).toMatchObject({ age: 7, birthday, appearance: { hairStyle: 'braids' } });
});

test('a parent writes three stories for one child and one for siblings; each draws the same child; deleting a profile keeps its stories', async ({
  page,
}) => {
  const { userId } = await signInNewParent(page, 'Amara');
  await addChildWithBuilder(page, MAYA);
  const [maya] = await childrenOnServer(page);
  if (!maya) throw new Error('Maya was not saved');

  // From the Children page: Maya is chosen, her name and age filled in, her favourites offered.
  await page.getByRole('link', { name: 'Write a story for Maya' }).click();
  await expect(page).toHaveURL(/\/createstory\?child=/);
  const mayaBox = page.getByRole('checkbox', { name: /^Maya, 6 years old/ });
  await expect(mayaBox).toBeChecked();
  await expect(mayaBox).toHaveAccessibleName('Maya, 6 years old, the hero');
  await expect(page.getByLabel("Hero's name")).toHaveValue('Maya');
  await expect(page.getByRole('textbox', { name: 'Age', exact: true })).toHaveValue('6');
  await toastsGone(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Add dinosaurs' }).click();
  await expect(page.getByLabel('First story element')).toHaveValue('dinosaurs');
  await expect(page.getByRole('button', { name: 'dinosaurs (added)' })).toBeDisabled();

  const stories: { genre: string; id: string }[] = [];
  const writeStory = async (genre: string, hero: string) => {
    for (const [label, value] of [
      ['First story element', 'a paper boat'],
      ['Second story element', 'a sleepy owl'],
      ['Third story element', 'the moon'],
    ] as const) {
      const box = page.getByLabel(label);
      if (!(await box.inputValue())) await box.fill(value);
    }
    await page.getByRole('radio', { name: genre }).click();
    await page.getByRole('button', { name: 'Create my story' }).click();
    await expect(page).toHaveURL(/\/loadedstory\?id=[0-9a-f-]{36}$/, { timeout: JOB_DEADLINE_MS });
    await expect(page.getByText(`${hero}'s bedtime story`, { exact: true })).toBeVisible();
    await expect(storyPicture(page, hero)).toBeVisible();
    stories.push({ genre, id: new URL(page.url()).searchParams.get('id') as string });
  };

  await writeStory('Fantasy', 'Maya');
  for (const genre of ['Adventure', 'Mystery']) {
    await page.goto('/createstory');
    await page.getByRole('checkbox', { name: /^Maya, 6 years old/ }).click();
    await expect(page.getByLabel("Hero's name")).toHaveValue('Maya');
    await writeStory(genre, 'Maya');
  }

  // Siblings: Leo joins Maya; the first chosen is the hero.
  await addChildWithBuilder(page, LEO);
  await page.goto('/createstory');
  await page.getByRole('checkbox', { name: /^Maya/ }).click();
  await page.getByRole('checkbox', { name: /^Leo/ }).click();
  await expect(page.getByRole('checkbox', { name: 'Maya, 6 years old, the hero' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Leo, 4 years old' })).toBeChecked();
  await expect(page.getByLabel("Hero's name")).toHaveValue('Maya and Leo');
  await expect(page.getByRole('textbox', { name: 'Age', exact: true })).toHaveValue('6');
  await page.getByRole('button', { name: 'Add trains' }).click();
  await writeStory('Comedy', 'Maya and Leo');

  // What the server draws each story from: Maya's look in all four, and Leo beside her.
  const children = await childrenOnServer(page);
  const leo = children.find((c) => c.name === 'Leo');
  if (!leo) throw new Error('Leo was not saved');
  const before = await exportedAccount(page, userId);
  const exported = (id: string) => before.stories.find((s) => s.uuid === id);
  for (const { id, genre } of stories.slice(0, 3)) {
    expect(exported(id), genre).toMatchObject({ childIds: [maya.id], cast: [castOf(maya)] });
  }
  const siblings = stories[3] as { id: string };
  expect(exported(siblings.id)).toMatchObject({
    hero: 'Maya and Leo',
    childIds: [maya.id, leo.id],
    cast: [castOf(maya), castOf(leo)],
  });
  expect(new Set(stories.map((s) => s.genre)).size).toBe(4);

  // Delete Maya's profile: the dialog says the stories stay, and they do.
  await page.goto('/children');
  await page.getByRole('link', { name: 'Edit Maya' }).click();
  await page.getByRole('button', { name: 'Delete profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Maya’s profile?' });
  await expect(dialog.getByText(/Maya’s stories stay in My Stories/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Delete profile' }).click();
  await dialog.getByRole('button', { name: 'Delete profile' }).click();
  await expect(page).toHaveURL(/\/children$/);
  await expect(page.getByText(/Maya’s profile is deleted/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Maya', exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Leo', exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'My Stories', exact: true }).first().click();
  await expect(page.getByRole('link', { name: /Maya's bedtime story/ })).toHaveCount(3);
  await expect(page.getByRole('link', { name: /Maya and Leo's bedtime story/ })).toHaveCount(1);
  await page.getByRole('link', { name: /Maya and Leo's bedtime story/ }).click();
  await expect(storyPicture(page, 'Maya and Leo')).toBeVisible();
  const after = await exportedAccount(page, userId);
  expect(after.children.map((c) => c.name)).toEqual(['Leo']);
  expect(after.stories).toEqual(before.stories);

  // New stories can only choose Leo now.
  await page.goto('/createstory');
  await expect(page.getByRole('checkbox', { name: /^Leo/ })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Maya/ })).toHaveCount(0);
});

test('a PDF book made from a photo of a child’s story keeps that child, before and after the profile changes', async ({
  page,
}) => {
  const { userId } = await signInNewParent(page, 'Ines');
  const maya = await addChildByApi(page, {
    name: 'Maya',
    age: 6,
    pronouns: 'she',
    appearance: {
      skinTone: 'brown',
      hairColour: 'black',
      hairStyle: 'buns',
      eyeColour: 'dark-brown',
      glasses: false,
      freckles: true,
    },
    favouriteColour: 'yellow',
    favouriteThings: ['sunflowers'],
  });

  await page.goto(`/createstory?child=${maya.id}`);
  await expect(page.getByRole('checkbox', { name: 'Maya, 6 years old, the hero' })).toBeChecked();
  await page.getByRole('button', { name: 'Add sunflowers' }).click();
  await page.getByLabel('Second story element').fill('a lost kitten');
  await page.getByLabel('Third story element').fill('the old lighthouse');
  await page.getByRole('radio', { name: 'Adventure' }).click();
  await page.getByRole('button', { name: 'Create my story' }).click();
  await expect(page).toHaveURL(/\/loadedstory\?id=[0-9a-f-]{36}$/, { timeout: JOB_DEADLINE_MS });
  const storyId = new URL(page.url()).searchParams.get('id') as string;

  // The book from a photo, as books.spec.ts makes one.
  await page.getByRole('button', { name: 'Create a PDF book' }).click();
  await expect(page).toHaveURL(/\/pdf-per-story$/);
  await page.getByLabel('Upload a photo of your child').setInputFiles(await photoFile('maya.png'));
  await page.getByRole('button', { name: 'Generate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Maya’s book is ready!' })).toBeVisible({
    timeout: JOB_DEADLINE_MS,
  });
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download', exact: true }).click();
  const pdf = await readFile(await (await downloading).path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // The server drew the book's pages from the story's cast: Maya as her profile was.
  const account = await exportedAccount(page, userId);
  expect(account.books).toEqual([expect.objectContaining({ storyId, status: 'completed' })]);
  const story = account.stories.find((s) => s.uuid === storyId);
  expect(story).toMatchObject({ childIds: [maya.id], cast: [castOf(maya)] });

  // A changed profile changes the next story, not this one (nor its book).
  await page.goto(`/children/${maya.id}`);
  await choice(page, 'Hair colour', 'Blonde').click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/children$/);
  const [changed] = await childrenOnServer(page);
  expect(changed?.appearance).toMatchObject({ hairColour: 'blonde' });
  const again = await exportedAccount(page, userId);
  expect(again.stories.find((s) => s.uuid === storyId)?.cast).toEqual([castOf(maya)]);
});

test('the children pages and the child picker fit a phone', async ({ page }) => {
  await signInNewParent(page, 'Lena');
  await addChildByApi(page, {
    name: 'Alexandrina-Josephine',
    age: 9,
    pronouns: 'they',
    appearance: {
      skinTone: 'light',
      hairColour: 'strawberry',
      hairStyle: 'covered',
      eyeColour: 'green',
      glasses: true,
      freckles: false,
    },
    favouriteColour: 'teal',
    favouriteThings: ['enormous cardboard castles'],
  });
  await page.setViewportSize({ width: 375, height: 812 });
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  await page.goto('/children');
  await expect(page.getByRole('heading', { name: 'Alexandrina-Josephine' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);

  await page.goto('/children/new');
  await expect(page.getByRole('button', { name: 'Save child' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  // The live picture rides along while the parent scrolls down to the colours.
  await choice(page, 'Favourite colour', 'Pink').scrollIntoViewIfNeeded();
  await expect(preview(page)).toBeInViewport();
  await choice(page, 'Favourite colour', 'Pink').click();
  await expect(preview(page)).toHaveAttribute('alt', /dressed in pink/);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/createstory');
  await page.getByRole('checkbox', { name: /^Alexandrina-Josephine/ }).click();
  await expect(page.getByLabel("Hero's name")).toHaveValue('Alexandrina-Josephine');
  await expect(page.getByRole('button', { name: 'Add enormous cardboard castles' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
});
