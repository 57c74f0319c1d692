import { chromium, type Browser, type Page } from '@playwright/test';
import { grantCredits } from '../../apps/server/src/modules/credits/credit-ledger';
import type { startBenchServer } from './server';

/** The flags every Chromium of ours runs with (the e2e config uses the same). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * What the browser journeys put on the machine while they run two at a time: two real Chromium
 * browsers, each a signed-in parent writing stories and opening them, My Stories and the home
 * page, in a loop, against the server under test. Stop it with `stop()`; it reports the rounds.
 */
export async function startBrowserLoad(
  server: Awaited<ReturnType<typeof startBenchServer>>,
  browsers = 2,
) {
  const { baseUrl } = server;
  let running = true;
  let rounds = 0;
  const opened: Browser[] = [];
  const loops = Array.from({ length: browsers }, async (_, i) => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    opened.push(browser);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const parent = await server.parent(9000 + i);
    // Enough credits that the loop writes stories for as long as it runs.
    await server.ctx.database.db.transaction((tx) =>
      grantCredits(tx, parent.user.user_uid, {
        amount: 10_000,
        reason: 'bench',
        ref: parent.email,
      }),
    );
    await signIn(page, baseUrl, parent);
    while (running) {
      await visitAStory(page, baseUrl).catch((error: unknown) => {
        if (running) throw error;
      });
      rounds += 1;
    }
  });
  // A failed loop must not go unnoticed: it would measure a quieter machine than claimed.
  const failure = Promise.all(loops).then(
    () => undefined,
    (error: unknown) => error ?? new Error('a browser load loop failed'),
  );

  return {
    async stop() {
      running = false;
      await Promise.all(opened.map((b) => b.close()));
      const error = await failure;
      if (error) throw error instanceof Error ? error : new Error(String(error));
      return { browsers, rounds };
    },
  };
}

async function signIn(page: Page, baseUrl: string, parent: { email: string; password: string }) {
  await page.goto(`${baseUrl}/auth`);
  await page.getByLabel('E-mail').fill(parent.email);
  await page.getByLabel('Password', { exact: true }).fill(parent.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForFunction(() => localStorage.getItem('currentUser'));
}

/** One round: write a story, watch it being written and read it, then My Stories and home. */
async function visitAStory(page: Page, baseUrl: string) {
  const csrf = (await (await page.request.get(`${baseUrl}/api/csrfToken`)).json()) as {
    csrfToken: string;
  };
  const accepted = await page.request.post(`${baseUrl}/api/generateStory`, {
    headers: { 'csrf-token': csrf.csrfToken },
    data: { hero: 'Lina', age: 6, elements: 'a kite, a lighthouse, the sea', genre: 'Adventure' },
  });
  if (accepted.status() !== 202) throw new Error(`generateStory answered ${accepted.status()}`);
  const { storyId } = (await accepted.json()) as { storyId: string };
  await page.goto(`${baseUrl}/loadedstory?id=${storyId}`);
  await page.getByRole('button', { name: /^Narrate/ }).waitFor({ timeout: 60_000 });
  await page.goto(`${baseUrl}/mystories`);
  await page.waitForLoadState('networkidle');
  await page.goto(baseUrl);
  await page.waitForLoadState('networkidle');
}
