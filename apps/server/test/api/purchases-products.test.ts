import type { Product } from '@sns/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/purchases-schema';
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

describe('GET /api/getAllProducts/', () => {
  it('lists the three default packages to a visitor, cheapest first', async () => {
    const res = await t.client().get<Product[]>('/api/getAllProducts/');
    expect(res.status).toBe(200);
    expect(res.body.map(({ presigned_url: _url, ...rest }) => rest)).toEqual([
      { product_id: 'credits-10', name: '10 Credits', price: 4.99, currency: 'USD', credits: 10 },
      { product_id: 'credits-30', name: '30 Credits', price: 9.99, currency: 'USD', credits: 30 },
      { product_id: 'credits-60', name: '60 Credits', price: 17.99, currency: 'USD', credits: 60 },
    ]);
    // The original client calls it without the trailing slash too.
    expect((await t.client().get('/api/getAllProducts')).status).toBe(200);
  });

  it("serves each package's picture through a signed URL that works without a session", async () => {
    const list = (await t.client().get<Product[]>('/api/getAllProducts/')).body;
    const sizes = new Set<number>();
    for (const product of list) {
      expect(product.presigned_url).toMatch(
        /^http:\/\/localhost:3000\/files\/products\/.+\.png\?e=\d+&s=/,
      );
      const image = await t.client().get(pathOf(product.presigned_url));
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      const meta = await sharp(image.raw.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'png', width: 640, height: 400 });
      sizes.add(image.raw.rawPayload.length);
    }
    // Three different pictures, not one placeholder.
    expect(sizes.size).toBe(3);
    const tampered = list[0]?.presigned_url.replace(/s=[^&]+/, 's=forged') ?? '';
    expect((await t.client().get(pathOf(tampered))).status).toBe(403);
  });

  it('follows price edits and hides packages taken off sale', async () => {
    const { db } = t.ctx.database;
    await db.update(products).set({ amountCents: 899 }).where(eq(products.id, 'credits-30'));
    await db.update(products).set({ active: false }).where(eq(products.id, 'credits-60'));
    try {
      const list = (await t.client().get<Product[]>('/api/getAllProducts/')).body;
      expect(list.map((p) => [p.product_id, p.price])).toEqual([
        ['credits-10', 4.99],
        ['credits-30', 8.99],
      ]);
    } finally {
      await db.update(products).set({ amountCents: 999 }).where(eq(products.id, 'credits-30'));
      await db.update(products).set({ active: true }).where(eq(products.id, 'credits-60'));
    }
  });
});
