import type { ConsentCheckResponse, ConsentSavedResponse } from '@sns/contract';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptAll, consentIdCookieOf, countConsentRecords, rejectAll } from '../helpers/consent';
import { signedInParent } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * The consent calls, as docs/design.md#principle-6 and docs/design.md#design-8 ask: bad input gets
 * a 4xx and changes nothing — neither a new record nor the one already kept.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
});
afterAll(async () => t.close());

const badFields: [string, Record<string, unknown>][] = [
  ['a string for a boolean', { analytics_cookies: 'true' }],
  ['a number for a boolean', { marketing_cookies: 1 }],
  ['null for a boolean', { consent_given: null }],
  ['a missing category', { functionality_cookies: undefined }],
  ['an unknown method', { consent_method: 'banner_maybe' }],
  ['a method in the wrong case', { consent_method: 'BANNER_ACCEPT_ALL' }],
  ['no method', { consent_method: undefined }],
  ['essential cookies turned off', { essential_cookies: false }],
];

/** A visitor whose browser already holds a record, and that record as the server keeps it. */
async function visitorWithRecord() {
  const visitor = t.client();
  const saved = await visitor.post<ConsentSavedResponse>('/api/cookie-consent-anonymous', {
    ...rejectAll,
    functionality_cookies: true,
    consent_method: 'preferences_custom',
  });
  expect(saved.status).toBe(201);
  const read = async () =>
    (await visitor.get<ConsentCheckResponse>('/api/cookie-consent-anonymous')).body;
  return { visitor, before: await read(), read };
}

