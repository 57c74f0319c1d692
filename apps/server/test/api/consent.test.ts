import type { ConsentCheckResponse, ConsentSavedResponse } from '@sns/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptAll, consentIdCookieOf, rejectAll } from '../helpers/consent';
import { signedInParent } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
});
afterAll(async () => t.close());

const isIso = (value: string) => new Date(value).toISOString() === value;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a visitor’s consent (anonymous)', () => {
  it('is none at first, 201 on the first save with a year-long HttpOnly id cookie, 200 after', async () => {
    const visitor = t.client();
    const first = await visitor.get<ConsentCheckResponse>('/api/cookie-consent-anonymous');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ hasConsent: false, consent: null });
    expect(consentIdCookieOf(first)).toBeUndefined();

    const saved = await visitor.post<ConsentSavedResponse>(
      '/api/cookie-consent-anonymous',
      acceptAll,
    );
    expect(saved.status).toBe(201);
    expect(saved.body.message).toBe('OK');
    const consent = saved.body.consent;
    expect(consent).toMatchObject({
      consent_given: true,
      essential_cookies: true,
      analytics_cookies: true,
      marketing_cookies: true,
      functionality_cookies: true,
      consent_method: 'banner_accept_all',
      consent_version: '1.0',
    });
    expect(consent).not.toHaveProperty('user_uid');
    expect(isIso(consent.consent_timestamp)).toBe(true);
    expect(consent.updated_timestamp).toBe(consent.consent_timestamp);

    const cookie = consentIdCookieOf(saved);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 365 * 24 * 3600,
    });

    await pause(5);
    const changed = await visitor.post<ConsentSavedResponse>('/api/cookie-consent-anonymous', {
      ...rejectAll,
      functionality_cookies: true,
      consent_method: 'preferences_custom',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.consent).toMatchObject({
      analytics_cookies: false,
      marketing_cookies: false,
      functionality_cookies: true,
      consent_method: 'preferences_custom',
      // First given is kept; only the update time moves.
      consent_timestamp: consent.consent_timestamp,
    });
    expect(Date.parse(changed.body.consent.updated_timestamp)).toBeGreaterThan(
      Date.parse(consent.consent_timestamp),
    );
    // The same browser keeps its id.
    expect(consentIdCookieOf(changed)?.value).toBe(cookie?.value);

    const read = await visitor.get<ConsentCheckResponse>('/api/cookie-consent-anonymous');
    expect(read.body).toEqual({ hasConsent: true, consent: changed.body.consent });

    // Another browser has its own (no) consent.
    expect((await t.client().get('/api/cookie-consent-anonymous')).body).toEqual({
      hasConsent: false,
      consent: null,
    });
  });

  it('treats a forged or malformed id cookie as no consent and issues a fresh id on save', async () => {
    const visitor = t.client();
    visitor.cookies.set('sns_consent_id', 'not-one-of-ours');
    expect((await visitor.get('/api/cookie-consent-anonymous')).body).toEqual({
      hasConsent: false,
      consent: null,
    });
    const saved = await visitor.post('/api/cookie-consent-anonymous', rejectAll);
    expect(saved.status).toBe(201);
    expect(consentIdCookieOf(saved)?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('a choice saved with consent_given false does not count as consent', async () => {
    const visitor = t.client();
    await visitor.post('/api/cookie-consent-anonymous', { ...rejectAll, consent_given: false });
    const read = await visitor.get<ConsentCheckResponse>('/api/cookie-consent-anonymous');
    expect(read.body.hasConsent).toBe(false);
    expect(read.body.consent?.consent_given).toBe(false);
  });
});

describe('a signed-in user’s consent', () => {
  it('is kept against the account: 201 then 200, with user_uid and timestamps', async () => {
    const { client, user } = await signedInParent(t, { firstName: 'Maya' });
    const url = `/api/cookie-consent/${user.user_uid}`;
    expect((await client.get(url)).body).toEqual({ hasConsent: false, consent: null });

    const first = await client.post<ConsentSavedResponse>('/api/cookie-consent', {
      ...rejectAll,
      user_uid: user.user_uid,
    });
    expect(first.status).toBe(201);
    expect(first.body.consent).toMatchObject({
      user_uid: user.user_uid,
      consent_given: true,
      essential_cookies: true,
      analytics_cookies: false,
      consent_method: 'banner_reject_all',
      consent_version: '1.0',
    });
    expect(isIso(first.body.consent.consent_timestamp)).toBe(true);

    await pause(5);
    const second = await client.post<ConsentSavedResponse>('/api/cookie-consent', {
      ...acceptAll,
      user_uid: user.user_uid,
    });
    expect(second.status).toBe(200);
    expect(second.body.consent.consent_timestamp).toBe(first.body.consent.consent_timestamp);
    expect(Date.parse(second.body.consent.updated_timestamp)).toBeGreaterThan(
      Date.parse(first.body.consent.updated_timestamp),
    );

    const read = await client.get<ConsentCheckResponse>(url);
    expect(read.body).toEqual({ hasConsent: true, consent: second.body.consent });
    // A signed-in save is the account's: this browser's visitor record is untouched (none).
    expect((await client.get('/api/cookie-consent-anonymous')).body).toEqual({
      hasConsent: false,
      consent: null,
    });
  });

  it("another user's consent → 403; signed out → 401; nothing changes", async () => {
    const owner = await signedInParent(t, { firstName: 'Olga' });
    const other = await signedInParent(t, { firstName: 'Eve' });
    const url = `/api/cookie-consent/${owner.user.user_uid}`;
    await owner.client.post('/api/cookie-consent', { ...rejectAll, user_uid: owner.user.user_uid });
    const before = (await owner.client.get<ConsentCheckResponse>(url)).body;

    expect((await other.client.get(url)).status).toBe(403);
    expect(
      (
        await other.client.post('/api/cookie-consent', {
          ...acceptAll,
          user_uid: owner.user.user_uid,
        })
      ).status,
    ).toBe(403);
    expect((await other.client.request({ method: 'DELETE', url })).status).toBe(403);

    const visitor = t.client();
    expect((await visitor.get(url)).status).toBe(401);
    expect(
      (await visitor.post('/api/cookie-consent', { ...acceptAll, user_uid: owner.user.user_uid }))
        .status,
    ).toBe(401);
    expect((await visitor.request({ method: 'DELETE', url })).status).toBe(401);

    expect((await owner.client.get(url)).body).toEqual(before);
  });
});

describe('visitor and account records', () => {
  it('are kept apart; a migration copies the choice and keeps when it was first given', async () => {
    const {
      user,
      parent: { email, password },
    } = await signedInParent(t, { firstName: 'Rosa' });
    const browser = t.client();
    const visitorSave = await browser.post<ConsentSavedResponse>('/api/cookie-consent-anonymous', {
      ...rejectAll,
      marketing_cookies: true,
      consent_method: 'preferences_custom',
    });
    expect(visitorSave.status).toBe(201);

    expect((await browser.post('/api/login', { email, password })).status).toBe(200);
    const url = `/api/cookie-consent/${user.user_uid}`;
    expect((await browser.get(url)).body).toEqual({ hasConsent: false, consent: null });

    await pause(5);
    const migrated = await browser.post<ConsentSavedResponse>('/api/cookie-consent', {
      consent_given: true,
      analytics_cookies: false,
      marketing_cookies: true,
      functionality_cookies: false,
      consent_method: 'migrated_from_anonymous',
      user_uid: user.user_uid,
    });
    expect(migrated.status).toBe(201);
    expect(migrated.body.consent).toMatchObject({
      user_uid: user.user_uid,
      marketing_cookies: true,
      consent_method: 'migrated_from_anonymous',
      consent_timestamp: visitorSave.body.consent.consent_timestamp,
    });
    expect(Date.parse(migrated.body.consent.updated_timestamp)).toBeGreaterThan(
      Date.parse(visitorSave.body.consent.consent_timestamp),
    );

    // The visitor record is still there, unchanged and without an owner.
    expect((await browser.get('/api/cookie-consent-anonymous')).body).toEqual({
      hasConsent: true,
      consent: visitorSave.body.consent,
    });

    // Changing the account's choice leaves the visitor record alone, and the other way round.
    await browser.post('/api/cookie-consent', { ...acceptAll, user_uid: user.user_uid });
    await browser.post('/api/cookie-consent-anonymous', rejectAll);
    const account = await browser.get<ConsentCheckResponse>(url);
    expect(account.body.consent).toMatchObject({
      analytics_cookies: true,
      consent_method: 'banner_accept_all',
    });
    const visitor = await browser.get<ConsentCheckResponse>('/api/cookie-consent-anonymous');
    expect(visitor.body.consent).toMatchObject({
      analytics_cookies: false,
      consent_method: 'banner_reject_all',
    });
    expect(visitor.body.consent).not.toHaveProperty('user_uid');
  });

  it('Reset Consent removes the record, so the banner asks again', async () => {
    const { client, user } = await signedInParent(t, { firstName: 'Lena' });
    const url = `/api/cookie-consent/${user.user_uid}`;
    await client.post('/api/cookie-consent', { ...acceptAll, user_uid: user.user_uid });
    await client.post('/api/cookie-consent-anonymous', acceptAll);

    const reset = await client.request({ method: 'DELETE', url });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: 'OK' });
    expect((await client.get(url)).body).toEqual({ hasConsent: false, consent: null });

    expect(
      (await client.request({ method: 'DELETE', url: '/api/cookie-consent-anonymous' })).status,
    ).toBe(200);
    expect((await client.get('/api/cookie-consent-anonymous')).body).toEqual({
      hasConsent: false,
      consent: null,
    });
    // Resetting twice, or with no record at all, is fine.
    expect(
      (await t.client().request({ method: 'DELETE', url: '/api/cookie-consent-anonymous' })).status,
    ).toBe(200);

    // Saving again after a reset is a first save.
    expect(
      (await client.post('/api/cookie-consent', { ...rejectAll, user_uid: user.user_uid })).status,
    ).toBe(201);
  });
});
