import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions } from '../../src/db/purchases-schema';
import { creditsOf, signedInParent } from '../helpers/factories';
import {
  buyWithTestCard,
  openTestCheckout,
  purchaseLedger,
  startPurchase,
} from '../helpers/purchases';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
});
afterAll(async () => t.close());

const checkoutCount = async () =>
  Number((await t.ctx.database.db.select({ n: count() }).from(checkoutSessions))[0]?.n ?? 0);

describe('POST /api/payments', () => {
  it('opens a checkout for the signed-in parent with the price from our table, not the body', async () => {
    const { client, user } = await signedInParent(t);
    const res = await client.post<{ url: string }>('/api/payments', {
      user,
      product: { product_id: 'credits-10', name: '60 Credits', price: 0.01, credits: 1000 },
    });
    expect(res.status).toBe(200);
    const { page } = await openTestCheckout(client, res.body.url);
    expect(page.body).toContain('10 Credits');
    expect(page.body).toContain('$4.99');
  });

  it('accepts the body without a user (the session says who buys)', async () => {
    const { client } = await signedInParent(t);
    const res = await startPurchase(client, 'credits-60');
    expect(res.status).toBe(200);
  });

  it('refuses 403 when the body names another user (docs/decisions/d7-own-data-only.md) and opens nothing', async () => {
    const { client, user } = await signedInParent(t);
    const other = await signedInParent(t, { firstName: 'Noor' });
    const before = await checkoutCount();
    for (const bodyUser of [
      other.user,
      { ...user, user_uid: other.user.user_uid },
      { ...user, email: other.parent.email },
      { id: other.user.user_uid },
    ]) {
      const res = await startPurchase(client, 'credits-30', bodyUser);
      expect(res.status, JSON.stringify(bodyUser)).toBe(403);
    }
    expect(await checkoutCount()).toBe(before);
    // The same e-mail in other letter case is still this parent.
    const same = await startPurchase(client, 'credits-30', {
      ...user,
      email: user.email.toUpperCase(),
    });
    expect(same.status).toBe(200);
  });

  it('needs a signed-in parent (401) and the CSRF token (403)', async () => {
    const visitor = await startPurchase(t.client(), 'credits-30');
    expect(visitor.status).toBe(401);
    const { client } = await signedInParent(t);
    const before = await checkoutCount();
    const noCsrf = await client.request({
      method: 'POST',
      url: '/api/payments',
      payload: { product: { product_id: 'credits-30' } },
      csrf: false,
    });
    expect(noCsrf.status).toBe(403);
    expect(await checkoutCount()).toBe(before);
  });

  it('refuses bad input with 400 (or 404 for an unknown package) and opens nothing', async () => {
    const { client } = await signedInParent(t);
    const before = await checkoutCount();
    for (const body of [
      {},
      { product: {} },
      { product: 'credits-30' },
      { product: { product_id: 42 } },
      { product: { product_id: '' } },
      { user: 'me', product: { product_id: 'credits-30' } },
    ]) {
      const res = await client.post<{ errors: { msg: string }[] }>('/api/payments', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors.length).toBeGreaterThan(0);
    }
    const malformed = await client.request({
      method: 'POST',
      url: '/api/payments',
      payload: '{"product":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    const unknown = await startPurchase(client, 'credits-1000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: 'That credit package was not found.' });
    expect(await checkoutCount()).toBe(before);
  });
});

describe('GET /api/confirmCheckout', () => {
  it('grants nothing for a forged, unknown or unpaid session id', async () => {
    const { client, user } = await signedInParent(t);
    const opened = await startPurchase(client, 'credits-30');
    const { checkoutId } = await openTestCheckout(client, opened.body.url);
    const cases: [string, number][] = [
      ['00000000-0000-4000-8000-000000000000', 404],
      ['cs_test_forged', 404],
      [checkoutId, 400],
    ];
    for (const [sessionId, status] of cases) {
      const res = await client.get(`/api/confirmCheckout?session_id=${sessionId}`);
      expect(res.status, sessionId).toBe(status);
    }
    for (const bad of ['', 'a%20b', '<script>', 'x'.repeat(300)]) {
      expect((await client.get(`/api/confirmCheckout?session_id=${bad}`)).status, bad).toBe(400);
    }
    expect((await client.get('/api/confirmCheckout')).status).toBe(400);
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 12, ledgerSum: 12 });
    expect(await purchaseLedger(t, user.user_uid)).toEqual([]);
  });

  it("does not confirm another parent's paid checkout (404) and needs a session (401)", async () => {
    const buyer = await signedInParent(t);
    const { checkoutId } = await buyWithTestCard(buyer.client);
    const other = await signedInParent(t, { firstName: 'Omar' });
    const res = await other.client.get(`/api/confirmCheckout?session_id=${checkoutId}`);
    expect(res.status).toBe(404);
    expect((await t.client().get(`/api/confirmCheckout?session_id=${checkoutId}`)).status).toBe(
      401,
    );
    expect(await creditsOf(t, other.user.user_uid)).toEqual({ balance: 12, ledgerSum: 12 });
    expect(await creditsOf(t, buyer.user.user_uid)).toEqual({ balance: 42, ledgerSum: 42 });
  });
});