describe('anonymous saves', () => {
  it.each([
    ...badFields,
    ['a migration claimed by a visitor', { consent_method: 'migrated_from_anonymous' }],
  ])('with %s → 400, nothing stored, no id cookie', async (_name, change) => {
    const before = await countConsentRecords(t);
    const res = await t
      .client()
      .post<{ errors: { msg: string }[] }>('/api/cookie-consent-anonymous', {
        ...acceptAll,
        ...change,
      });
    expect(res.status).toBe(400);
    expect(res.body.errors.length).toBeGreaterThan(0);
    expect(consentIdCookieOf(res)).toBeUndefined();
    expect(await countConsentRecords(t)).toBe(before);
  });

  it.each([
    ['an array body', [acceptAll]],
    ['an empty object', {}],
    ['a bare string', 'accept all'],
    ['null', null],
  ])('with %s as the JSON body → 400, nothing stored', async (_name, body) => {
    const before = await countConsentRecords(t);
    const res = await t.client().request({
      method: 'POST',
      url: '/api/cookie-consent-anonymous',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(res.status).toBe(400);
    expect(consentIdCookieOf(res)).toBeUndefined();
    expect(await countConsentRecords(t)).toBe(before);
  });

  it('a body that is not JSON → 415, nothing stored', async () => {
    const before = await countConsentRecords(t);
    const res = await t.client().post('/api/cookie-consent-anonymous', 'accept all');
    expect(res.status).toBe(415);
    expect(await countConsentRecords(t)).toBe(before);
  });

  it('a bad change to an existing record → 400, the record stays as it was', async () => {
    const { visitor, before, read } = await visitorWithRecord();
    for (const [, change] of badFields) {
      const res = await visitor.post('/api/cookie-consent-anonymous', { ...acceptAll, ...change });
      expect(res.status).toBe(400);
    }
    expect(await read()).toEqual(before);
  });

  it('malformed JSON → 400 and a missing or forged CSRF token → 403, nothing changed', async () => {
    const { visitor, before, read } = await visitorWithRecord();
    const count = await countConsentRecords(t);
    const malformed = await visitor.request({
      method: 'POST',
      url: '/api/cookie-consent-anonymous',
      headers: { 'content-type': 'application/json' },
      payload: '{"consent_given": tru',
    });
    expect(malformed.status).toBe(400);
    const noCsrf = await visitor.request({
      method: 'POST',
      url: '/api/cookie-consent-anonymous',
      payload: acceptAll,
      csrf: false,
    });
    expect(noCsrf.status).toBe(403);
    const forged = await visitor.request({
      method: 'POST',
      url: '/api/cookie-consent-anonymous',
      headers: { 'csrf-token': 'abc.def' },
      payload: acceptAll,
      csrf: false,
    });
    expect(forged.status).toBe(403);
    const resetWithoutCsrf = await visitor.request({
      method: 'DELETE',
      url: '/api/cookie-consent-anonymous',
      csrf: false,
    });
    expect(resetWithoutCsrf.status).toBe(403);
    // A fresh browser without a token cannot create a record either.
    const fresh = await t.client().request({
      method: 'POST',
      url: '/api/cookie-consent-anonymous',
      payload: acceptAll,
      csrf: false,
    });
    expect(fresh.status).toBe(403);
    expect(await read()).toEqual(before);
    expect(await countConsentRecords(t)).toBe(count);
  });

  it('fields the server owns are its own: a client cannot set version, times or an owner', async () => {
    const visitor = t.client();
    const parent = await signedInParent(t, { firstName: 'Nadia' });
    const res = await visitor.post<ConsentSavedResponse>('/api/cookie-consent-anonymous', {
      ...acceptAll,
      consent_version: '9.9',
      consent_timestamp: '2001-01-01T00:00:00.000Z',
      updated_timestamp: '2001-01-01T00:00:00.000Z',
      user_uid: parent.user.user_uid,
    });
    expect(res.status).toBe(201);
    expect(res.body.consent.consent_version).toBe('1.0');
    expect(res.body.consent).not.toHaveProperty('user_uid');
    expect(Date.parse(res.body.consent.consent_timestamp)).toBeGreaterThan(Date.now() - 60_000);
    expect(res.body.consent.updated_timestamp).toBe(res.body.consent.consent_timestamp);
    // The named account got nothing.
    expect((await parent.client.get(`/api/cookie-consent/${parent.user.user_uid}`)).body).toEqual({
      hasConsent: false,
      consent: null,
    });
  });
});

describe('signed-in saves', () => {
  it('with a bad field or a bad user id → 400, nothing stored', async () => {
    const parent = await signedInParent(t, { firstName: 'Ines' });
    const before = await countConsentRecords(t);
    const uid = parent.user.user_uid;
    for (const [, change] of badFields) {
      const res = await parent.client.post('/api/cookie-consent', {
        ...acceptAll,
        user_uid: uid,
        ...change,
      });
      expect(res.status).toBe(400);
    }
    for (const body of [
      { ...acceptAll, user_uid: 'not-a-uuid' },
      { ...acceptAll, user_uid: 42 },
      { ...acceptAll },
    ]) {
      expect((await parent.client.post('/api/cookie-consent', body)).status).toBe(400);
    }
    expect((await parent.client.get(`/api/cookie-consent/not-a-uuid`)).status).toBe(400);
    expect(
      (await parent.client.request({ method: 'DELETE', url: '/api/cookie-consent/not-a-uuid' }))
        .status,
    ).toBe(400);
    expect(await countConsentRecords(t)).toBe(before);
    expect((await parent.client.get(`/api/cookie-consent/${uid}`)).body).toEqual({
      hasConsent: false,
      consent: null,
    });
  });

  it('a bad change, a missing CSRF token or another user → 4xx, the record stays as it was', async () => {
    const owner = await signedInParent(t, { firstName: 'Hana' });
    const other = await signedInParent(t, { firstName: 'Ida' });
    const uid = owner.user.user_uid;
    const url = `/api/cookie-consent/${uid}`;
    expect(
      (await owner.client.post('/api/cookie-consent', { ...rejectAll, user_uid: uid })).status,
    ).toBe(201);
    const before = (await owner.client.get<ConsentCheckResponse>(url)).body;
    expect(before.hasConsent).toBe(true);

    for (const [, change] of badFields) {
      const res = await owner.client.post('/api/cookie-consent', {
        ...acceptAll,
        user_uid: uid,
        ...change,
      });
      expect(res.status).toBe(400);
    }
    const noCsrfSave = await owner.client.request({
      method: 'POST',
      url: '/api/cookie-consent',
      payload: { ...acceptAll, user_uid: uid },
      csrf: false,
    });
    expect(noCsrfSave.status).toBe(403);
    const noCsrfReset = await owner.client.request({ method: 'DELETE', url, csrf: false });
    expect(noCsrfReset.status).toBe(403);
    // Another parent, naming the owner in the body or the path
    // (docs/decisions/d7-own-data-only.md).
    expect(
      (await other.client.post('/api/cookie-consent', { ...acceptAll, user_uid: uid })).status,
    ).toBe(403);
    expect((await other.client.request({ method: 'DELETE', url })).status).toBe(403);
    expect((await other.client.get(url)).status).toBe(403);

    expect((await owner.client.get(url)).body).toEqual(before);
    // The other parent's attempts left no record of their own either.
    expect((await other.client.get(`/api/cookie-consent/${other.user.user_uid}`)).body).toEqual({
      hasConsent: false,
      consent: null,
    });
  });
});

describe('new visitor records per address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMITS: 'on' }, { workers: false });
  });
  afterAll(async () => limited.close());

  /** A browser carrying a well-formed id that the server never issued. */
  const mintedId = () => randomBytes(16).toString('base64url');

  it('are capped at 100 an hour, minted ids included; a known browser can still change its choice', async () => {
    const known = limited.client();
    expect((await known.post('/api/cookie-consent-anonymous', acceptAll)).status).toBe(201);
    for (let i = 1; i < 100; i += 1) {
      const browser = limited.client();
      // Half of them with an id of their own making: it must count just the same.
      if (i % 2) browser.cookies.set('sns_consent_id', mintedId());
      expect((await browser.post('/api/cookie-consent-anonymous', rejectAll)).status).toBe(201);
    }
    const before = await countConsentRecords(limited);
    expect(before).toBe(100);

    const minted = limited.client();
    minted.cookies.set('sns_consent_id', mintedId());
    const refused = await minted.post('/api/cookie-consent-anonymous', acceptAll);
    expect(refused.status).toBe(429);
    expect(consentIdCookieOf(refused)).toBeUndefined();
    const fresh = await limited.client().post('/api/cookie-consent-anonymous', acceptAll);
    expect(fresh.status).toBe(429);
    expect(await countConsentRecords(limited)).toBe(before);

    // A browser that already has its record is changing it, not adding one.
    const change = await known.post<ConsentSavedResponse>('/api/cookie-consent-anonymous', {
      ...rejectAll,
      consent_method: 'banner_reject_all',
    });
    expect(change.status).toBe(200);
    expect(change.body.consent.analytics_cookies).toBe(false);
    expect(await countConsentRecords(limited)).toBe(before);
  });
});
