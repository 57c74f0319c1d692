import { ACCOUNT_MESSAGES } from '@sns/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../src/db/schema';
import {
  logIn,
  newClient,
  newParent,
  signUpAndConfirm,
  signUpBody,
  uniqueIp,
  type TestClient,
} from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const TOO_MANY = { message: 'Too many attempts. Please wait a few minutes and try again.' };

/** Sends `count` requests and returns their statuses. */
async function repeat(count: number, send: () => Promise<{ status: number }>) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await send()).status);
  return statuses;
}

describe('rate limits (backed by the rate_limits table)', () => {
  it('login: 10 tries per e-mail and address per 15 minutes, then 429 with Retry-After', async () => {
    const { parent } = await signUpAndConfirm(t);
    const client = newClient(t);
    const wrong = { email: parent.email, password: 'Not-the-password-00' };
    expect(await repeat(10, () => logIn(client, wrong))).toEqual(Array(10).fill(401));

    const blocked = await logIn(client, parent);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject(TOO_MANY);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Another address, or another e-mail from this one, is counted apart.
    expect((await logIn(newClient(t), parent)).status).toBe(200);
    expect((await logIn(client, { email: 'someone.else@example.com', password: 'x' })).status).toBe(
      401,
    );
  });

  it('keeps no e-mail or address in the table, only hashes', async () => {
    const rows = await t.ctx.database.db.select().from(rateLimits);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.key).toMatch(/^[a-z-]+:[0-9a-f]{64}$/);
    }
  });

  it('a window that has passed starts counting again', async () => {
    const { parent } = await signUpAndConfirm(t);
    const client = newClient(t);
    await repeat(10, () => logIn(client, { email: parent.email, password: 'Not-the-password-00' }));
    expect((await logIn(client, parent)).status).toBe(429);
    await t.ctx.database.db
      .update(rateLimits)
      .set({ windowStart: new Date(Date.now() - 16 * 60 * 1000) });
    expect((await logIn(client, parent)).status).toBe(200);
  });

  it.each([
    ['/api/forgot-password', 'password reset codes'],
    ['/api/confirmEmail', 'confirmation resends'],
  ])('%s: 5 e-mails per recipient per hour, from any address', async (url) => {
    const { parent } = await signUpAndConfirm(t);
    const statuses = await repeat(6, () => newClient(t).post(url, { email: parent.email }));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('check-verification-code-service: 20 checks per address per 15 minutes', async () => {
    const client = newClient(t);
    const check = () =>
      client.post('/api/check-verification-code-service', {
        email: 'a@example.com',
        code: '000000',
      });
    const statuses = await repeat(21, check);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses[20]).toBe(429);
    expect(
      (
        await newClient(t).post('/api/check-verification-code-service', {
          email: 'a@example.com',
          code: '000000',
        })
      ).status,
    ).toBe(401);
  });

  it('confirmation links: 30 checks per address per 15 minutes', async () => {
    const client = newClient(t);
    const statuses = await repeat(31, () => client.get('/api/confirm/guessing-a-code'));
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(400));
    expect(statuses[30]).toBe(429);
  });

  it('sign-up: 20 attempts per address per hour', async () => {
    const client: TestClient = newClient(t, uniqueIp());
    // A common password is refused after the limit is counted, without the cost of hashing.
    const attempt = () =>
      client.post(
        '/api/createUserFromForm',
        signUpBody({ ...newParent(), password: 'password123' }),
      );
    const statuses = await repeat(21, attempt);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(statuses[20]).toBe(429);
    const elsewhere = await newClient(t).post('/api/createUserFromForm', signUpBody(newParent()));
    expect(elsewhere.status).toBe(201);
  });

  it('loginGoogle is limited per address too (here answering 404: Google is off)', async () => {
    const client = newClient(t);
    const google = () => client.post('/api/loginGoogle', { access_token: 'ya29.x' });
    const first = await google();
    expect(first.body).toMatchObject({ message: ACCOUNT_MESSAGES.googleDisabled });
    const statuses = await repeat(30, google);
    expect(statuses.slice(0, 29)).toEqual(Array(29).fill(404));
    expect(statuses[29]).toBe(429);
  });
});

describe('RATE_LIMITS=off (automated browser tests)', () => {
  it('never answers 429', async () => {
    const off = await createTestApp({ RATE_LIMITS: 'off' });
    try {
      const { parent } = await signUpAndConfirm(off);
      const client = newClient(off);
      const statuses = await repeat(15, () =>
        logIn(client, { email: parent.email, password: 'Not-the-password-00' }),
      );
      expect(statuses).toEqual(Array(15).fill(401));
      expect(await off.ctx.database.db.select().from(rateLimits)).toEqual([]);
    } finally {
      await off.close();
    }
  });
});
