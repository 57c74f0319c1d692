import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import config from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signInNewParent, writeStory } from './support/parents';

/**
 * "Read it in your own voice" (docs/decisions/023, 042): recording a story in one take in the
 * browser — one Record, a tap or Space per sentence — playing it with the read-along, and a
 * grandparent's invitation.
 */

// Chromium's fake microphone (a beep) and its permission prompt answered yes: for this file only,
// on top of the shared launch options.
const shared = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...shared,
    args: [
      ...(shared.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  },
  permissions: ['microphone'],
});

/** A real recording from Chromium's MediaRecorder (0.7 s), for the sentences not recorded here. */
const CLIP = readFileSync(
  new URL('../apps/server/test/fixtures/audio/chromium.webm', import.meta.url),
);

async function sentenceCount(page: Page) {
  const heading = await page.getByRole('heading', { name: /^Sentence \d+ of \d+$/ }).textContent();
  return Number(/of (\d+)/.exec(heading ?? '')?.[1]);
}

/** The sentence lit up as the one being read. */
const reading = (page: Page) => page.locator('mark[aria-current="true"]');

/** A moment of the fake microphone's beep: a sentence "read", longer than a slip of the finger. */
const readAloud = (page: Page) => page.waitForTimeout(800);

/** The parent's voices of the story, as the server has them. */
async function voicesOf(page: Page, storyId: string) {
  const res = await page.request.get(`/api/stories/${storyId}/voices`);
  expect(res.status()).toBe(200);
  return (
    (await res.json()) as {
      voices: { id: string; sentencesRecorded: number; sentencesTotal: number }[];
    }
  ).voices;
}

/** The sentences from `from` (0-based) on, uploaded the way the recorder does, to keep the journey short. */
async function uploadRest(
  request: APIRequestContext,
  url: (index: number) => string,
  headers: Record<string, string>,
  from: number,
  total: number,
) {
  for (let index = from; index < total; index += 1) {
    const res = await request.put(url(index), {
      headers: { ...headers, 'content-type': 'audio/webm' },
      data: CLIP,
    });
    expect(res.status()).toBe(200);
  }
}

