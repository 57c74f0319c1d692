import { ACCOUNT_MESSAGES, MESSAGES } from '@sns/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { SESSION_COOKIE } from '../../src/http/session-plugin';
import { sha256 } from '../../src/lib/tokens';
import {
  accountState,
  confirmationCodeFor,
  logIn,
  newClient,
  newParent,
  signUp,
  signUpAndConfirm,
  signedInParent,
} from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('POST /api/login', () => {
  it('signs a confirmed parent in: the user, and a session the profile call accepts', async () => {
    const { client, parent, user } = await signUpAndConfirm(t);
    const res = await logIn(client, { ...parent, email: parent.email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'OK',
      user: { user_uid: user.user_uid, email: parent.email },
    });

    const cookie = res.raw.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const profile = await client.get(`/api/getUserProfile/${user.user_uid}`);
    expect(profile.status).toBe(200);
  });

  it('rotates the session: the token from before the login stops working', async () => {
    const { client, parent } = await signedInParent(t);
    const before = client.cookies.get(SESSION_COOKIE) as string;
    const again = await logIn(client, parent);
    expect(again.status).toBe(200);
    const after = client.cookies.get(SESSION_COOKIE) as string;
    expect(after).not.toBe(before);
    const old = await t.ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sha256(before)));
    expect(old).toEqual([]);
  });

  it('answers a wrong password and an unknown e-mail alike: 401 with the same msg', async () => {
    const { parent } = await signUpAndConfirm(t);
    const before = await accountState(t);
    for (const attempt of [
      { email: parent.email, password: 'Not-the-right-one-1' },
      { email: 'nobody.at.all@example.com', password: parent.password },
    ]) {
      const client = newClient(t);
      const res = await logIn(client, attempt);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ errors: [{ msg: ACCOUNT_MESSAGES.invalidCredentials }] });
      expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    }
    expect(await accountState(t)).toEqual(before);
  });

  it('tells an unconfirmed parent (right password) to confirm first, in the exact words', async () => {
    const parent = newParent();
    await signUp(newClient(t), parent);
    const client = newClient(t);
    const res = await logIn(client, parent);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ errors: [{ msg: MESSAGES.emailNotValidated }] });
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);

    // With a wrong password it learns nothing about the account's state.
    const wrong = await logIn(newClient(t), { ...parent, password: 'Wrong-password-42' });
    expect(wrong.body).toMatchObject({ errors: [{ msg: ACCOUNT_MESSAGES.invalidCredentials }] });

    await newClient(t).get(`/api/confirm/${await confirmationCodeFor(t, parent.email)}`);
    expect((await logIn(client, parent)).status).toBe(200);
  });

  it('refuses missing fields and wrong types with 400 `errors`, and no CSRF token with 403', async () => {
    for (const payload of [
      {},
      { email: 'a@example.com' },
      { email: 1, password: 2 },
      { email: 'x', password: 'y' },
    ]) {
      const res = await newClient(t).post('/api/login', payload);
      expect(res.status).toBe(400);
      expect(res.body).toHaveProperty('errors');
    }
    const { parent } = await signUpAndConfirm(t);
    const client = newClient(t);
    const res = await client.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: parent.email, password: parent.password },
      csrf: false,
    });
    expect(res.status).toBe(403);
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
  });
});

describe('POST /api/logout', () => {
  it('ends the session on the server, not just the cookie', async () => {
    const { client, user } = await signedInParent(t);
    const token = client.cookies.get(SESSION_COOKIE) as string;
    const res = await client.post('/api/logout', {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'OK' });
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);

    const rows = await t.ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sha256(token)));
    expect(rows).toEqual([]);
    client.cookies.set(SESSION_COOKIE, token);
    expect((await client.get(`/api/getUserProfile/${user.user_uid}`)).status).toBe(401);
  });

  it('answers OK when not signed in, and needs the CSRF token', async () => {
    expect((await newClient(t).post('/api/logout', {})).body).toEqual({ message: 'OK' });
    const { client, user } = await signedInParent(t);
    const res = await client.request({
      method: 'POST',
      url: '/api/logout',
      payload: {},
      csrf: false,
    });
    expect(res.status).toBe(403);
    expect((await client.get(`/api/getUserProfile/${user.user_uid}`)).status).toBe(200);
  });
});
