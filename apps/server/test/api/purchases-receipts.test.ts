import { PURCHASE_MESSAGES } from '@sns/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInParent } from '../helpers/factories';
import { ownReceiptUrl } from '../../src/modules/purchases/receipts';
import { buyWithTestCard, startPurchase, testCheckoutOf } from '../helpers/purchases';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
});
afterAll(async () => t.close());

const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

describe('GET /api/getLatestReceipt/{email}', () => {
  it('says there are no purchases yet, then links the latest receipt, which opens without a session', async () => {
    const {
      client,
      parent: { email },
    } = await signedInParent(t);
    const none = await client.get(`/api/getLatestReceipt/${encodeURIComponent(email)}`);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ message: PURCHASE_MESSAGES.noPurchases });

    await buyWithTestCard(client, 'credits-10');
    const { checkoutId } = await buyWithTestCard(client, 'credits-60');
    const latest = await client.get<{ url: string }>(
      `/api/getLatestReceipt/${encodeURIComponent(email)}`,
    );
    expect(latest.status).toBe(200);
    expect(latest.body.url).toMatch(
      new RegExp(`^http://localhost:3000/receipts/${checkoutId}\\?token=`),
    );

    // A new tab has the link but not necessarily the session.
    const page = await t.client().get<string>(pathOf(latest.body.url));
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Receipt');
    expect(page.body).toContain('60 Credits');
    expect(page.body).toContain('$17.99');
    expect(page.body).toContain(email);
    expect(page.body).toContain('Test mode');
  });

  it("refuses another parent's e-mail (403) and a visitor (401)", async () => {
    const buyer = await signedInParent(t);
    await buyWithTestCard(buyer.client);
    const other = await signedInParent(t, { firstName: 'Noor' });
    const res = await other.client.get(
      `/api/getLatestReceipt/${encodeURIComponent(buyer.parent.email)}`,
    );
    expect(res.status).toBe(403);
    expect(res.body).not.toHaveProperty('url');
    const visitor = await t
      .client()
      .get(`/api/getLatestReceipt/${encodeURIComponent(buyer.parent.email)}`);
    expect(visitor.status).toBe(401);
    // The own e-mail in another letter case is still the own e-mail.
    const own = await buyer.client.get(
      `/api/getLatestReceipt/${encodeURIComponent(buyer.parent.email.toUpperCase())}`,
    );
    expect(own.status).toBe(200);
    expect(own.body).toHaveProperty('url');
  });

  it('shows no receipt for a forged token or an unpaid checkout', async () => {
    const {
      client,
      parent: { email },
    } = await signedInParent(t);
    await buyWithTestCard(client);
    const { url } = (
      await client.get<{ url: string }>(`/api/getLatestReceipt/${encodeURIComponent(email)}`)
    ).body;
    const forged = pathOf(url).replace(/token=[^&]+/, 'token=forged');
    expect((await t.client().get(forged)).status).toBe(404);
    const noToken = pathOf(url).split('?')[0] ?? '';
    expect((await t.client().get(noToken)).status).toBe(404);

    // A genuine link to a checkout that was never paid shows nothing either.
    const opened = await startPurchase(client, 'credits-10');
    const { checkoutId } = testCheckoutOf(opened.body.url);
    const unpaid = await t.client().get(pathOf(ownReceiptUrl(t.ctx.config, checkoutId)));
    expect(unpaid.status).toBe(404);
  });
});
