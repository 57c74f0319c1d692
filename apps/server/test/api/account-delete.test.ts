import { ACCOUNT_DATA_MESSAGES, ACCOUNT_MESSAGES, type Story, type User } from '@sns/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retainedReceipts } from '../../src/db/purchases-schema';
import { everything, filesOf, parentWithEverything, rowsMentioning } from '../helpers/account-data';
import { waitUntil } from '../helpers/wait';
import { logIn, newClient, signedInParent, storedFiles } from '../helpers/factories';
import { createCompletedStory, fetchFile } from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const deleteUrl = (userId: string) => `/api/deleteAccount/${userId}`;

describe('POST /api/deleteAccount/{userId}', () => {
  it('deletes every row and file of the account, ends every session, keeps a bare receipt', async () => {
    const me = await parentWithEverything(t);
    const other = await signedInParent(t);
    const othersStory = await createCompletedStory(other.client, { hero: 'Bo' });
    const myId = me.user.user_uid;
    const myFiles = filesOf(t, myId);
    // The profile photo, the story's pictures (the book's photo among them), narration and book.
    expect(myFiles.some((f) => f.startsWith(`users/${myId}/`))).toBe(true);
    expect(myFiles.some((f) => f.endsWith('.mp3'))).toBe(true);
    expect(myFiles.some((f) => f.endsWith('book.pdf'))).toBe(true);
    expect(Object.keys(await rowsMentioning(t, myId))).toEqual(
      expect.arrayContaining([
        'book_jobs',
        'checkout_sessions',
        'cookie_consents',
        'credit_ledger',
        'free_uses',
        'password_resets',
        'picture_requests',
        'sessions',
        'stories',
        'story_images',
        'story_narrations',
        'users',
      ]),
    );
    const othersFiles = filesOf(t, other.user.user_uid);
    const oldCookie = me.client.cookies.get('sns_session');
    const pictureUrl = me.story.image as string;

    const res = await me.client.post(deleteUrl(myId), {
      confirmation: ` ${me.parent.email.toUpperCase()} `,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'OK' });
    // The cookie is cleared in the answer…
    expect(me.client.cookies.has('sns_session')).toBe(false);

    // …no row anywhere names the user or their e-mail, and no file of theirs is left.
    expect(await rowsMentioning(t, myId)).toEqual({});
    expect(await rowsMentioning(t, me.parent.email)).toEqual({});
    expect(filesOf(t, myId)).toEqual([]);
    expect(storedFiles(t).filter((f) => myFiles.includes(f))).toEqual([]);
    expect((await fetchFile(newClient(t), pictureUrl)).status).toBe(404);

    // The paid checkout is kept for the books, without anything that names the parent.
    const kept = await t.ctx.database.db.select().from(retainedReceipts);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ productId: 'credits-30', amountCents: 999, provider: 'test' });
    expect(JSON.stringify(kept)).not.toContain(myId);
    expect(kept[0]?.keepUntil.getUTCFullYear()).toBe(new Date().getUTCFullYear() + 11);

    // Signed out everywhere: the old cookie and the other browser's are dead.
    const withOldCookie = await t.app.inject({
      method: 'GET',
      url: `/api/getUserProfile/${myId}`,
      headers: { cookie: `sns_session=${oldCookie}` },
    });
    expect(withOldCookie.statusCode).toBe(401);
    expect((await me.otherBrowser.get(`/api/getUserProfile/${myId}`)).status).toBe(401);
    expect((await me.otherBrowser.get(`/api/getStory/${me.story.uuid}`)).status).toBe(401);

    // Signing in again fails as for an unknown e-mail.
    const again = await logIn(newClient(t), me.parent);
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ errors: [{ msg: ACCOUNT_MESSAGES.invalidCredentials }] });

    // The other parent is untouched.
    expect(filesOf(t, other.user.user_uid)).toEqual(othersFiles);
    const theirs = await other.client.get<Story>(`/api/getStory/${othersStory.uuid}`);
    expect(theirs.status).toBe(200);
    expect((await fetchFile(other.client, theirs.body.image as string)).status).toBe(200);
    const profile = await other.client.get<{ user: User }>(
      `/api/getUserProfile/${other.user.user_uid}`,
    );
    expect(profile.body.user.userStories).toBe(1);
  });

  it('refuses a wrong confirmation with 400 and changes nothing', async () => {
    const me = await signedInParent(t);
    await createCompletedStory(me.client);
    const before = await everything(t);
    for (const confirmation of ['DELETE', 'someone.else@example.com', '', 'x'.repeat(300)]) {
      const res = await me.client.post(deleteUrl(me.user.user_uid), { confirmation });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(/errors/);
    }
    const wrong = await me.client.post(deleteUrl(me.user.user_uid), { confirmation: 'DELETE' });
    expect(wrong.body).toEqual({
      errors: [{ msg: ACCOUNT_DATA_MESSAGES.wrongConfirmation, path: 'confirmation' }],
    });
    for (const body of [undefined, {}, { confirmation: 42 }, '{"confirmation":']) {
      const res = await me.client.request({
        method: 'POST',
        url: deleteUrl(me.user.user_uid),
        payload: body as never,
        headers: typeof body === 'string' ? { 'content-type': 'application/json' } : {},
      });
      expect(res.status).toBe(400);
    }
    expect(await everything(t)).toEqual(before);
    expect((await me.client.get(`/api/getUserProfile/${me.user.user_uid}`)).status).toBe(200);
  });

  it('refuses without the CSRF token (403), for another user (403) and signed out (401)', async () => {
    const me = await signedInParent(t);
    const other = await signedInParent(t);
    const before = await everything(t);
    const noCsrf = await me.client.request({
      method: 'POST',
      url: deleteUrl(me.user.user_uid),
      payload: { confirmation: me.parent.email },
      csrf: false,
    });
    expect(noCsrf.status).toBe(403);
    const theirs = await me.client.post(deleteUrl(other.user.user_uid), {
      confirmation: other.parent.email,
    });
    expect(theirs.status).toBe(403);
    const signedOut = await newClient(t).post(deleteUrl(me.user.user_uid), {
      confirmation: me.parent.email,
    });
    expect(signedOut.status).toBe(401);
    const notAnId = await me.client.post('/api/deleteAccount/not-a-uuid', {
      confirmation: me.parent.email,
    });
    expect(notAnId.status).toBe(400);
    expect(await everything(t)).toEqual(before);
  });

  it('leaves files the storage failed to delete to the queued sweep, which finishes the job', async () => {
    const me = await signedInParent(t);
    await createCompletedStory(me.client);
    const myId = me.user.user_uid;
    expect(filesOf(t, myId)).not.toEqual([]);
    // The storage fails once, as a crash right after the commit would stop the deletion.
    const storage = t.ctx.storage;
    const realDelete = storage.delete.bind(storage);
    let failures = 0;
    storage.delete = async (key) => {
      if (failures++ === 0) throw new Error('the disk is unavailable');
      return realDelete(key);
    };
    try {
      const res = await me.client.post(deleteUrl(myId), { confirmation: me.parent.email });
      expect(res.status).toBe(200);
      expect(await rowsMentioning(t, myId)).toEqual({});
      await waitUntil(async () => filesOf(t, myId).length === 0);
    } finally {
      storage.delete = realDelete;
    }
    expect(failures).toBeGreaterThan(1);
  });

  it('deletes an account that signs in with Google only (no password) by its e-mail', async () => {
    // Google accounts have no password; the typed e-mail works the same for them.
    const me = await signedInParent(t);
    await t.ctx.database.executeSql(
      `update users set password_hash = null, google_sub = 'google-123' where id = $1`,
      [me.user.user_uid],
    );
    const res = await me.client.post(deleteUrl(me.user.user_uid), {
      confirmation: me.parent.email,
    });
    expect(res.status).toBe(200);
    expect(await rowsMentioning(t, me.user.user_uid)).toEqual({});
    expect(await rowsMentioning(t, 'google-123')).toEqual({});
  });
});
