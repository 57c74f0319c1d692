import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rateLimits } from '../../src/db/schema';
import { sha256 } from '../../src/lib/tokens';
import {
  logIn,
  newClient,
  resetCodeFor,
  signUpAndConfirm,
  type TestClient,
} from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const wrong = (email: string) => ({ email, password: 'Not-the-password-00' });

async function statuses(count: number, send: (i: number) => Promise<{ status: number }>) {
  const out: number[] = [];
  for (let i = 0; i < count; i += 1) out.push((await send(i)).status);
  return out;
}

describe('login under attack', () => {
  it('one address guessing many e-mails is refused after 30 failures, before any hashing', async () => {
    const client = newClient(t);
    const answers = await statuses(32, (i) => logIn(client, wrong(`nobody.${i}@example.com`)));
    expect(answers.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(answers.slice(30)).toEqual([429, 429]);
    // Another address is not affected.
    expect((await logIn(newClient(t), wrong('nobody.x@example.com'))).status).toBe(401);
  });

  it('a made-up X-Forwarded-For does not reset the budget (no proxy is trusted by default)', async () => {
    const ip = '10.250.0.1';
    const client = newClient(t, ip);
    const answers = await statuses(31, (i) =>
      client.request({
        method: 'POST',
        url: '/api/login',
        payload: wrong(`spoof.${i}@example.com`),
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      }),
    );
    expect(answers[30]).toBe(429);
  });

  it('with TRUST_PROXY=1 the nearest proxy names the client', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const client = newClient(proxied, '10.250.0.2');
      const at = (i: number) =>
        client.request({
          method: 'POST',
          url: '/api/login',
          payload: wrong(`proxied.${i}@example.com`),
          headers: { 'x-forwarded-for': `203.0.113.${i % 2}` },
        });
      // Two clients behind one proxy: each has its own 30.
      const answers = await statuses(40, at);
      expect(answers.every((s) => s === 401)).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it('failures from everywhere never lock the parent out; they only slow the next try', async () => {
    const { parent } = await signUpAndConfirm(t);
    for (let i = 0; i < 55; i += 1) await logIn(newClient(t), wrong(parent.email));
    const started = Date.now();
    const right = await logIn(newClient(t), parent);
    expect(right.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('a password reset clears the e-mail’s failures', async () => {
    const { parent, user } = await signUpAndConfirm(t);
    for (let i = 0; i < 52; i += 1) await logIn(newClient(t), wrong(parent.email));
    const failuresRow = () =>
      t.ctx.database.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `login-any-ip:${sha256(parent.email)}`));
    expect((await failuresRow())[0]?.count).toBe(52);
    const visitor: TestClient = newClient(t);
    await visitor.post('/api/forgot-password', { email: parent.email });
    const code = await resetCodeFor(t, parent.email);
    await visitor.post('/api/check-verification-code-service', { email: parent.email, code });
    const password = 'A-brand-new-moonlight-9';
    const reset = await visitor.post('/api/redefine-password-service', {
      newPassword: password,
      confirmNewPassword: password,
      email: parent.email,
      userId: user.user_uid,
    });
    expect(reset.status).toBe(200);
    expect(await failuresRow()).toEqual([]);
    expect((await logIn(newClient(t), { email: parent.email, password })).status).toBe(200);
  });
});
