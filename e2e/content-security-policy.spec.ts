import { expect, test, type Page } from '@playwright/test';
import { JOB_DEADLINE_MS } from './support/deadlines';
import { csrfToken, signInNewParent, writeStory } from './support/parents';
import { storyPicture } from './support/story-picture';

/**
 * Collects every Content-Security-Policy violation a page reports, both as the DOM event and as
 * the console message Chromium prints (which also covers violations in workers and eval probes).
 */
async function watchForViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) {
      violations.push(`console: ${message.text()}`);
    }
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (t: string) => void })
        .__reportCspViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile})`);
    });
  });
  return violations;
}

/**
 * Lets the page finish what it does after the first paint (idle styles, toasts, images). While a
 * narration plays, the network may never be idle (the media element keeps its request open while
 * it buffers, and a stream lasts as long as the recording), so there it waits for the load event
 * and a moment more.
 */
async function settle(page: Page, { playing = false } = {}) {
  await page.waitForLoadState(playing ? 'load' : 'networkidle');
  await page.waitForTimeout(playing ? 1_500 : 500);
}

test('the landing page, a story with its narration, the share page and the test checkout break no CSP rule', async ({
  page,
  browser,
}) => {
  const violations = await watchForViolations(page);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /bedtime stories/i })).toBeVisible();
  await settle(page);
  expect(violations, 'landing page').toEqual([]);
  const policy = (await page.request.get('/', { headers: { accept: 'text/html' } })).headers()[
    'content-security-policy'
  ];
  expect(policy).toContain("script-src 'self'");

  const { userId } = await signInNewParent(page, 'Ines');
  const storyId = await writeStory(page, 'Tomas');
  await page.goto(`/loadedstory?id=${storyId}`);
  await expect(storyPicture(page, 'Tomas')).toBeVisible();
  // Narrate plays the stream while it is recorded (media-src 'self'; docs/decisions/022).
  await page.getByRole('button', { name: 'Narrate (Free)' }).click();
  const audio = page.locator('audio');
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime), {
      timeout: JOB_DEADLINE_MS,
    })
    .toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Pause narration' })).toBeVisible();
  await settle(page, { playing: true });
  expect(violations, 'story page while narrating').toEqual([]);
  // Recorded, then played from its signed file link after a reload.
  await expect(
    page.getByRole('status').filter({ hasText: 'The narration is ready.' }),
  ).toBeAttached({ timeout: JOB_DEADLINE_MS });
  await page.reload();
  const play = page.getByRole('button', { name: 'Play narration' });
  await expect(play).toBeVisible();
  await play.click();
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await settle(page, { playing: true });
  expect(violations, 'story page').toEqual([]);

  const shared = await page.request.post('/api/shareStory', {
    headers: { 'csrf-token': await csrfToken(page) },
    data: { storyId, shared: true },
  });
  expect(shared.ok()).toBe(true);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const visitorViolations = await watchForViolations(visitor);
  await visitor.goto(`/share/${storyId}`);
  await expect(storyPicture(visitor, 'Tomas')).toBeVisible();
  await settle(visitor);
  expect(visitorViolations, 'share page').toEqual([]);
  await visitorContext.close();

  const products = (await (await page.request.get('/api/getAllProducts/')).json()) as {
    product_id: string;
  }[];
  const payment = await page.request.post('/api/payments', {
    headers: { 'csrf-token': await csrfToken(page) },
    data: { user: { user_uid: userId }, product: { product_id: products[0]?.product_id } },
  });
  expect(payment.ok()).toBe(true);
  const { url } = (await payment.json()) as { url: string };
  await page.goto(url);
  await expect(page.getByText('Test mode')).toBeVisible();
  // Its own stylesheet applies under its own policy (allowed by hash).
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCSS(
    'background-color',
    'rgb(71, 80, 198)',
  );
  expect(violations, 'test checkout').toEqual([]);
});
