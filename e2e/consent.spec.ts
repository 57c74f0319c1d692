import { expect, test, type Cookie, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  signIn as signInThroughForm,
  signInNewParent as signInParentThroughApi,
} from './support/parents';

const ONE_YEAR_SECONDS = 31_536_000;
const ANALYTICS_HOSTS =
  /googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net/;

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const dd = (scope: Locator, term: string) =>
  scope.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

/**
 * Records every request the page makes to an analytics host. Google's tag is answered with an
 * empty script and any other analytics host is cut off (the journeys never reach the internet),
 * so a request is recorded whether or not it could succeed. The e2e server runs with
 * GA_MEASUREMENT_ID set, so the tag would load if the consent gate let it.
 */
async function watchAnalytics(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (ANALYTICS_HOSTS.test(new URL(request.url()).host)) requests.push(request.url());
  });
  await page.route(
    (url) => ANALYTICS_HOSTS.test(url.host),
    (route) =>
      new URL(route.request().url()).host === 'www.googletagmanager.com'
        ? route.fulfill({ status: 200, contentType: 'application/javascript', body: '' })
        : route.abort('blockedbyclient'),
  );
  return requests;
}

/** The warnings the page logs (docs/api.md#spec-8: consent failures are logged, never shown). */
function watchWarnings(page: Page) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

async function consentCookies(page: Page) {
  const cookies = await page.context().cookies();
  const byName = new Map(cookies.map((c) => [c.name, c]));
  return {
    analytics: byName.get('analytics_consent'),
    marketing: byName.get('marketing_consent'),
    functionality: byName.get('functionality_consent'),
  };
}

function expectYearLongLaxCookie(cookie: Cookie | undefined, value: 'granted' | 'denied') {
  expect(cookie?.value).toBe(value);
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  const expectedExpiry = Date.now() / 1000 + ONE_YEAR_SECONDS;
  expect(Math.abs((cookie?.expires ?? 0) - expectedExpiry)).toBeLessThan(120);
}

/** The banner, once the consent check has answered (it appears after the first paint). */
async function expectBanner(page: Page) {
  await expect(banner(page)).toBeVisible();
  return banner(page);
}

/** The visitor record of this browser, as the server keeps it. */
async function anonymousConsent(page: Page) {
  const res = await page.request.get('/api/cookie-consent-anonymous');
  expect(res.status()).toBe(200);
  return (await res.json()) as { hasConsent: boolean; consent: Record<string, unknown> | null };
}

/** A confirmed parent (sign-up and confirmation through the API), signed in through the form. */
async function signInNewParent(page: Page, firstName: string) {
  const { parent, userId } = await signInParentThroughApi(page, firstName);
  return { ...parent, userUid: userId };
}

/** Signs in through the login form; the signed-in user's user_uid. */
async function signIn(page: Page, parent: { email: string; password: string }) {
  await page.goto('/auth');
  await signInThroughForm(page, parent);
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('currentUser') ?? 'null'));
  return user.user_uid as string;
}

