import { expect, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { csrfToken } from './parents';

/** A child as the parent sees the builder's choices: every value is a label on the screen. */
export interface ChildChoices {
  name: string;
  age: number;
  pronouns: 'she/her' | 'he/him' | 'they/them';
  skinTone: string;
  hairColour: string;
  hairStyle: string;
  eyeColour: string;
  glasses: boolean;
  freckles: boolean;
  favouriteColour: string;
  favouriteThings: string[];
}

/** One choice of a builder's radio group, found by the group's label and the choice's name. */
export const choice = (page: Page, group: string, name: string) =>
  page.getByRole('radiogroup', { name: group }).getByRole('radio', { name, exact: true });

/** Fills the avatar builder (on /children/new or an edit page) the way a parent would. */
export async function fillChildBuilder(page: Page, child: ChildChoices) {
  await page.getByLabel('First name').fill(child.name);
  await page.getByRole('textbox', { name: 'Age', exact: true }).fill(String(child.age));
  await choice(page, 'Pronouns', child.pronouns).click();
  await choice(page, 'Skin tone', child.skinTone).click();
  await choice(page, 'Hair colour', child.hairColour).click();
  await choice(page, 'Hair style', child.hairStyle).click();
  await choice(page, 'Eye colour', child.eyeColour).click();
  await page.getByRole('switch', { name: 'Glasses' }).setChecked(child.glasses);
  await page.getByRole('switch', { name: 'Freckles' }).setChecked(child.freckles);
  await choice(page, 'Favourite colour', child.favouriteColour).click();
  for (const thing of child.favouriteThings) {
    await page.getByLabel('Favourite things', { exact: true }).fill(thing);
    await page.getByLabel('Favourite things', { exact: true }).press('Enter');
    await expect(page.getByRole('button', { name: `Remove ${thing}` })).toBeVisible();
  }
}

/** Adds a child through the Children page and the builder; back on /children afterwards. */
export async function addChildWithBuilder(page: Page, child: ChildChoices) {
  await page.goto('/children');
  await page.getByRole('link', { name: 'Add a child' }).click();
  await expect(page).toHaveURL(/\/children\/new$/);
  await fillChildBuilder(page, child);
  await page.getByRole('button', { name: 'Save child' }).click();
  await expect(page.getByText(`${child.name}’s profile is saved.`)).toBeVisible();
  await expect(page).toHaveURL(/\/children$/);
  await expect(
    page.getByRole('heading', { level: 2, name: child.name, exact: true }),
  ).toBeVisible();
}

export interface SavedChild {
  id: string;
  name: string;
  age: number;
  pronouns: string;
  appearance: Record<string, unknown>;
  favouriteColour: string;
  favouriteThings: string[];
}

/** The signed-in parent's children, as the server has them. */
export async function childrenOnServer(page: Page): Promise<SavedChild[]> {
  const res = await page.request.get('/api/children');
  expect(res.status()).toBe(200);
  return (await res.json()) as SavedChild[];
}

/** A child added through the API, for journeys about something else. */
export async function addChildByApi(page: Page, body: Omit<SavedChild, 'id'>) {
  const res = await page.request.post('/api/children', {
    headers: { 'csrf-token': await csrfToken(page) },
    data: body,
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as SavedChild;
}

export interface CastMember {
  name: string;
  pronouns: string;
  appearance: Record<string, unknown>;
  favouriteColour: string;
}

export interface ExportedStory {
  uuid: string;
  hero: string;
  genre: string;
  childIds: string[];
  cast: CastMember[] | null;
}

/**
 * What the server says each story draws: the account export's `stories[].cast`, the copy of the
 * chosen children that every picture and book page of the story is drawn from
 * (docs/decisions/016).
 */
export async function exportedAccount(page: Page, userId: string) {
  const res = await page.request.get(`/api/exportMyData/${userId}`);
  expect(res.status()).toBe(200);
  const zip = unzipSync(new Uint8Array(await res.body()));
  return JSON.parse(Buffer.from(zip['account.json'] as Uint8Array).toString()) as {
    children: SavedChild[];
    stories: ExportedStory[];
    books: { storyId: string; selectedStories: string[]; status: string }[];
  };
}

/** The look of a saved child as a story's cast copies it. */
export const castOf = (child: SavedChild): CastMember => ({
  name: child.name,
  pronouns: child.pronouns,
  appearance: child.appearance,
  favouriteColour: child.favouriteColour,
});
