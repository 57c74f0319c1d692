import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { addChildByApi, type SavedChild } from './support/children';
import { JOB_DEADLINE_MS } from './support/deadlines';
import { csrfToken, signInNewParent } from './support/parents';

/**
 * The bedtime library on /mystories (issue 13, docs/decisions/019): the latest story to read
 * again tonight, small thumbnails, a page at a time, by child, by search, and deleting a story.
 */
const LOOK = {
  skinTone: 'brown',
  hairColour: 'black',
  hairStyle: 'short',
  eyeColour: 'dark-brown',
  glasses: false,
  freckles: false,
};

async function addChild(page: Page, name: string, pronouns: string) {
  return addChildByApi(page, {
    name,
    age: 5,
    pronouns,
    appearance: LOOK,
    favouriteColour: 'green',
    favouriteThings: [],
  });
}

/** A story through the API, for the given children (none: a typed hero), once it is written. */
async function writeFor(page: Page, hero: string, elements: string, children: SavedChild[]) {
  const accepted = await page.request.post('/api/generateStory', {
    headers: { 'csrf-token': await csrfToken(page) },
    data: {
      hero,
      age: 5,
      elements,
      genre: 'Adventure',
      ...(children.length ? { childIds: children.map((c) => c.id) } : {}),
    },
  });
  expect(accepted.status()).toBe(202);
  const { workerId, storyId } = (await accepted.json()) as { workerId: string; storyId: string };
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/workerStatus/${workerId}`);
        return ((await res.json()) as { status: string }).status;
      },
      { timeout: JOB_DEADLINE_MS },
    )
    .toBe('completed');
  return storyId;
}

const cards = (page: Page) => page.getByRole('list', { name: 'Your stories' }).getByRole('article');
const cardOf = (page: Page, text: string) => cards(page).filter({ hasText: text });

/** Waits for the toasts to close: axe would otherwise judge a toast mid-fade. */
async function toastsGone(page: Page) {
  await expect(page.getByRole('button', { name: 'Dismiss notification' })).toHaveCount(0);
}

test('a parent of two finds stories by child and by word, pages on, and deletes one', async ({
  page,
}) => {
  await signInNewParent(page, 'Priya');
  const maya = await addChild(page, 'Maya', 'she');
  const leo = await addChild(page, 'Leo', 'he');
  await writeFor(page, 'Maya', 'a paper boat, a sleepy owl, the stars', [maya]);
  await writeFor(page, 'Leo', 'a red kite, a tiny robot, the moon', [leo]);
  await writeFor(page, 'Maya and Leo', 'a treehouse, a lantern, the rain', [maya, leo]);
  const samsStory = await writeFor(page, 'Sam', 'a silver rocket, a comet, the sea', []);

  // Three to a page here, so "Load more" has something to load without writing thirteen stories.
  await page.route(/\/api\/library(\?|$)/, async (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('limit', '3');
    await route.continue({ url: url.toString() });
  });

  await page.goto('/mystories');
  await expect(page.getByRole('heading', { level: 1, name: 'My Stories' })).toBeVisible();
  // The newest story waits at the top, one clear link away.
  const tonight = page.getByRole('link', { name: 'Read again tonight' });
  await expect(tonight).toHaveAttribute('href', `/loadedstory?id=${samsStory}`);
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByText('Showing 3 stories so far')).toBeVisible();

  // Cards load the small WebP thumbnails, never the 1024 px picture.
  const thumbnail = cardOf(page, "Sam's bedtime story").locator('img');
  await expect(thumbnail).toHaveAttribute(
    'srcset',
    /\/api\/storyThumbnail\/.+\/400\?v=.+ 400w, .+\/800\?v=.+ 800w/,
  );
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeLessThanOrEqual(800);
  await expect(thumbnail).toHaveJSProperty('complete', true);
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Load more stories' }).click();
  await expect(cards(page)).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Load more stories' })).toHaveCount(0);
  await expect(page.getByText('4 stories', { exact: true })).toBeVisible();

  // By child: Leo's own story and the one he shares with Maya.
  const forWhom = page.getByRole('radiogroup', { name: 'Show stories for' });
  await forWhom.getByText('Leo', { exact: true }).click();
  await expect(forWhom.getByRole('radio', { name: 'Leo' })).toBeChecked();
  await expect(cards(page)).toHaveCount(2);
  await expect(cardOf(page, 'For Leo')).toHaveCount(1);
  await expect(cardOf(page, 'For Maya and Leo')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Read again tonight' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  // The filter lives in the address: back from a story, the list is as the parent left it.
  await expect(page).toHaveURL(new RegExp(`/mystories\\?child=${leo.id}$`));
  await cardOf(page, 'For Leo').getByRole('link').click();
  await expect(page).toHaveURL(/\/loadedstory\?id=/);
  await page.goBack();
  await expect(forWhom.getByRole('radio', { name: 'Leo' })).toBeChecked();
  await expect(cards(page)).toHaveCount(2);

  // By word, across every child: what a story has in it.
  await forWhom.getByText('All children', { exact: true }).click();
  const search = page.getByRole('searchbox', { name: 'Search your stories' });
  await search.fill('ROBOT');
  await expect(cards(page)).toHaveCount(1);
  await expect(cardOf(page, 'a tiny robot')).toHaveCount(1);
  await expect(page.getByText('1 story matching “ROBOT”')).toBeVisible();
  await expect(page).toHaveURL(/\/mystories\?q=ROBOT$/);
  // A wildcard is a character like any other.
  await search.fill('%');
  await expect(page.getByRole('heading', { name: 'No stories found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Show all stories' }).click();
  await expect(search).toHaveValue('');
  // Back where it was: both pages already loaded.
  await expect(cards(page)).toHaveCount(4);

  // Delete Sam's story: a confirmation first, then it is gone from the library and the server.
  await cardOf(page, "Sam's bedtime story")
    .getByRole('button', { name: /^Delete / })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText('Delete this story? Its pictures, narration and books go too.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(cardOf(page, "Sam's bedtime story")).toHaveCount(1);

  await cardOf(page, "Sam's bedtime story")
    .getByRole('button', { name: /^Delete / })
    .click();
  await dialog.getByRole('button', { name: 'Delete story' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/is deleted\.$/)).toBeVisible();
  await expect(cardOf(page, "Sam's bedtime story")).toHaveCount(0);
  // Focus lands on what the list now shows, not on the page's top.
  await expect(page.getByText('3 stories', { exact: true })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Read again tonight' })).not.toHaveAttribute(
    'href',
    `/loadedstory?id=${samsStory}`,
  );
  expect((await page.request.get(`/api/getStory/${samsStory}`)).status()).toBe(404);
  // The signed-in user's stories count (the profile's "Total stories") goes down with it.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('currentUser') ?? '{}') as { userStories?: number })
            .userStories,
      ),
    )
    .toBe(3);
  await toastsGone(page);
  await expectNoSeriousA11yViolations(page);
});

test('on a phone the library is one column, and a parent without children sees no child filter', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInNewParent(page, 'Tom');
  await writeFor(page, 'Tom', 'a paper boat, a sleepy owl, the stars', []);
  await writeFor(page, 'Nell', 'a red kite, a tiny robot, the moon', []);
  await page.goto('/mystories');
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByRole('radiogroup', { name: 'Show stories for' })).toHaveCount(0);
  const [first, second] = await cards(page).evaluateAll((els) =>
    els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
  );
  expect(second?.top).toBeGreaterThan((first?.bottom ?? 0) - 1);
  expect(first?.width).toBeLessThanOrEqual(375);
  // The phone picks a thumbnail, never the full picture — once the picture, painted in the
  // background, is there (it can take a while with two browsers on two cores).
  const picture = cards(page).first().locator('img');
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc), {
      timeout: JOB_DEADLINE_MS,
    })
    .toMatch(/\/api\/storyThumbnail\/.+\/(400|800)\?v=/);
  await expectNoSeriousA11yViolations(page);
});
