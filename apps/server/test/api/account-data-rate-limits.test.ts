import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInParent } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'on' });
});
afterAll(async () => t.close());

async function repeat(count: number, send: () => Promise<{ status: number }>) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await send()).status);
  return statuses;
}

describe('rate limits of a parent’s data calls (docs/decisions/012)', () => {
  it('export: 10 an hour per account, then 429 with Retry-After', async () => {
    const me = await signedInParent(t);
    const url = `/api/exportMyData/${me.user.user_uid}`;
    expect(await repeat(10, () => me.client.get(url))).toEqual(Array(10).fill(200));
    const blocked = await me.client.get(url);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('deletion: 10 tries an hour per account; a mistyped e-mail spends one', async () => {
    const me = await signedInParent(t);
    const url = `/api/deleteAccount/${me.user.user_uid}`;
    const wrong = () => me.client.post(url, { confirmation: 'DELETE' });
    expect(await repeat(10, wrong)).toEqual(Array(10).fill(400));
    const blocked = await me.client.post(url, { confirmation: me.parent.email });
    expect(blocked.status).toBe(429);
    expect((await me.client.get(`/api/getUserProfile/${me.user.user_uid}`)).status).toBe(200);
  });
});
