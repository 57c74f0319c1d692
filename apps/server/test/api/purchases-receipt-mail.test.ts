import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '../../src/jobs/queue-names';
import {
  runSendReceiptJob,
  type SendReceiptJob,
} from '../../src/modules/purchases/send-receipt-job';
import { startFakeStripe, type FakeStripe } from '../fakes/stripe';
import { signedInParent } from '../helpers/factories';
import { openTestCheckout, startPurchase, submitTestCheckout } from '../helpers/purchases';
import { deliverSignedEvent } from '../helpers/stripe-webhooks';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The receipts once the worker has sent what was queued: waits for the first, then a little
 * longer, so a second one sent by mistake would be seen too.
 */
async function settledReceiptsTo(t: TestApp, email: string) {
  await expect
    .poll(async () => (await receiptsTo(t, email)).length, { timeout: 20_000 })
    .toBeGreaterThan(0);
  await new Promise((r) => setTimeout(r, 1_500));
  return receiptsTo(t, email);
}

/** The receipt e-mails to `email`, decoded from quoted-printable enough to read their text. */
async function receiptsTo(t: TestApp, email: string) {
  return (await t.outbox())
    .filter((m) => m.to.includes(email) && /receipt/i.test(m.subject))
    .map((m) => ({ ...m, body: m.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=') }));
}

describe('the receipt e-mail after the test checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('is sent exactly once, however often the payment is reported, with the purchase facts', async () => {
    const parent = await signedInParent(t, { firstName: 'Hedda' });
    const started = await startPurchase(parent.client, 'credits-30', parent.user);
    const { token, checkoutId } = await openTestCheckout(parent.client, started.body.url);
    const card = { token, cardNumber: '4242 4242 4242 4242' };

    // Pay twice (a double submit), then the success page's return three times (reloads).
    expect((await submitTestCheckout(parent.client, checkoutId, 'pay', card)).status).toBe(303);
    expect((await submitTestCheckout(parent.client, checkoutId, 'pay', card)).status).toBe(303);
    for (let i = 0; i < 3; i++) {
      const confirmed = await parent.client.get(`/api/confirmCheckout?session_id=${checkoutId}`);
      expect(confirmed.status).toBe(200);
    }

    const receipts = await settledReceiptsTo(t, parent.user.email);
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(receipt?.subject).toBe('Your Starry Night Story receipt: 30 Credits');
    const text = receipt?.body ?? '';
    expect(text).toContain('Package: 30 Credits');
    expect(text).toContain('Credits added: 30');
    expect(text).toContain('Amount paid: $9.99 (USD)');
    expect(text).toMatch(/Date paid: \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M UTC/);
    expect(text).toContain('Your new balance: 42 credits');
    expect(text).toContain('test mode: no money was taken');
  });

  it('is not sent for a declined card', async () => {
    const parent = await signedInParent(t, { firstName: 'Ivar' });
    const started = await startPurchase(parent.client, 'credits-10', parent.user);
    const { token, checkoutId } = await openTestCheckout(parent.client, started.body.url);
    await submitTestCheckout(parent.client, checkoutId, 'pay', {
      token,
      cardNumber: '4000 0000 0000 0002',
    });
    expect(await receiptsTo(t, parent.user.email)).toHaveLength(0);
  });
});

describe('the receipt e-mail after Stripe', () => {
  let fake: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp(fake.env);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('is sent once when the webhook is redelivered and races the success-page return', async () => {
    const parent = await signedInParent(t, { firstName: 'Jonas' });
    const res = await startPurchase(parent.client, 'credits-30');
    const sessionId = new URL(res.body.url).pathname.split('/').pop() as string;
    const event = fake.event('checkout.session.completed', fake.pay(sessionId));

    await Promise.all([
      deliverSignedEvent(t, fake, event),
      deliverSignedEvent(t, fake, event),
      parent.client.get(`/api/confirmCheckout?session_id=${sessionId}`),
      parent.client.get(`/api/confirmCheckout?session_id=${sessionId}`),
    ]);
    expect((await deliverSignedEvent(t, fake, event)).status).toBe(200);

    const receipts = await settledReceiptsTo(t, parent.user.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.body).toContain('Your new balance: 42 credits');
    expect(receipts[0]?.body).not.toContain('test mode');
  });
});

describe('the receipt e-mail through a crash', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No workers: as if the process died right after the payment was credited.
    t = await createTestApp({}, { workers: false });
  });
  afterAll(async () => t.close());

  it('is queued with the credits, in the same transaction, and sent by whichever worker runs next', async () => {
    const parent = await signedInParent(t, { firstName: 'Kari' });
    const started = await startPurchase(parent.client, 'credits-10', parent.user);
    const { token, checkoutId } = await openTestCheckout(parent.client, started.body.url);
    const card = { token, cardNumber: '4242 4242 4242 4242' };
    expect((await submitTestCheckout(parent.client, checkoutId, 'pay', card)).status).toBe(303);
    expect((await submitTestCheckout(parent.client, checkoutId, 'pay', card)).status).toBe(303);

    // Nothing sent yet, and exactly one receipt waiting in the queue's tables.
    expect(await receiptsTo(t, parent.user.email)).toHaveLength(0);
    const queued = await t.ctx.database.executeSql(
      `select data from pgboss.job where name = $1 and data->>'checkoutId' = $2`,
      [QUEUES.sendReceipt, checkoutId],
    );
    expect(queued.rows).toHaveLength(1);

    await runSendReceiptJob(t.ctx, (queued.rows[0] as { data: SendReceiptJob }).data);
    const receipts = await receiptsTo(t, parent.user.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.body).toContain('Credits added: 10');
  });
});
