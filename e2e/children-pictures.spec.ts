import { expect, test } from '@playwright/test';
import { FAVOURITE_COLOURS, HAIR_COLOURS, SKIN_TONES } from '../packages/contract/src/index';
import { addChildByApi, type SavedChild } from './support/children';
import { JOB_DEADLINE_MS } from './support/deadlines';
import { csrfToken, signInNewParent } from './support/parents';
import { exactColourCounts } from './support/picture-colours';

/** Enough exact pixels that the colour is a child's fill, not a stray edge. */
const DRAWN = 50;

const hexOf = (list: readonly { id: string; hex: string }[], id: unknown) =>
  list.find((item) => item.id === id)?.hex as string;

/** A child's own colours as the illustrator paints them: skin, hair, and the top they wear. */
const coloursOf = (child: SavedChild) => [
  hexOf(SKIN_TONES, child.appearance.skinTone),
  hexOf(HAIR_COLOURS, child.appearance.hairColour),
  hexOf(FAVOURITE_COLOURS, child.favouriteColour),
];

/**
 * The pictures themselves, beyond what the server says it drew from (children.spec.ts checks each
 * story's cast; the illustrator's own tests check the hero group is identical across pictures).
 * The hero is sent as Create Story sends it for two children, "Maya and Leo": until 2026-11-24
 * that name was drawn as a stranger and the siblings' picture held neither child.
 */
test('every story picture of a profile paints that child’s skin, hair and favourite colour', async ({
  page,
}) => {
  await signInNewParent(page, 'Zuri');
  const look = { eyeColour: 'hazel', glasses: false, freckles: false };
  const maya = await addChildByApi(page, {
    name: 'Maya',
    age: 6,
    pronouns: 'she',
    appearance: { ...look, skinTone: 'deep', hairColour: 'red', hairStyle: 'coily' },
    favouriteColour: 'purple',
    favouriteThings: [],
  });
  const leo = await addChildByApi(page, {
    name: 'Leo',
    age: 4,
    pronouns: 'he',
    appearance: { ...look, skinTone: 'fair', hairColour: 'black', hairStyle: 'short' },
    favouriteColour: 'green',
    favouriteThings: [],
  });

  const write = async (genre: string, children: SavedChild[]) => {
    const accepted = await page.request.post('/api/generateStory', {
      headers: { 'csrf-token': await csrfToken(page) },
      data: {
        hero: children.map((c) => c.name).join(' and '),
        age: 6,
        elements: 'a kite, a fox, the moon',
        genre,
        childIds: children.map((c) => c.id),
      },
    });
    expect(accepted.status()).toBe(202);
    const { storyId, workerId } = (await accepted.json()) as { storyId: string; workerId: string };
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
    // The story is shown as soon as it is written; its picture is its own job (decision 047).
    let image: string | null = null;
    await expect
      .poll(
        async () => {
          const story = (await (await page.request.get(`/api/getStory/${storyId}`)).json()) as {
            image: string | null;
          };
          image = story.image;
          return image;
        },
        { timeout: JOB_DEADLINE_MS },
      )
      .toBeTruthy();
    return image as unknown as string;
  };

  for (const genre of ['Fantasy', 'Adventure', 'Mystery']) {
    const counts = await exactColourCounts(
      page.request,
      await write(genre, [maya]),
      coloursOf(maya),
    );
    for (const count of counts) expect(count, genre).toBeGreaterThanOrEqual(DRAWN);
  }
  const siblings = await write('Comedy', [maya, leo]);
  const counts = await exactColourCounts(page.request, siblings, [
    ...coloursOf(maya),
    ...coloursOf(leo),
  ]);
  for (const count of counts) expect(count, 'Maya and Leo').toBeGreaterThanOrEqual(DRAWN);
});
