import type { ConfirmCheckoutResponse, User } from '@sns/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsOf, signedInParent } from '../helpers/factories';
import {
  checkoutRow,
  openTestCheckout,
  purchaseLedger,
  startPurchase,
  submitTestCheckout,
} from '../helpers/purchases';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
});
afterAll(async () => t.close());

async function openCheckout(productId = 'credits-30') {
  const parent = await signedInParent(t);
  const started = await startPurchase(parent.client, productId, parent.user);
  expect(started.status).toBe(200);
  expect(started.body.url).toMatch(/^http:\/\/localhost:3000\/test-checkout\/[0-9a-f-]{36}$/);
  const checkout = await openTestCheckout(parent.client, started.body.url);
  return { ...parent, ...checkout };
}

describe('the hosted test checkout', () => {
  it('is a clearly marked test page with the product, the amount, a card field, Pay and Cancel', async () => {
    const { page, token } = await openCheckout();
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.body).toContain('Test mode');
    expect(page.body).toContain('30 Credits');
    expect(page.body).toContain('$9.99');
    expect(page.body).toMatch(/<label for="card-number">Card number<\/label>/);
    expect(page.body).toMatch(/<button[^>]*>Pay<\/button>/);
    expect(page.body).toMatch(/<button[^>]*>Cancel<\/button>/);
    expect(token).toBeTruthy();
  });

  it('pays with 4242 4242 4242 4242: credits once, records the purchase date, success page confirms', async () => {
    const { client, user, token, checkoutId } = await openCheckout();
    const paid = await submitTestCheckout(client, checkoutId, 'pay', {
      token,
      cardNumber: '4242 4242 4242 4242',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.location).toBe(`/checkout-success-page?session_id=${checkoutId}`);
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 42, ledgerSum: 42 });

    // Pay pressed again (a double submit or the back button): no second sale.
    const again = await submitTestCheckout(client, checkoutId, 'pay', {
      token,
      cardNumber: '4242424242424242',
    });
    expect(again.status).toBe(303);
    const confirmed = await client.get<ConfirmCheckoutResponse>(
      `/api/confirmCheckout?session_id=${checkoutId}`,
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ message: 'OK', storiesRemaining: 42, credits: 30 });
    expect(confirmed.body.receiptUrl).toMatch(
      new RegExp(`^http://localhost:3000/receipts/${checkoutId}\\?token=`),
    );
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 42, ledgerSum: 42 });
    expect(await purchaseLedger(t, user.user_uid)).toMatchObject([{ delta: 30, ref: checkoutId }]);

    const row = await checkoutRow(t, checkoutId);
    expect(row).toMatchObject({
      status: 'paid',
      amountCents: 999,
      currency: 'usd',
      credits: 30,
      provider: 'test',
    });
    const profile = await client.get<{ user: User }>(`/api/getUserProfile/${user.user_uid}`);
    expect(profile.body.user.storiesRemaining).toBe(42);
    expect(profile.body.user.lastPurchaseDate).toBe(row?.fulfilledAt?.toISOString());

    // The paid checkout's page now says so instead of offering Pay again.
    const page = await client.get<string>(`/test-checkout/${checkoutId}`);
    expect(page.body).toContain('This checkout is already paid');
    expect(page.body).not.toMatch(/>Pay<\/button>/);
  });

  it('declines 4000 0000 0000 0002 with 402, stays on the page and takes nothing', async () => {
    const { client, user, token, checkoutId } = await openCheckout();
    const declined = await submitTestCheckout(client, checkoutId, 'pay', {
      token,
      cardNumber: '4000 0000 0000 0002',
    });
    expect(declined.status).toBe(402);
    expect(declined.body).toContain('Your card was declined. No money was taken.');
    expect(declined.body).toContain('role="alert"');
    expect(declined.body).toMatch(/>Pay<\/button>/);
    expect((await checkoutRow(t, checkoutId))?.status).toBe('declined');
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 12, ledgerSum: 12 });
    const confirm = await client.get(`/api/confirmCheckout?session_id=${checkoutId}`);
    expect(confirm.status).toBe(400);

    // Another card after a decline still pays.
    const paid = await submitTestCheckout(client, checkoutId, 'pay', {
      token,
      cardNumber: '4242424242424242',
    });
    expect(paid.status).toBe(303);
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 42, ledgerSum: 42 });
  });

  it('asks for a test card number for anything else and takes nothing', async () => {
    const { client, user, token, checkoutId } = await openCheckout();
    for (const cardNumber of ['5555 5555 5555 4444', '', '4242', 'not a card']) {
      const res = await submitTestCheckout(client, checkoutId, 'pay', { token, cardNumber });
      expect(res.status, cardNumber).toBe(400);
      expect(res.body).toContain('Please use a test card number');
    }
    expect((await checkoutRow(t, checkoutId))?.status).toBe('open');
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 12, ledgerSum: 12 });
  });

  it('Cancel goes to the checkout error page and the checkout can no longer be paid', async () => {
    const { client, user, token, checkoutId } = await openCheckout();
    const canceled = await submitTestCheckout(client, checkoutId, 'cancel', {
      token,
      cardNumber: '',
    });
    expect(canceled.status).toBe(303);
    expect(canceled.headers.location).toBe('/checkout-error-page');
    expect((await checkoutRow(t, checkoutId))?.status).toBe('canceled');

    const late = await submitTestCheckout(client, checkoutId, 'pay', {
      token,
      cardNumber: '4242424242424242',
    });
    expect(late.status).toBe(409);
    expect(late.body).toContain('This checkout is closed');
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 12, ledgerSum: 12 });
  });

  it('refuses a form without its token (the page is outside the CSRF cover) and takes nothing', async () => {
    const { client, user, checkoutId } = await openCheckout();
    const other = await openCheckout();
    for (const token of [undefined, '', 'forged', other.token]) {
      const res = await submitTestCheckout(client, checkoutId, 'pay', {
        token,
        cardNumber: '4242424242424242',
      });
      expect(res.status).toBe(403);
      const cancel = await submitTestCheckout(client, checkoutId, 'cancel', { token });
      expect(cancel.status).toBe(403);
    }
    expect((await checkoutRow(t, checkoutId))?.status).toBe('open');
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 12, ledgerSum: 12 });
  });

  it('answers an unknown checkout with a 404 page', async () => {
    const client = t.client();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const page = await client.get<string>(`/test-checkout/${id}`);
      expect(page.status).toBe(404);
      expect(page.body).toContain('Checkout not found');
      const pay = await submitTestCheckout(client, id, 'pay', {
        token: 'x',
        cardNumber: '4242424242424242',
      });
      expect(pay.status).toBe(404);
    }
  });

  it('credits once when Pay is submitted many times at once', async () => {
    const { client, user, token, checkoutId } = await openCheckout('credits-10');
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        submitTestCheckout(client, checkoutId, 'pay', { token, cardNumber: '4242424242424242' }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(303));
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 22, ledgerSum: 22 });
    expect(await purchaseLedger(t, user.user_uid)).toHaveLength(1);
  });

  it('has no Stripe webhook without Stripe keys', async () => {
    const res = await t.client().request({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload: '{}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      csrf: false,
    });
    expect(res.status).toBe(404);
  });
});
