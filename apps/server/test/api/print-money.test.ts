import type { PrintOrder, ShipmentOption } from '@sns/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mergedBooks } from '../../src/db/print-schema';
import { printLabJobs } from '../../src/db/print-lab-schema';
import { signedInParent, type TestClient } from '../helpers/factories';
import {
  checkoutBody,
  freePort,
  printOrderRow,
  readyMergedBook,
  submitPrintTestCheckout,
} from '../helpers/print-orders';
import { waitUntil } from '../helpers/wait';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 29 points 11, 12 and 17: the price shown is the price charged. Shipping is quoted for the
 * copies ordered, the printer's tax on its charges to us is never added to the parent's bill, a
 * total the page showed that is no longer right charges nothing, and only countries the printer
 * ships to are taken. With the print lab for real over HTTP and the test checkout.
 */
type CheckoutAnswer = { url: string; orderId: string };
const UK = {
  name: 'Nana Jones',
  street1: '1 Harewood Avenue',
  city: 'Leeds',
  postcode: 'LS22 6LL',
  countryCode: 'GB',
  phoneNumber: '+44 113 496 0000',
};

let t: TestApp;
let client: TestClient;
let userId: string;
beforeAll(async () => {
  const port = await freePort();
  t = await createTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}` });
  await t.app.listen({ port, host: '127.0.0.1' });
  const parent = await signedInParent(t);
  client = parent.client;
  userId = parent.user.user_uid;
});
afterAll(() => t.close());

async function shown(mergedBookId: string, quantity: number) {
  const query = new URLSearchParams({
    country: 'GB',
    postcode: UK.postcode,
    mergedBookId,
    quantity: String(quantity),
  });
  const res = await client.get<ShipmentOption[]>(`/api/getShipmentPrices?${query}`);
  expect(res.status).toBe(200);
  const mail = res.body.find((o) => o.id === 'MAIL');
  const price = await client.post<{ amountCents: number }>('/api/getBookPrice/', {
    pageCount: 24,
  });
  return {
    shippingCents: Math.round((mail?.price ?? NaN) * 100),
    totalCents: price.body.amountCents * quantity + Math.round((mail?.price ?? NaN) * 100),
  };
}

describe('the price shown is the price charged', () => {
  it('a UK parent, Mail, two copies: shipping quoted for two, the checkout charges that total', async () => {
    const book = await readyMergedBook(t, userId);
    const one = await shown(book, 1);
    const two = await shown(book, 2);
    // Shipping two copies costs more than one: the quote is for the copies ordered.
    expect(two.shippingCents).toBeGreaterThan(one.shippingCents);

    const res = await client.post<CheckoutAnswer>(
      '/api/checkoutBook',
      checkoutBody(book, {
        address: UK,
        shippingOptionId: 'MAIL',
        quantity: 2,
        expectedTotalCents: two.totalCents,
      }),
    );
    expect(res.status).toBe(200);
    const row = await printOrderRow(t, res.body.orderId);
    expect(row?.shippingCents).toBe(two.shippingCents);
    expect(row?.totalCents).toBe(two.totalCents);
    const page = await t.app.inject({ url: `/test-checkout/book/${res.body.orderId}` });
    expect(page.body).toContain(`$${(two.totalCents / 100).toFixed(2)}`);
    expect(page.body).toContain('No tax is charged in test mode.');
  });

  it('never adds the printer’s tax on its own charges to the parent’s bill', async () => {
    const book = await readyMergedBook(t, userId);
    // The lab, like Lulu, charges us tax in the US (6 %).
    const quote = await t.ctx.print.quote({
      pageCount: 24,
      quantity: 1,
      address: {
        name: 'Grandma Rose',
        street1: '101 Independence Ave SE',
        city: 'Washington',
        stateCode: 'DC',
        postcode: '20540',
        countryCode: 'US',
        phoneNumber: '+1 206 555 0100',
      },
      shippingLevel: 'GROUND',
    });
    expect(quote.taxCents).toBeGreaterThan(0);
    const res = await client.post<CheckoutAnswer>('/api/checkoutBook', checkoutBody(book));
    const order = (await client.get<PrintOrder>(`/api/printOrders/${res.body.orderId}`)).body;
    expect(order.taxCents).toBe(0);
    expect(order.totalCents).toBe(order.itemCents + order.shippingCents);
    expect(order.shippingCents).toBe(quote.shippingCents);
  });

  it('charges nothing when the total the page showed is no longer right, and says the new one', async () => {
    const book = await readyMergedBook(t, userId);
    const two = await shown(book, 2);
    const before = (await client.get<PrintOrder[]>('/api/printOrders')).body.length;
    const res = await client.post<{ message: string }>(
      '/api/checkoutBook',
      checkoutBody(book, {
        address: UK,
        shippingOptionId: 'MAIL',
        quantity: 2,
        expectedTotalCents: two.totalCents - 180,
      }),
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toContain(`The total is now $${(two.totalCents / 100).toFixed(2)}`);
    expect((await client.get<PrintOrder[]>('/api/printOrders')).body).toHaveLength(before);
  });
});

describe('countries', () => {
  it('refuses a country code the printer does not ship to (XX), for quotes and checkouts', async () => {
    const book = await readyMergedBook(t, userId);
    const res = await client.post<{ errors: { path: string }[] }>(
      '/api/checkoutBook',
      checkoutBody(book, { address: { ...UK, countryCode: 'XX' } }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e) => e.path)).toContain('address.countryCode');
    const quote = await client.get(`/api/getShipmentPrices?country=XX&mergedBookId=${book}`);
    expect(quote.status).toBe(400);
    const check = await client.post('/api/checkPrintAddress', {
      address: { ...UK, countryCode: 'XX' },
    });
    expect(check.status).toBe(400);
  });
});

describe('shipping levels', () => {
  it('shows every level the printer offers for the address, the ground ones included', async () => {
    const book = await readyMergedBook(t, userId);
    const us = await client.get<ShipmentOption[]>(
      `/api/getShipmentPrices?country=US&state=DC&postcode=20540&mergedBookId=${book}`,
    );
    expect(us.body.map((o) => o.id)).toEqual([
      'MAIL',
      'PRIORITY_MAIL',
      'GROUND_HD',
      'GROUND_BUS',
      'GROUND',
      'EXPEDITED',
      'EXPRESS',
    ]);
    expect(us.body.find((o) => o.id === 'GROUND_HD')?.name).toBe('Ground, home delivery');
    // Abroad the printer offers no ground service, and so neither does the page.
    const gb = await client.get<ShipmentOption[]>(`/api/getShipmentPrices?country=GB`);
    expect(gb.body.map((o) => o.id)).not.toContain('GROUND_HD');
    // A ground level can be ordered.
    const res = await client.post(
      '/api/checkoutBook',
      checkoutBody(book, { shippingOptionId: 'GROUND_BUS' }),
    );
    expect(res.status).toBe(200);
  });
});

describe('the print job sent for a paid order', () => {
  it("is titled with the book's own title and carries an e-mail on its address", async () => {
    const book = await readyMergedBook(t, userId);
    await t.ctx.database.db
      .update(mergedBooks)
      .set({ title: "Maya's Moonlight Adventures" })
      .where(eq(mergedBooks.id, book));
    const res = await client.post<CheckoutAnswer>('/api/checkoutBook', checkoutBody(book));
    expect((await submitPrintTestCheckout(t, res.body.orderId, 'pay')).statusCode).toBe(303);
    await waitUntil(async () => (await printOrderRow(t, res.body.orderId))?.status === 'submitted');
    const [job] = await t.ctx.database.db
      .select()
      .from(printLabJobs)
      .where(eq(printLabJobs.externalId, res.body.orderId));
    const sent = job?.job as {
      line_items: { title: string }[];
      shipping_address: { email?: string };
    };
    expect(sent.line_items[0]?.title).toBe("Maya's Moonlight Adventures");
    // No e-mail typed by the parent: the print contact's, as the spec requires one.
    expect(sent.shipping_address.email).toBe(t.config.print.contactEmail);
  });
});
