import { ACCOUNT_MESSAGES, CREDITS } from '@sns/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { SESSION_COOKIE } from '../../src/http/session-plugin';
import { startFakeGoogle, type FakeGoogleAccount } from '../fakes/google';
import {
  accountState,
  creditsAndLedger,
  logIn,
  newClient,
  newParent,
  signUp,
  signUpAndConfirm,
} from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

const CLIENT_ID = 'sns-test.apps.googleusercontent.com';
let google: Awaited<ReturnType<typeof startFakeGoogle>>;
let t: TestApp;
beforeAll(async () => {
  google = await startFakeGoogle({ clientId: CLIENT_ID });
  t = await createTestApp(google.env);
});
afterAll(async () => {
  await t.close();
  await google.close();
});

let nextSub = 200;
function account(overrides: Partial<FakeGoogleAccount> = {}): FakeGoogleAccount {
  const n = nextSub++;
  return {
    sub: `1000000000000000${n}`,
    email: `google.${n}@example.com`,
    given_name: 'Grace',
    family_name: 'Hopper',
    email_verified: true,
    ...overrides,
  };
}

async function userRow(id: string) {
  const [row] = await t.ctx.database.db.select().from(users).where(eq(users.id, id));
  return row;
}

describe('POST /api/loginGoogle', () => {
  it('creates a confirmed account with 12 credits on the first sign-in, and signs in', async () => {
    const a = account();
    const client = newClient(t);
    const res = await client.post('/api/loginGoogle', {
      access_token: google.issueToken(a, CLIENT_ID),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'OK',
      user: {
        email: a.email,
        firstName: 'Grace',
        lastName: 'Hopper',
        displayName: 'Grace Hopper',
        storiesRemaining: CREDITS.signUpBonus,
      },
    });
    const userId = (res.body as { user: { user_uid: string } }).user.user_uid;
    const row = await userRow(userId);
    expect(row).toMatchObject({ googleSub: a.sub, passwordHash: null });
    expect(row?.emailConfirmedAt).toBeInstanceOf(Date);
    expect(await creditsAndLedger(t, userId)).toEqual({ credits: 12, ledgerSum: 12 });
    expect((await client.get(`/api/getUserProfile/${userId}`)).status).toBe(200);

    // The second sign-in is the same account, with no second bonus.
    const again = await newClient(t).post('/api/loginGoogle', {
      accessToken: google.issueToken(a, CLIENT_ID),
    });
    expect(again.status).toBe(200);
    expect((again.body as { user: { user_uid: string } }).user.user_uid).toBe(userId);
    expect(await creditsAndLedger(t, userId)).toEqual({ credits: 12, ledgerSum: 12 });
  });

  it('links to the existing account with the same e-mail and keeps its password', async () => {
    const { parent, user } = await signUpAndConfirm(t);
    const a = account({ email: parent.email.toUpperCase() });
    const res = await newClient(t).post('/api/loginGoogle', {
      access_token: google.issueToken(a, CLIENT_ID),
    });
    expect(res.status).toBe(200);
    expect((res.body as { user: { user_uid: string } }).user.user_uid).toBe(user.user_uid);
    expect((await userRow(user.user_uid))?.googleSub).toBe(a.sub);
    expect(await creditsAndLedger(t, user.user_uid)).toEqual({ credits: 12, ledgerSum: 12 });
    expect((await logIn(newClient(t), parent)).status).toBe(200);
  });

  it('confirms an unconfirmed account it links, and drops the unproven password', async () => {
    const parent = newParent();
    const signUpRes = await signUp(newClient(t), parent);
    const a = account({ email: parent.email });
    const res = await newClient(t).post('/api/loginGoogle', {
      access_token: google.issueToken(a, CLIENT_ID),
    });
    expect(res.status).toBe(200);
    const row = await userRow(signUpRes.body.user.user_uid);
    expect(row?.emailConfirmedAt).toBeInstanceOf(Date);
    expect(row?.passwordHash).toBeNull();
    expect((await logIn(newClient(t), parent)).status).toBe(401);
  });

  it.each([
    [
      'a token issued to another app (wrong aud)',
      () => google.issueToken(account(), 'someone-else.apps.googleusercontent.com'),
    ],
    ['a token Google does not know', () => 'ya29.made-up-token'],
    [
      'an account whose e-mail Google has not verified',
      () => google.issueToken(account({ email_verified: false }), CLIENT_ID),
    ],
  ])('refuses %s with 401 and changes nothing', async (_name, token) => {
    const before = await accountState(t);
    const client = newClient(t);
    const res = await client.post('/api/loginGoogle', { access_token: token() });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ errors: [{ msg: ACCOUNT_MESSAGES.googleRejected }] });
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await accountState(t)).toEqual(before);
  });

  it('refuses a missing token or wrong types with 400, and no CSRF token with 403', async () => {
    const before = await accountState(t);
    for (const payload of [{}, { access_token: '' }, { access_token: 12 }]) {
      const res = await newClient(t).post('/api/loginGoogle', payload);
      expect(res.status).toBe(400);
      expect(res.body).toHaveProperty('errors');
    }
    const res = await newClient(t).request({
      method: 'POST',
      url: '/api/loginGoogle',
      payload: { access_token: google.issueToken(account(), CLIENT_ID) },
      csrf: false,
    });
    expect(res.status).toBe(403);
    expect(await accountState(t)).toEqual(before);
  });

  // Last: it stops the fake Google.
  it('answers 503 when Google cannot be reached', async () => {
    const token = google.issueToken(account(), CLIENT_ID);
    await google.close();
    const res = await newClient(t).post('/api/loginGoogle', { access_token: token });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ message: ACCOUNT_MESSAGES.googleUnavailable });
  });
});