test('a parent records a story in one take — one Record, then a tap or Space per sentence — and plays it with the read-along', async ({
  page,
}) => {
  await signInNewParent(page, 'Maya');
  const storyId = await writeStory(page, 'Maya', { age: 2 });
  await page.goto(`/loadedstory?id=${storyId}`);
  await page.getByRole('link', { name: 'Read it in your own voice' }).click();
  await expect(page).toHaveURL(new RegExp(`/record\\?id=${storyId}$`));
  await expect(page.getByText(/never used for anything else/)).toBeVisible();
  await expect(page.getByText('Recording is free: it costs no credits.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Who is reading?').fill('Grandma');
  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(page.getByRole('heading', { name: /^Sentence 1 of \d+$/ })).toBeVisible();
  const total = await sentenceCount(page);
  expect(total).toBeGreaterThan(3);
  // The whole story is on the page, the first sentence lit up.
  await expect(reading(page)).toHaveAttribute('data-sentence', '0');
  await expect(page.locator('[data-sentence]')).toHaveCount(total);

  // One press of Record; the level meter moves while the microphone listens.
  let presses = 0;
  await page.getByRole('button', { name: 'Record', exact: true }).click();
  presses += 1;
  const next = page.getByRole('button', { name: 'Next sentence' });
  await expect(next).toBeFocused();
  const meter = page.getByRole('meter', { name: 'Microphone level' });
  await expect
    // Read often: Chromium's fake microphone beeps once a second, and a poll every second can
    // fall in the silence between beeps each time.
    .poll(async () => Number(await meter.getAttribute('aria-valuenow')), {
      timeout: 10_000,
      intervals: [70],
    })
    .toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);

  // Sentence 1 read: a tap on Next sentence, and the second lights up.
  await readAloud(page);
  await next.click();
  presses += 1;
  await expect(reading(page)).toHaveAttribute('data-sentence', '1');
  await expect(page.getByRole('heading', { name: `Sentence 2 of ${total}` })).toBeVisible();

  // Sentence 2 stumbled over: pause, read it again, and go on with Space from the page itself.
  await readAloud(page);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Paused' })).toBeAttached();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Read sentence 2 again' }).click();
  await expect(next).toBeFocused();
  await expect(reading(page)).toHaveAttribute('data-sentence', '1');
  await page.locator('h2').first().click(); // the focus off the buttons: Space is the page's
  for (let sentence = 2; sentence <= total; sentence += 1) {
    await readAloud(page);
    await page.keyboard.press('Space');
    presses += 1;
    if (sentence < total) {
      await expect(reading(page)).toHaveAttribute('data-sentence', String(sentence));
    }
  }
  // The last Space was "Finish": the take has ended and every sentence is on the server.
  await expect(page.getByRole('button', { name: /^Record from sentence/ })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Pause' })).toHaveCount(0);
  await expect(page.getByText(`${total} of ${total} recorded`)).toBeVisible();
  expect(presses, 'one Record, then one tap or Space per sentence').toBe(total + 1);
  const [voice] = await voicesOf(page, storyId);
  expect(voice).toMatchObject({ sentencesRecorded: total, sentencesTotal: total });

  // Each sentence is a clip of its own, about as long as it was read (none cut to a slip).
  const script = (await (
    await page.request.get(`/api/stories/${storyId}/voices/${voice!.id}/script`)
  ).json()) as { recorded: { index: number; durationSeconds: number }[] };
  expect(script.recorded).toHaveLength(total);
  for (const clip of script.recorded) expect(clip.durationSeconds).toBeGreaterThan(0.5);
  await expectNoSeriousA11yViolations(page);

  // One sentence recorded again on its own, later: the others stay as they were.
  await page.getByRole('button', { name: 'Previous sentence' }).click();
  await expect(reading(page)).toHaveAttribute('data-sentence', String(total - 2));
  await expect(page.getByLabel(`Your recording of sentence ${total - 1}`)).toBeAttached();
  await page.getByRole('button', { name: `Record sentence ${total - 1} again` }).click();
  await expect(page.getByRole('button', { name: 'Finish' })).toBeFocused();
  await readAloud(page);
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toHaveCount(0);
  await expect(reading(page)).toHaveAttribute('data-sentence', String(total - 2));
  await expect(page.getByText(`${total} of ${total} recorded`)).toBeVisible();

  await page.getByRole('button', { name: 'Save as Read by Grandma' }).click();
  await expect(page).toHaveURL(new RegExp(`/loadedstory\\?id=${storyId}$`));

  // The listener chooses the voice — by keyboard — and the words light up as it is read.
  const voicesGroup = page.getByRole('radiogroup', { name: 'Voices' });
  await expect(voicesGroup).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Our narrator' })).toBeChecked();
  await page.getByRole('radio', { name: 'Our narrator' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Read by Grandma' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Play Read by Grandma' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  const spoken = page.locator('mark[aria-current="true"]');
  await expect(spoken).toBeVisible();
  const first = Number(await spoken.getAttribute('data-sentence'));
  await expect
    .poll(async () => Number(await spoken.getAttribute('data-sentence')), { timeout: 20_000 })
    .toBeGreaterThan(first);
  await expect(page.getByText(/^Sentence \d+ of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Pause' }).click();
  await expectNoSeriousA11yViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a grandparent records through a private link, with no account, which saving spends; another link is withdrawn', async ({
    page,
    browser,
  }) => {
    await signInNewParent(page, 'Noor');
    const storyId = await writeStory(page, 'Noor', { age: 2 });
    await page.goto(`/record?id=${storyId}`);
    await page.getByLabel('Their name').fill('Grandpa');
    await page.getByRole('button', { name: 'Create a private link' }).click();
    const link = page.getByLabel('Private link for Grandpa');
    await expect(link).toHaveValue(/\/record-voice#/);
    const url = await link.inputValue();
    await expectNoSeriousA11yViolations(page);

    // Grandpa's phone: a browser that has never seen the family.
    const grandpa = await browser.newContext({
      viewport: { width: 390, height: 844 },
      permissions: ['microphone'],
    });
    const phone = await grandpa.newPage();
    await phone.goto(url);
    await expect(phone.getByRole('heading', { name: /^Sentence 1 of \d+$/ })).toBeVisible();
    const total = await sentenceCount(phone);
    await expect(phone.getByText(/never used for anything else/)).toBeVisible();
    // Sentence 1 read and kept; Stop on the second, not yet read, keeps nothing of it.
    await phone.getByRole('button', { name: 'Record', exact: true }).click();
    // Read once the take has begun (the microphone may take a moment to open on a busy machine).
    await expect(
      phone.getByRole('status').filter({ hasText: 'Recording sentence 1' }),
    ).toBeAttached();
    await readAloud(phone);
    await phone.getByRole('button', { name: 'Next sentence' }).click();
    await expect(reading(phone)).toHaveAttribute('data-sentence', '1');
    await phone.getByRole('button', { name: 'Stop' }).click();
    await expect(phone.getByText(`1 of ${total} recorded`)).toBeVisible();
    await expectNoSeriousA11yViolations(phone);
    const fits = await phone.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    );
    expect(fits, 'nothing wider than the phone').toBe(true);

    const token = new URL(url).hash.slice(1);
    const visitorCsrf = (
      (await (await phone.request.get('/api/csrfToken')).json()) as {
        csrfToken: string;
      }
    ).csrfToken;
    await uploadRest(
      phone.request,
      (i) => `/api/voiceInvite/sentences/${i}`,
      { 'voice-invite': token, 'csrf-token': visitorCsrf },
      1,
      total,
    );
    await phone.reload();
    await phone.getByRole('button', { name: 'Save as Read by Grandpa' }).click();
    await expect(phone.getByText('Thank you! Your reading is saved.')).toBeVisible();
    await expect(phone.getByText(/This link is now used/)).toBeVisible();

    // Saving spent the link: opened again, it is refused like any link that no longer works.
    await phone.reload();
    await expect(phone.getByRole('alert')).toContainText('expired or was withdrawn');

    // The parent hears Grandpa, and sees his link used.
    await page.goto(`/loadedstory?id=${storyId}`);
    await expect(page.getByRole('radio', { name: 'Read by Grandpa' })).toBeVisible();
    await page.goto(`/record?id=${storyId}`);
    await expect(page.getByText('Grandpa: reading saved — link used')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Withdraw link for Grandpa' })).toHaveCount(0);

    // A link not used yet, withdrawn: it stops working at once.
    await page.getByLabel('Their name').fill('Grandma');
    await page.getByRole('button', { name: 'Create a private link' }).click();
    const second = page.getByLabel('Private link for Grandma');
    await expect(second).toHaveValue(/\/record-voice#/);
    // A page of its own: only the fragment differs, which a navigation would not reload.
    const grandmaPage = await grandpa.newPage();
    await grandmaPage.goto(await second.inputValue());
    await expect(grandmaPage.getByRole('heading', { name: /^Sentence 1 of \d+$/ })).toBeVisible();
    await page.getByRole('button', { name: 'Withdraw link for Grandma' }).click();
    await expect(page.getByText('Grandma: link withdrawn')).toBeVisible();
    await expect(page.getByText('Grandpa: reading saved — link used')).toBeVisible();
    await grandmaPage.reload();
    await expect(grandmaPage.getByRole('alert')).toContainText('expired or was withdrawn');
    await grandpa.close();
  });
});
