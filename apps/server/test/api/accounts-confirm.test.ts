import { ACCOUNT_MESSAGES, MESSAGES } from '@sns/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailConfirmations, users } from '../../src/db/schema';
import { sha256 } from '../../src/lib/tokens';
import {
  accountState,
  confirmationCodeFor,
  logIn,
  newClient,
  newParent,
  signUp,
  signUpAndConfirm,
} from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function confirmedAt(userId: string) {
  const [row] = await t.ctx.database.db
    .select({ at: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row?.at ?? null;
}

describe('GET /api/confirm/{code}', () => {
  it('confirms the e-mail once; the same link then says it is already confirmed (409)', async () => {
    const parent = newParent();
    const res = await signUp(newClient(t), parent);
    const code = await confirmationCodeFor(t, parent.email);
    expect(await confirmedAt(res.body.user.user_uid)).toBeNull();

    const first = await newClient(t).get(`/api/confirm/${code}`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: 'OK' });
    expect(await confirmedAt(res.body.user.user_uid)).toBeInstanceOf(Date);

    const second = await newClient(t).get(`/api/confirm/${code}`);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      id: 'already_confirmed',
      message: ACCOUNT_MESSAGES.alreadyConfirmed,
    });
  });

  it('keeps 400 for a used link of an account that is still unconfirmed', async () => {
    const parent = newParent();
    const res = await signUp(newClient(t), parent);
    const code = await confirmationCodeFor(t, parent.email);
    await t.ctx.database.db
      .update(emailConfirmations)
      .set({ usedAt: new Date() })
      .where(eq(emailConfirmations.codeHash, sha256(code)));

    const again = await newClient(t).get(`/api/confirm/${code}`);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: MESSAGES.invalidConfirmation });
    expect(await confirmedAt(res.body.user.user_uid)).toBeNull();
  });

  it('refuses an unknown code and an expired one with 400, changing nothing', async () => {
    const parent = newParent();
    await signUp(newClient(t), parent);
    const code = await confirmationCodeFor(t, parent.email);
    await t.ctx.database.db
      .update(emailConfirmations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailConfirmations.codeHash, sha256(code)));
    const before = await accountState(t);

    for (const bad of [code, 'not-a-real-code', 'x'.repeat(43)]) {
      const res = await newClient(t).get(`/api/confirm/${bad}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: MESSAGES.invalidConfirmation });
    }
    expect(await accountState(t)).toEqual(before);
  });
});

describe('POST /api/confirmEmail (resend)', () => {
  it('mails a fresh link to an unconfirmed account, and the new link works', async () => {
    const parent = newParent();
    await signUp(newClient(t), parent);
    const firstCode = await confirmationCodeFor(t, parent.email);

    const res = await newClient(t).post('/api/confirmEmail', { email: parent.email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'OK' });
    const secondCode = await confirmationCodeFor(t, parent.email);
    expect(secondCode).not.toBe(firstCode);

    expect((await newClient(t).get(`/api/confirm/${secondCode}`)).status).toBe(200);
    expect((await logIn(newClient(t), parent)).status).toBe(200);
  });

  it('answers the same for an unknown e-mail and a confirmed account, mailing nothing', async () => {
    const { parent } = await signUpAndConfirm(t);
    const before = await accountState(t);
    for (const email of ['nobody.here@example.com', parent.email]) {
      const res = await newClient(t).post('/api/confirmEmail', { email });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'OK' });
    }
    expect(await accountState(t)).toEqual(before);
  });

  it('refuses a malformed e-mail with 400 and a missing CSRF token with 403', async () => {
    const bad = await newClient(t).post('/api/confirmEmail', { email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('errors');
    const noCsrf = await newClient(t).request({
      method: 'POST',
      url: '/api/confirmEmail',
      payload: { email: 'someone@example.com' },
      csrf: false,
    });
    expect(noCsrf.status).toBe(403);
  });
});
