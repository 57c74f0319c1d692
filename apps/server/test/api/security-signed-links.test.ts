import type { Story } from '@sns/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { newClient, signedInParent } from '../helpers/factories';
import { createCompletedStory, fetchFile } from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The storage key behind a signed local file URL. */
const keyOf = (url: string) => decodeURIComponent(new URL(url).pathname.replace(/^\/files\//, ''));

describe('signed file links', () => {
  it('cannot be forged through the CSRF endpoint (the review’s exploit, and variants)', async () => {
    const owner = await signedInParent(t);
    const story = await createCompletedStory(owner.client, { age: 2 });
    const key = keyOf(story.image as string);
    const attacker = newClient(t);
    const forever = '4102444800';
    for (const cookieSecret of [
      `/../${key}\n${forever}`,
      `/../${key}\n${forever}${'x'.repeat(20)}`,
      `${key}\n${forever}`,
    ]) {
      // The review's cookie: the CSRF endpoint used to sign HMAC(secret, salt + cookie) with the
      // key that also signs file links, so `<salt>/../<key>\n<expiry>` came back signed.
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/csrfToken',
        cookies: { sns_csrf: cookieSecret },
      });
      const [salt, mac] = (res.json() as { csrfToken: string }).csrfToken.split('.');
      for (const path of [
        `${salt}%2F..%2F${key}`,
        `${salt}/../${key}`,
        `${encodeURIComponent(`${salt}/../${key}`)}`,
      ]) {
        const forged = await attacker.request({
          method: 'GET',
          url: `/files/${path}?e=${forever}&s=${mac}`,
        });
        expect(forged.status, `${cookieSecret} → ${path}`).toBe(403);
      }
    }
    // The genuine link still works.
    expect((await fetchFile(owner.client, story.image as string)).status).toBe(200);
  });

  it('a key that is not written exactly as stored is refused, even when signed', async () => {
    const owner = await signedInParent(t);
    const story = await createCompletedStory(owner.client, { age: 2 });
    const url = new URL(story.image as string);
    const key = keyOf(story.image as string);
    const [first, ...rest] = key.split('/');
    for (const variant of [
      `${first}%2F.%2F${rest.join('%2F')}`,
      `${first}%2F%2F${rest.join('%2F')}`,
      `${first}%5C${rest.join('/')}`,
    ]) {
      const res = await owner.client.request({
        method: 'GET',
        url: `/files/${variant}${url.search}`,
      });
      expect(res.status, variant).toBe(403);
    }
  });

  it('links handed out on the share page are short-lived', async () => {
    const owner = await signedInParent(t);
    const story = await createCompletedStory(owner.client, { age: 2 });
    await owner.client.post<Story>('/api/shareStory', { storyId: story.uuid, shared: true });
    const shared = await newClient(t).get<{ image: string }>(`/api/getSharedStory/${story.uuid}`);
    const expires = Number(new URL(shared.body.image).searchParams.get('e'));
    // At most two hours (one hour, rounded up to the hour so browsers can cache it).
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(2 * 3600 * 1000);
  });
});

describe('percent-encoded paths', () => {
  it('need the CSRF token and load the session like any other call', async () => {
    const { client, user } = await signedInParent(t);
    const token = client.cookies.get('sns_session') as string;
    const cookie = `sns_session=${token}`;
    for (const url of ['/%61pi/logout', '/api/%6cogout', '/%61%70%69/logout']) {
      const res = await t.app.inject({ method: 'POST', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(403);
    }
    const profile = await t.app.inject({
      method: 'GET',
      url: `/%61pi/getUserProfile/${user.user_uid}`,
      headers: { cookie },
    });
    expect(profile.statusCode).toBe(200);
  });

  it('logout through an encoded path deletes the session row too', async () => {
    const { client, user } = await signedInParent(t);
    const res = await client.request({ method: 'POST', url: '/%61pi/logout' });
    expect(res.status).toBe(200);
    const rows = await t.ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.user_uid));
    expect(rows).toHaveLength(0);
    expect((await client.get(`/api/getUserProfile/${user.user_uid}`)).status).toBe(401);
  });
});