/** Google consent mode's latest `update`, as the page sent it to the tag. */
async function latestGtagConsent(page: Page) {
  return page.evaluate(() => {
    const entries = (window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [];
    const updates = entries
      .map((entry) => Array.from(entry))
      .filter((c) => c[0] === 'consent' && c[1] === 'update');
    return updates.at(-1)?.[2];
  });
}

test('a first visit shows the banner; Accept All sets the cookies for a year and loads analytics only then', async ({
  page,
}) => {
  const analytics = await watchAnalytics(page);
  await page.goto('/');
  const region = await expectBanner(page);
  await expect(region.getByRole('button')).toHaveText(['Reject All', 'Customize', 'Accept All']);
  await expect(region.getByRole('link')).toHaveAttribute('href', '/privacy-policy');
  await expectNoSeriousA11yViolations(page);
  expect(analytics, 'no analytics request before consent').toEqual([]);
  expect((await consentCookies(page)).analytics).toBeUndefined();

  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/cookie-consent-anonymous') && r.request().method() === 'POST',
  );
  await region.getByRole('button', { name: 'Accept All' }).click();
  expect((await saved).status()).toBe(201);
  await expect(banner(page)).toBeHidden();

  const cookies = await consentCookies(page);
  expectYearLongLaxCookie(cookies.analytics, 'granted');
  expectYearLongLaxCookie(cookies.marketing, 'granted');
  expectYearLongLaxCookie(cookies.functionality, 'granted');

  // Google's tag, once, with consent mode: all denied first, then the parent's choice.
  await expect.poll(() => analytics.length).toBe(1);
  expect(analytics[0]).toBe('https://www.googletagmanager.com/gtag/js?id=G-E2ETEST');
  const dataLayer = await page.evaluate(() =>
    (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((entry) => Array.from(entry)),
  );
  expect(dataLayer.slice(0, 2)).toEqual([
    [
      'consent',
      'default',
      {
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ],
    [
      'consent',
      'update',
      {
        analytics_storage: 'granted',
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      },
    ],
  ]);

  const record = await anonymousConsent(page);
  expect(record.hasConsent).toBe(true);
  expect(record.consent).toMatchObject({
    consent_method: 'banner_accept_all',
    analytics_cookies: true,
    consent_version: '1.0',
  });

  // After a reload the stored consent is found (and applied: the tag loads again) — no banner.
  await page.reload();
  await expect.poll(() => analytics.length).toBe(2);
  await expect(banner(page)).toHaveCount(0);
});

test('Customize → Save Preferences stores exactly the chosen toggles', async ({ page }) => {
  const analytics = await watchAnalytics(page);
  await page.goto('/about');
  await (await expectBanner(page)).getByRole('button', { name: 'Customize' }).click();

  const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(dialog).toBeVisible();
  const essential = dialog.getByRole('switch', { name: 'Essential cookies' });
  await expect(essential).toBeChecked();
  await expect(essential).toBeDisabled();
  await expect(dialog.getByText('Always enabled')).toBeVisible();
  for (const name of ['Analytics cookies', 'Marketing cookies', 'Functionality cookies']) {
    await expect(dialog.getByRole('switch', { name })).not.toBeChecked();
  }
  await expect(
    dialog.getByRole('button', { name: /^(Reject All|Save Preferences|Accept All)$/ }),
  ).toHaveText(['Reject All', 'Save Preferences', 'Accept All']);
  // While the preferences are open the banner steps aside: its buttons are never offered twice.
  await expect(banner(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('switch', { name: 'Marketing cookies' }).check();
  await dialog.getByRole('switch', { name: 'Functionality cookies' }).check();
  await expect(dialog.getByRole('switch', { name: 'Marketing cookies' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(dialog).toBeHidden();
  await expect(banner(page)).toHaveCount(0);

  const cookies = await consentCookies(page);
  expectYearLongLaxCookie(cookies.analytics, 'denied');
  expectYearLongLaxCookie(cookies.marketing, 'granted');
  expectYearLongLaxCookie(cookies.functionality, 'granted');
  expect(await anonymousConsent(page)).toMatchObject({
    hasConsent: true,
    consent: {
      consent_given: true,
      essential_cookies: true,
      analytics_cookies: false,
      marketing_cookies: true,
      functionality_cookies: true,
      consent_method: 'preferences_custom',
    },
  });
  // Analytics stayed off: Google's tag was never asked for.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  expect(analytics).toEqual([]);
});

test('a visitor who chose signs in: the choice moves to the account, shows in the profile, and can be reset', async ({
  page,
}) => {
  const analytics = await watchAnalytics(page);
  await page.goto('/');
  await (await expectBanner(page)).getByRole('button', { name: 'Reject All' }).click();
  await expect(banner(page)).toBeHidden();
  expectYearLongLaxCookie((await consentCookies(page)).analytics, 'denied');
  expect((await anonymousConsent(page)).consent).toMatchObject({
    consent_method: 'banner_reject_all',
  });

  const migrated = page.waitForResponse(
    (r) => r.url().endsWith('/api/cookie-consent') && r.request().method() === 'POST',
  );
  const parent = await signInNewParent(page, 'Cleo');
  expect((await migrated).status()).toBe(201);
  const own = await page.request.get(`/api/cookie-consent/${parent.userUid}`);
  expect(await own.json()).toMatchObject({
    hasConsent: true,
    consent: {
      user_uid: parent.userUid,
      consent_method: 'migrated_from_anonymous',
      analytics_cookies: false,
      marketing_cookies: false,
      functionality_cookies: false,
    },
  });
  await expect(banner(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Open your profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Your Profile' });
  const panel = profile.getByRole('region', { name: 'Cookie settings' });
  await expect(dd(panel, 'Essential')).toHaveText('Always enabled');
  await expect(dd(panel, 'Analytics')).toHaveText('Disabled');
  await expect(dd(panel, 'Marketing')).toHaveText('Disabled');
  await expect(dd(panel, 'Functionality')).toHaveText('Disabled');
  const longDate = /^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)$/;
  await expect(dd(panel, 'Consent given')).toHaveText(longDate);
  await expect(dd(panel, 'Last updated')).toHaveText(longDate);
  await expect(dd(panel, 'Policy version')).toHaveText('1.0');
  await expectNoSeriousA11yViolations(page);

  // Change Preferences opens the modal over the profile, starting from the choice in force.
  await panel.getByRole('button', { name: 'Change Preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(dialog.getByRole('switch', { name: 'Functionality cookies' })).not.toBeChecked();
  await dialog.getByRole('switch', { name: 'Functionality cookies' }).check();
  await dialog.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(dialog).toBeHidden();
  await expect(dd(panel, 'Functionality')).toHaveText('Enabled');
  expectYearLongLaxCookie((await consentCookies(page)).functionality, 'granted');
  expect(
    await (await page.request.get(`/api/cookie-consent/${parent.userUid}`)).json(),
  ).toMatchObject({
    consent: { consent_method: 'preferences_custom', functionality_cookies: true },
  });

  await panel.getByRole('button', { name: 'Reset Consent' }).click();
  await expect(panel.getByText('No Cookie Consent Given')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Set Preferences' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Reset Consent' })).toHaveCount(0);
  await expect(dd(panel, 'Analytics')).toHaveText('Disabled');
  await expect(dd(panel, 'Functionality')).toHaveText('Disabled');
  await expect(panel.getByText('Consent given', { exact: true })).toHaveCount(0);
  // Set Preferences opens the preferences over the profile, all optional cookies off; Escape
  // closes only them, and without a choice there is still no consent.
  await panel.getByRole('button', { name: 'Set Preferences' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Functionality cookies' })).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(profile).toBeVisible();
  await expect(panel.getByText('No Cookie Consent Given')).toBeVisible();
  await profile.getByRole('button', { name: 'Close' }).first().click();
  await expect(profile).toBeHidden();
  await expectBanner(page);
  expect((await consentCookies(page)).analytics).toBeUndefined();
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`/api/cookie-consent/${parent.userUid}`)).json()).hasConsent,
    )
    .toBe(false);

  // The reset holds across a reload: the banner asks again.
  await page.reload();
  await expectBanner(page);
  await expectNoSeriousA11yViolations(page);
  // Analytics was never granted along the way: Google's tag was never asked for.
  expect(analytics).toEqual([]);
});

/** Presses Tab until `target` has focus (at most `max` times); fails if it never gets there. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('the banner and the preferences work from the keyboard alone', async ({ page }) => {
  const analytics = await watchAnalytics(page);
  await page.goto('/about');
  const region = await expectBanner(page);
  const customize = region.getByRole('button', { name: 'Customize' });
  await tabTo(page, customize, 80);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(dialog).toBeVisible();
  // Focus moves into the dialog and stays there (Mantine traps it) however far one tabs.
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  const analyticsSwitch = dialog.getByRole('switch', { name: 'Analytics cookies' });
  await tabTo(page, analyticsSwitch, 12);
  await page.keyboard.press('Space');
  await expect(analyticsSwitch).toBeChecked();

  // Escape closes without saving: the banner is back, focus on the Customize that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(region.getByRole('button', { name: 'Customize' })).toBeFocused();
  expect((await consentCookies(page)).analytics).toBeUndefined();

  // Opened again, the unsaved change is gone; Marketing alone, saved with the keyboard.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(analyticsSwitch).not.toBeChecked();
  const marketingSwitch = dialog.getByRole('switch', { name: 'Marketing cookies' });
  await tabTo(page, marketingSwitch, 12);
  await page.keyboard.press('Space');
  await expect(marketingSwitch).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Save Preferences' }), 12);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(banner(page)).toHaveCount(0);

  const cookies = await consentCookies(page);
  expectYearLongLaxCookie(cookies.analytics, 'denied');
  expectYearLongLaxCookie(cookies.marketing, 'granted');
  expectYearLongLaxCookie(cookies.functionality, 'denied');
  expect((await anonymousConsent(page)).consent).toMatchObject({
    analytics_cookies: false,
    marketing_cookies: true,
    functionality_cookies: false,
    consent_method: 'preferences_custom',
  });
  expect(analytics).toEqual([]);
});

test('a failed check shows the banner; a failed save is only logged and the banner stays', async ({
  page,
}) => {
  const analytics = await watchAnalytics(page);
  const warnings = watchWarnings(page);
  const anonymousCall = /\/api\/cookie-consent-anonymous$/;
  await page.route(anonymousCall, (route) =>
    route.fulfill({ status: 503, json: { message: 'Service unavailable' } }),
  );
  await page.goto('/');
  const region = await expectBanner(page);
  expect(warnings.some((w) => w.includes('Checking the cookie consent failed'))).toBe(true);
  await expectNoSeriousA11yViolations(page);

  const refused = page.waitForResponse(
    (r) => anonymousCall.test(r.url()) && r.request().method() === 'POST',
  );
  await region.getByRole('button', { name: 'Accept All' }).click();
  expect((await refused).status()).toBe(503);
  await expect
    .poll(() => warnings.some((w) => w.includes('Saving the cookie consent failed')))
    .toBe(true);
  // Still asking, ready for another try; no message, no cookie, nothing stored, no tag.
  await expect(region.getByRole('button', { name: 'Accept All' })).toBeEnabled();
  await expect(region).toBeVisible();
  // The toasts' container is up (it mounts after the first paint), so a toast would show by now.
  await expect(page.locator('.mantine-Notifications-root').first()).toBeAttached();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Service unavailable')).toHaveCount(0);
  expect((await consentCookies(page)).analytics).toBeUndefined();
  expect(analytics).toEqual([]);

  await page.unroute(anonymousCall);
  expect((await anonymousConsent(page)).hasConsent).toBe(false);
  await region.getByRole('button', { name: 'Reject All' }).click();
  await expect(banner(page)).toBeHidden();
  expectYearLongLaxCookie((await consentCookies(page)).marketing, 'denied');
  expect((await anonymousConsent(page)).consent).toMatchObject({
    consent_method: 'banner_reject_all',
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the banner fits the screen, hides nothing for good, and the preferences are usable', async ({
    page,
  }) => {
    const analytics = await watchAnalytics(page);
    await page.goto('/');
    const region = await expectBanner(page);
    await expect(region).toBeInViewport({ ratio: 1 });
    const box = await region.boundingBox();
    expect(box?.height ?? 999, 'the banner leaves most of the screen to the page').toBeLessThan(
      740 * 0.4,
    );
    // No sideways scrolling, and each button is whole, on screen and big enough to tap.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    for (const name of ['Reject All', 'Customize', 'Accept All']) {
      const button = region.getByRole('button', { name });
      await expect(button).toBeInViewport({ ratio: 1 });
      const b = await button.boundingBox();
      expect(b?.height ?? 0, `${name} is thumb-sized`).toBeGreaterThanOrEqual(44);
      expect(b?.width ?? 0).toBeGreaterThanOrEqual(80);
      expect(
        await button.evaluate((el) => {
          const label = el.querySelector('.mantine-Button-label') ?? el;
          return label.scrollWidth <= label.clientWidth;
        }),
        `${name} is not cut off`,
      ).toBe(true);
    }
    await expectNoSeriousA11yViolations(page);

    // At the very end of the page the banner sits below the footer: its links can be tapped.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const privacy = page
      .getByRole('list', { name: 'Site' })
      .getByRole('link', { name: 'Privacy Policy' });
    await expect(privacy).toBeInViewport();
    expect(
      await privacy.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return hit !== null && el.contains(hit);
      }),
      'the banner does not cover the footer at the end of the page',
    ).toBe(true);

    await region.getByRole('button', { name: 'Customize' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
    await expect(dialog).toBeVisible();
    const d = await dialog.boundingBox();
    expect(d?.width ?? 0).toBeGreaterThanOrEqual(359);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('switch', { name: 'Functionality cookies' }).tap();
    await expect(dialog.getByRole('switch', { name: 'Functionality cookies' })).toBeChecked();
    const save = dialog.getByRole('button', { name: 'Save Preferences' });
    await save.scrollIntoViewIfNeeded();
    await expect(save).toBeInViewport({ ratio: 1 });
    await save.tap();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toHaveCount(0);
    expect((await anonymousConsent(page)).consent).toMatchObject({
      analytics_cookies: false,
      marketing_cookies: false,
      functionality_cookies: true,
      consent_method: 'preferences_custom',
    });
    expect(analytics).toEqual([]);
  });
});

test('the check reruns when the signed-in user changes: a choice kept on the account is in force only while signed in', async ({
  page,
}) => {
  const analytics = await watchAnalytics(page);
  await page.goto('/');
  await expectBanner(page);
  // Signed in with no consent anywhere: still asked, now on behalf of the account.
  const parent = await signInNewParent(page, 'Noor');
  const region = await expectBanner(page);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/cookie-consent') && r.request().method() === 'POST',
  );
  await region.getByRole('button', { name: 'Accept All' }).click();
  expect((await saved).status()).toBe(201);
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => analytics.length).toBe(1);
  expect(await latestGtagConsent(page)).toMatchObject({ analytics_storage: 'granted' });
  expect((await anonymousConsent(page)).hasConsent, 'kept on the account only').toBe(false);

  // Signed out, this browser is a visitor without a choice: asked again, nothing optional on.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
  ).toBeVisible();
  await expectBanner(page);
  await expectNoSeriousA11yViolations(page);
  await expect.poll(async () => (await consentCookies(page)).analytics).toBeUndefined();
  expect((await consentCookies(page)).marketing).toBeUndefined();
  expect(await latestGtagConsent(page)).toEqual({
    analytics_storage: 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });

  // Signed in again, the account's choice is found and applied without asking.
  await signIn(page, parent);
  await expect.poll(async () => (await consentCookies(page)).analytics?.value).toBe('granted');
  await expect(banner(page)).toHaveCount(0);
  expectYearLongLaxCookie((await consentCookies(page)).marketing, 'granted');
  await expect.poll(() => latestGtagConsent(page)).toMatchObject({ analytics_storage: 'granted' });
});
