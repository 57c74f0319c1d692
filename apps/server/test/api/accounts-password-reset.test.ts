import { ACCOUNT_MESSAGES, type User } from '@sns/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, sessions } from '../../src/db/schema';
import { SESSION_COOKIE } from '../../src/http/session-plugin';
import { sha256 } from '../../src/lib/tokens';
import {
  accountState,
  logIn,
  newClient,
  newParent,
  resetCodeFor,
  signUp,
  signUpAndConfirm,
  signedInParent,
  type TestClient,
} from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { forgetAllSessions } from '../../src/modules/sessions/session-cache';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const NEW_PASSWORD = 'Lantern-over-the-quiet-sea';

function checkCode(client: TestClient, email: string, code: string) {
  return client.post<{ message: string; userProfile?: User }>(
    '/api/check-verification-code-service',
    {
      email,
      code,
    },
  );
}

function redefine(
  client: TestClient,
  user: { email: string; userId: string },
  password = NEW_PASSWORD,
) {
  return client.post('/api/redefine-password-service', {
    newPassword: password,
    confirmNewPassword: password,
    email: user.email,
    userId: user.userId,
  });
}

/** A code that is surely not the mailed one. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('password reset', () => {
  it('code by e-mail → verified code (not a sign-in) → new password → every session ended', async () => {
    const { parent, client: signedIn, user } = await signedInParent(t);
    const elsewhere = newClient(t);
    expect((await logIn(elsewhere, parent)).status).toBe(200);

    const visitor = newClient(t);
    const forgot = await visitor.post('/api/forgot-password', { email: parent.email });
    expect(forgot.body).toEqual({ message: 'OK' });
    const code = await resetCodeFor(t, parent.email);
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await t.ctx.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.user_uid));
    expect(stored?.codeHash).not.toContain(code);

    const checked = await checkCode(visitor, parent.email, code);
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({
      message: 'OK',
      userProfile: { user_uid: user.user_uid, email: parent.email },
    });
    // docs/decisions/d5-password-reset-grant.md: the session holds a grant, not a sign-in.
    const token = visitor.cookies.get(SESSION_COOKIE) as string;
    const [row] = await t.ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sha256(token)));
    expect(row).toMatchObject({ userId: null, resetGrantUserId: user.user_uid });
    expect((await visitor.get(`/api/getUserProfile/${user.user_uid}`)).status).toBe(401);

    const res = await redefine(visitor, { email: parent.email, userId: user.user_uid });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'OK' });

    for (const client of [signedIn, elsewhere, visitor]) {
      expect((await client.get(`/api/getUserProfile/${user.user_uid}`)).status).toBe(401);
    }
    expect((await logIn(newClient(t), parent)).status).toBe(401);
    expect(
      (await logIn(newClient(t), { email: parent.email, password: NEW_PASSWORD })).status,
    ).toBe(200);
    // The grant is spent with the session: a second redefine is refused.
    expect(
      (
        await redefine(
          visitor,
          { email: parent.email, userId: user.user_uid },
          'Another-long-password-9',
        )
      ).status,
    ).toBe(403);
  });

  it('answers the same for an unknown e-mail and mails nothing', async () => {
    const before = await accountState(t);
    const res = await newClient(t).post('/api/forgot-password', {
      email: 'nobody.knows@example.com',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'OK' });
    expect(await accountState(t)).toEqual(before);
  });

  it('a wrong code six times: refused every time, and the code is dead even when right', async () => {
    const { parent, user } = await signUpAndConfirm(t);
    await newClient(t).post('/api/forgot-password', { email: parent.email });
    const code = await resetCodeFor(t, parent.email);
    const client = newClient(t);

    for (let i = 0; i < 6; i++) {
      const res = await checkCode(client, parent.email, wrongCode(code));
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ message: ACCOUNT_MESSAGES.invalidResetCode });
    }
    const [row] = await t.ctx.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.user_uid));
    expect(row?.attempts).toBe(5);

    const before = await accountState(t);
    const right = await checkCode(client, parent.email, code);
    expect(right.status).toBe(401);
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await accountState(t)).toEqual(before);
  });

  it('accepts the right code after four wrong ones (the fifth attempt)', async () => {
    const { parent } = await signUpAndConfirm(t);
    await newClient(t).post('/api/forgot-password', { email: parent.email });
    const code = await resetCodeFor(t, parent.email);
    const client = newClient(t);
    for (let i = 0; i < 4; i++) await checkCode(client, parent.email, wrongCode(code));
    expect((await checkCode(client, parent.email, code)).status).toBe(200);
  });

  it('uses a code once, supersedes it with a new request, and refuses it once expired', async () => {
    const { parent, user } = await signUpAndConfirm(t);
    await newClient(t).post('/api/forgot-password', { email: parent.email });
    const first = await resetCodeFor(t, parent.email);
    await newClient(t).post('/api/forgot-password', { email: parent.email });
    const second = await resetCodeFor(t, parent.email);
    if (first !== second)
      expect((await checkCode(newClient(t), parent.email, first)).status).toBe(401);

    expect((await checkCode(newClient(t), parent.email, second)).status).toBe(200);
    expect((await checkCode(newClient(t), parent.email, second)).status).toBe(401);

    await newClient(t).post('/api/forgot-password', { email: parent.email });
    const third = await resetCodeFor(t, parent.email);
    await t.ctx.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.user_uid));
    expect((await checkCode(newClient(t), parent.email, third)).status).toBe(401);
  });

  it('refuses a check for an unknown e-mail with the same 401', async () => {
    const res = await checkCode(newClient(t), 'nobody.knows@example.com', '123456');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: ACCOUNT_MESSAGES.invalidResetCode });
  });

  it('does not sign in a signed-in visitor as the other user', async () => {
    const other = await signedInParent(t);
    const { parent, user } = await signUpAndConfirm(t);
    await newClient(t).post('/api/forgot-password', { email: parent.email });
    const res = await checkCode(other.client, parent.email, await resetCodeFor(t, parent.email));
    expect(res.status).toBe(200);
    expect((await other.client.get(`/api/getUserProfile/${user.user_uid}`)).status).toBe(403);
    expect((await other.client.get(`/api/getUserProfile/${other.user.user_uid}`)).status).toBe(200);
  });
});

describe('POST /api/redefine-password-service refusals', () => {
  async function verified() {
    const { parent, user } = await signUpAndConfirm(t);
    await newClient(t).post('/api/forgot-password', { email: parent.email });
    const client = newClient(t);
    expect(
      (await checkCode(client, parent.email, await resetCodeFor(t, parent.email))).status,
    ).toBe(200);
    return { client, parent, user };
  }

  it('refuses a session without a grant, another user id, another e-mail, or an expired grant', async () => {
    const { client, parent, user } = await verified();
    const other = await signUpAndConfirm(t);
    const before = await accountState(t);

    const cases: [TestClient, { email: string; userId: string }][] = [
      [newClient(t), { email: parent.email, userId: user.user_uid }],
      [client, { email: other.parent.email, userId: other.user.user_uid }],
      [client, { email: other.parent.email, userId: user.user_uid }],
    ];
    for (const [c, target] of cases) {
      const res = await redefine(c, target);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ message: ACCOUNT_MESSAGES.resetNotVerified });
    }
    expect(await accountState(t)).toEqual(before);

    await t.ctx.database.db
      .update(sessions)
      .set({ resetGrantExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.resetGrantUserId, user.user_uid));
    // Written behind the session repository's back, as the product never does: forget what the
    // embedded database's session cache holds (docs/decisions/031).
    forgetAllSessions();
    expect((await redefine(client, { email: parent.email, userId: user.user_uid })).status).toBe(
      403,
    );
  });

  it('refuses a common, short or mismatched password with 400 and keeps the grant', async () => {
    const { client, parent, user } = await verified();
    const before = await accountState(t);
    const target = { email: parent.email, userId: user.user_uid };
    for (const body of [
      { newPassword: 'password1', confirmNewPassword: 'password1' },
      { newPassword: 'short', confirmNewPassword: 'short' },
      { newPassword: NEW_PASSWORD, confirmNewPassword: `${NEW_PASSWORD}!` },
      { newPassword: 12345678, confirmNewPassword: 12345678 },
    ]) {
      const res = await client.post('/api/redefine-password-service', { ...target, ...body });
      expect(res.status).toBe(400);
      expect(res.body).toHaveProperty('errors');
    }
    expect(await accountState(t)).toEqual(before);
    expect((await redefine(client, target)).status).toBe(200);
  });

  it('needs the CSRF token on every step', async () => {
    const { client, parent, user } = await verified();
    const before = await accountState(t);
    const calls = [
      ['/api/forgot-password', { email: parent.email }],
      ['/api/check-verification-code-service', { email: parent.email, code: '123456' }],
      [
        '/api/redefine-password-service',
        {
          newPassword: NEW_PASSWORD,
          confirmNewPassword: NEW_PASSWORD,
          email: parent.email,
          userId: user.user_uid,
        },
      ],
    ] as const;
    for (const [url, payload] of calls) {
      const res = await client.request({ method: 'POST', url, payload, csrf: false });
      expect(res.status).toBe(403);
    }
    expect(await accountState(t)).toEqual(before);
  });

  it('signs nobody up: an unconfirmed account can reset, and its e-mail counts as confirmed', async () => {
    const parent = newParent();
    const res = await signUp(newClient(t), parent);
    await newClient(t).post('/api/forgot-password', { email: parent.email });
    const client = newClient(t);
    expect(
      (await checkCode(client, parent.email, await resetCodeFor(t, parent.email))).status,
    ).toBe(200);
    expect(
      (await redefine(client, { email: parent.email, userId: res.body.user.user_uid })).status,
    ).toBe(200);
    expect(
      (await logIn(newClient(t), { email: parent.email, password: NEW_PASSWORD })).status,
    ).toBe(200);
  });
});
