import { randomUUID } from 'node:crypto';
import type { BookPrice, CheckPrintAddressResponse, ShipmentOption } from '@sns/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergedBooks, printPrices } from '../../src/db/print-schema';
import { signedInParent, type TestClient } from '../helpers/factories';
import { US_ADDRESS } from '../helpers/print-lab';
import { freePort } from '../helpers/print-orders';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Price by pages, shipping options and the address check (docs/decisions/027), with the print
 * lab for real: the app listens at its PUBLIC_URL so the Lulu adapter reaches the lab over HTTP.
 */

type ErrorBody = { errors: { msg: string; path?: string }[] };

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  const port = await freePort();
  t = await createTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}` }, { workers: false });
  await t.app.listen({ port, host: '127.0.0.1' });
  const parent = await signedInParent(t);
  client = parent.client;
});
afterAll(() => t.close());

describe('getBookPrice', () => {
  it('prices a copy from the table by pages, and follows an edit of the table', async () => {
    const res = await client.post<BookPrice>('/api/getBookPrice/', { pageCount: 24 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ price: 29.99, currency: 'USD', amountCents: 2999, pageCount: 24 });
    const longer = await client.post<BookPrice>('/api/getBookPrice', { pageCount: 40 });
    expect(longer.body.amountCents).toBe(2399 + 25 * 40);

    await t.ctx.database.db.update(printPrices).set({ baseCents: 2499, perPageCents: 30 });
    const edited = await client.post<BookPrice>('/api/getBookPrice', { pageCount: 24 });
    expect(edited.body).toMatchObject({ price: 32.19, amountCents: 2499 + 30 * 24 });
    await t.ctx.database.db.update(printPrices).set({ baseCents: 2399, perPageCents: 25 });
  });

  it.each([
    [{ pageCount: 25 }],
    [{ pageCount: 22 }],
    [{ pageCount: 802 }],
    [{ pageCount: '24x' }],
    [{}],
  ])('refuses %j with 400 naming pageCount', async (body) => {
    const res = await client.post<ErrorBody>('/api/getBookPrice', body);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e) => e.path)).toContain('pageCount');
  });
});

describe('getShipmentPrices', () => {
  it('without a query: our default options, MAIL untracked', async () => {
    const res = await client.get<ShipmentOption[]>('/api/getShipmentPrices');
    expect(res.status).toBe(200);
    expect(res.body.map((o) => o.id)).toEqual([
      'MAIL',
      'PRIORITY_MAIL',
      'GROUND',
      'EXPEDITED',
      'EXPRESS',
    ]);
    for (const option of res.body) {
      expect(option).toMatchObject({ currency: 'USD', source: 'default' });
      expect(option.price).toBeGreaterThan(0);
      expect(option.estimatedDays).toBeGreaterThan(0);
      expect(option.tracked).toBe(option.id !== 'MAIL');
    }
  });

  it("with an address: the printer's options and delivery windows", async () => {
    const res = await client.get<ShipmentOption[]>(
      '/api/getShipmentPrices?country=us&state=DC&postcode=20540',
    );
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    for (const option of res.body) {
      expect(option.source).toBe('provider');
      expect(typeof option.name).toBe('string');
      expect(option.price).toBeGreaterThan(0);
      expect(option.estimatedDays).toBeGreaterThan(0);
      expect(option.maxDeliveryDate).not.toBeNull();
      if (option.id === 'MAIL') expect(option.tracked).toBe(false);
    }
  });

  it("refuses a bad query, and another parent's merged book", async () => {
    expect((await client.get('/api/getShipmentPrices?country=USA')).status).toBe(400);
    const noCountry = await client.get<ErrorBody>('/api/getShipmentPrices?state=DC');
    expect(noCountry.status).toBe(400);
    expect(noCountry.body.errors[0]?.path).toBe('country');

    const stranger = await signedInParent(t);
    const id = randomUUID();
    await t.ctx.database.db
      .insert(mergedBooks)
      .values({ id, userId: stranger.user.user_uid, bookIds: [], pageCount: 24 });
    const res = await client.get(`/api/getShipmentPrices?country=US&mergedBookId=${id}`);
    expect(res.status).toBe(403);
    const own = await stranger.client.get<ShipmentOption[]>(
      `/api/getShipmentPrices?country=US&state=DC&mergedBookId=${id}`,
    );
    expect(own.status).toBe(200);
  });
});

describe('checkPrintAddress', () => {
  const check = (address: Record<string, unknown>) =>
    client.post<CheckPrintAddressResponse & ErrorBody>('/api/checkPrintAddress', { address });

  it('takes a good address without warnings', async () => {
    const res = await check({ ...US_ADDRESS });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, warnings: [], suggestedAddress: null });
  });

  it.each([
    ['phoneNumber', { phoneNumber: undefined }],
    ['phoneNumber', { phoneNumber: 'call me' }],
    ['stateCode', { stateCode: undefined }],
    ['postcode', { postcode: 'ABC' }],
    ['name', { name: 'Бабушка Роза' }],
    ['countryCode', { countryCode: 'USA' }],
  ])('refuses a bad %s with 400 naming it', async (field, change) => {
    const res = await check({ ...US_ADDRESS, ...change });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e) => e.path)).toContain(`address.${field}`);
  });

  it('refuses what only the printer knows is wrong, naming the field', async () => {
    const res = await check({ ...US_ADDRESS, stateCode: 'ZZ' });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e) => e.path)).toContain('address.stateCode');
  });

  it('warns about a questionable address and offers the suggestion, which then passes', async () => {
    const res = await check({ ...US_ADDRESS, street1: '1 Warning Way' });
    expect(res.status).toBe(200);
    expect(res.body.warnings).toHaveLength(1);
    expect(res.body.suggestedAddress).toEqual({ ...US_ADDRESS, street1: '1 Warning Way NW' });
    const again = await check(res.body.suggestedAddress!);
    expect(again.body).toEqual({ ok: true, warnings: [], suggestedAddress: null });
  });
});
