import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printLabJobs, printLabWebhooks } from '../../src/db/print-lab-schema';
import type { PrintLab } from '../../src/modules/print-lab/lab';
import {
  InvalidAddressError,
  InvalidPrintWebhookError,
  PrintProviderUnavailableError,
  type CreatePrintOrder,
  type PrintProvider,
} from '../../src/providers/print';
import { printLabCredentials } from '../../src/providers/print/lab-credentials';
import { createLuluProvider } from '../../src/providers/print/lulu';
import { signWebhookBody } from '../../src/providers/print/webhook-signature';
import {
  coverPdf,
  interiorPdf,
  startFileServer,
  startWebhookReceiver,
  US_ADDRESS,
} from '../helpers/print-lab';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The Lulu adapter against the print lab, both real: the app listens on 127.0.0.1 with the lab
 * mounted (no Lulu keys), the adapter speaks Lulu's protocol to it over HTTP, the lab fetches
 * PDFs from a file server on 127.0.0.1 and signs webhooks to a receiver on 127.0.0.1.
 */

const POD = '0850X0850FCPRECW080CW444MXX';
let t: TestApp;
let lab: PrintLab;
let print: PrintProvider;
let apiBase: string;
let files: Awaited<ReturnType<typeof startFileServer>>;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let goodInterior: string;
let goodCover: string;

const adapter = (secret = printLabCredentials(t.config.sessionSecret).clientSecret) =>
  createLuluProvider({
    kind: 'lab',
    apiBase,
    clientKey: 'print-lab',
    clientSecret: secret,
    podPackageId: POD,
    pollIntervalMs: 20,
  });

beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  apiBase = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/print-lab/api`;
  if (!t.ctx.printLab) throw new Error('the print lab should be mounted without Lulu keys');
  lab = t.ctx.printLab;
  print = adapter();
  files = await startFileServer();
  receiver = await startWebhookReceiver();
  goodInterior = files.put('interior-24.pdf', await interiorPdf());
  goodCover = files.put('cover-24.pdf', await coverPdf());
});
afterAll(async () => {
  await t.close();
  await files.close();
  await receiver.close();
});

let orders = 0;
const order = (overrides: Partial<CreatePrintOrder> = {}): CreatePrintOrder => ({
  orderId: `order-${++orders}-${Date.now()}`,
  title: "Mia's bedtime stories",
  quantity: 1,
  interiorUrl: goodInterior,
  coverUrl: goodCover,
  address: US_ADDRESS,
  contactEmail: 'print@starrynightstory.test',
  shippingLevel: 'PRIORITY_MAIL',
  productionDelayMinutes: 120,
  ...overrides,
});

/** Creates a print job and waits for the lab's file check to settle it. */
async function placed(overrides: Partial<CreatePrintOrder> = {}) {
  const created = await print.createOrder(order(overrides));
  await t.ctx.background.idle();
  const settled = await print.getOrder(created.providerId);
  if (!settled) throw new Error('job vanished');
  return settled;
}

describe('authentication', () => {
  it('gets a client-credentials token once, and a new one after the lab refuses the old (401)', async () => {
    const fresh = adapter();
    const before = lab.tokens.issuedCount;
    await fresh.coverDimensions(24);
    await fresh.coverDimensions(30);
    expect(lab.tokens.issuedCount).toBe(before + 1);

    lab.tokens.revokeAll();
    expect(await fresh.coverDimensions(24)).toEqual({ widthPt: 1350, heightPt: 720 });
    expect(lab.tokens.issuedCount).toBe(before + 2);
  });

  it('refuses wrong credentials at the token endpoint and calls without a token', async () => {
    await expect(adapter('not-the-secret').coverDimensions(24)).rejects.toBeInstanceOf(
      PrintProviderUnavailableError,
    );
    const anonymous = await fetch(`${apiBase}/print-jobs/`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      detail: 'Authentication credentials were not provided.',
    });
  });
});

describe('prices and addresses', () => {
  it('lists shipping options with costs, delivery windows and whether they are tracked', async () => {
    const options = await print.shippingOptions({
      pageCount: 24,
      quantity: 1,
      address: { countryCode: 'US', stateCode: 'DC' },
    });
    expect(options.map((o) => o.level)).toEqual([
      'MAIL',
      'PRIORITY_MAIL',
      'GROUND_HD',
      'GROUND_BUS',
      'GROUND',
      'EXPEDITED',
      'EXPRESS',
    ]);
    expect(options[0]).toMatchObject({
      level: 'MAIL',
      costCents: 499,
      currency: 'USD',
      traceable: false,
    });
    expect(options[6]).toMatchObject({ level: 'EXPRESS', costCents: 2499, traceable: true });
    for (const option of options) {
      expect(option.minDeliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(option.maxDeliveryDate! >= option.minDeliveryDate!).toBe(true);
    }
    const abroad = await print.shippingOptions({
      pageCount: 24,
      quantity: 2,
      address: { countryCode: 'GB' },
    });
    expect(abroad.map((o) => o.level)).not.toContain('GROUND');
    expect(abroad.map((o) => o.level)).not.toContain('GROUND_HD');
  });

  it('quotes line, shipping, fee and tax; warns about the magic address and suggests a fix', async () => {
    const warned = await print.quote({
      pageCount: 24,
      quantity: 1,
      shippingLevel: 'MAIL',
      address: { ...US_ADDRESS, street1: '1 Warning Way' },
    });
    expect(warned).toEqual({
      currency: 'USD',
      lineCents: 866,
      shippingCents: 499,
      feesCents: 75,
      taxCents: 87,
      totalExclTaxCents: 1440,
      totalCents: 1527,
      warnings: [
        {
          code: 'REPLACED',
          message: 'street1: 1 Warning Way -> 1 Warning Way NW',
          field: 'street1',
        },
      ],
      suggestedAddress: {
        countryCode: 'US',
        stateCode: 'DC',
        postcode: '20540',
        city: 'Washington',
        street1: '1 Warning Way NW',
      },
    });
    const accepted = await print.quote({
      pageCount: 24,
      quantity: 1,
      shippingLevel: 'MAIL',
      address: { ...US_ADDRESS, ...warned.suggestedAddress },
    });
    expect(accepted.warnings).toEqual([]);
    expect(accepted.suggestedAddress).toBeNull();
  });

  it('names the field when the address is refused', async () => {
    const refusal = (address: typeof US_ADDRESS) =>
      print.quote({ pageCount: 24, quantity: 1, shippingLevel: 'MAIL', address }).then(
        () => undefined,
        (error: unknown) => error,
      );
    const noPhone = await refusal({ ...US_ADDRESS, phoneNumber: '' });
    expect(noPhone).toBeInstanceOf(InvalidAddressError);
    expect(noPhone).toMatchObject({ field: 'phoneNumber', message: 'This field is required.' });
    expect(await refusal({ ...US_ADDRESS, stateCode: undefined })).toMatchObject({
      field: 'stateCode',
      message: 'A state code is required for addresses in US.',
    });
    expect(await refusal({ ...US_ADDRESS, postcode: 'ABC' })).toMatchObject({ field: 'postcode' });
    expect(await refusal({ ...US_ADDRESS, city: 'Вашингтон' })).toMatchObject({ field: 'city' });
  });
});

describe('print files', () => {
  it('passes a 24-page 630 × 630 pt interior with TrimBoxes and its 1350 × 720 pt cover', async () => {
    expect(
      await print.checkFiles({ interiorUrl: goodInterior, coverUrl: goodCover, pageCount: 24 }),
    ).toEqual({
      ok: true,
      interiorPageCount: 24,
    });
  });

  it('sizes the casewrap cover from the page count', async () => {
    expect(await print.coverDimensions(24)).toEqual({ widthPt: 1350, heightPt: 720 });
    expect(await print.coverDimensions(100)).toEqual({ widthPt: 1368, heightPt: 720 });
  });

  it('refuses 10 letter-size pages without TrimBox, an unembedded font and a coarse picture', async () => {
    const bad = files.put(
      'bad-10.pdf',
      await interiorPdf({
        pages: 10,
        width: 612,
        height: 792,
        trimBox: false,
        unembeddedFont: true,
        lowResolutionImage: true,
      }),
    );
    const result = await print.checkFiles({ interiorUrl: bad, coverUrl: goodCover, pageCount: 10 });
    if (result.ok) throw new Error('should fail');
    expect(result.interiorErrors).toEqual([
      'The interior has 10 pages; a book of this binding needs at least 24',
      'Pages 1, 2, 3 and 7 more are 612 × 792 pt; every page must be 630 × 630 pt (the trim with 0.125 in bleed on every side)',
      'No TrimBox is set on pages 1, 2, 3 and 7 more',
      'The font Helvetica is not embedded',
      'An image on page 1 is 12 ppi at its printed size; at least 240 ppi is needed',
      'An image on page 2 is 12 ppi at its printed size; at least 240 ppi is needed',
      'An image on page 3 is 12 ppi at its printed size; at least 240 ppi is needed',
      'An image on page 4 is 12 ppi at its printed size; at least 240 ppi is needed',
      'An image on page 5 is 12 ppi at its printed size; at least 240 ppi is needed',
      '… and 5 more images below 240 ppi',
    ]);
    expect(result.coverErrors).toEqual(['A casewrap cover needs 24–800 interior pages, not 10']);
  });

  it('refuses an odd page count, a cover of the wrong size, a file that is not a PDF or not there', async () => {
    const odd = files.put('odd-25.pdf', await interiorPdf({ pages: 25 }));
    const smallCover = files.put('cover-small.pdf', await coverPdf(1224, 792));
    const result = await print.checkFiles({
      interiorUrl: odd,
      coverUrl: smallCover,
      pageCount: 25,
    });
    expect(result).toEqual({
      ok: false,
      interiorErrors: ['The interior has 25 pages; the page count must be even'],
      coverErrors: ['The cover is 1224 × 792 pt; for 25 interior pages it must be 1350 × 720 pt'],
    });
    const text = files.put('notes.pdf', Buffer.from('not a pdf at all'));
    const missing = files.url('missing.pdf');
    expect(await print.checkFiles({ interiorUrl: text, coverUrl: missing, pageCount: 24 })).toEqual(
      {
        ok: false,
        interiorErrors: ['The file is not a valid PDF'],
        coverErrors: ['The file could not be downloaded (HTTP 404)'],
      },
    );
  });

  it('says when the interior has another page count than the order', async () => {
    const result = await print.checkFiles({
      interiorUrl: goodInterior,
      coverUrl: goodCover,
      pageCount: 26,
    });
    expect(result).toMatchObject({
      ok: false,
      interiorErrors: ['The interior has 24 pages, not 26'],
    });
  });
});

describe('print jobs', () => {
  it('creates one job per order id however often it is asked, found again by the order id', async () => {
    const request = order();
    const first = await print.createOrder(request);
    const second = await print.createOrder(request);
    expect(second.providerId).toBe(first.providerId);
    expect(first).toMatchObject({
      orderId: request.orderId,
      status: 'CREATED',
      shippingLevel: 'PRIORITY_MAIL',
    });
    const rows = await t.ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(printLabJobs)
      .where(eq(printLabJobs.externalId, request.orderId));
    expect(rows[0]?.n).toBe(1);
    expect((await print.findOrderByOrderId(request.orderId))?.providerId).toBe(first.providerId);
    expect(await print.findOrderByOrderId(`${request.orderId}-other`)).toBeUndefined();
    await t.ctx.background.idle();
  });

  it('waits out the production delay once the files pass, with its estimates', async () => {
    const job = await placed();
    expect(job).toMatchObject({
      status: 'PRODUCTION_DELAYED',
      providerStatus: 'PRODUCTION_DELAYED',
      problems: [],
    });
    const created = Date.parse(job.createdAt!);
    expect(Date.parse(job.productionDueAt!) - created).toBeGreaterThanOrEqual(120 * 60_000);
    expect(job.estimatedDelivery.min).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(job.tracking).toBeNull();
  });

  it('rejects a job whose files do not pass, saying why', async () => {
    const bad = files.put('bad-odd.pdf', await interiorPdf({ pages: 25 }));
    const job = await placed({ interiorUrl: bad });
    expect(job.status).toBe('REJECTED');
    expect(job.problems).toContain('The interior has 25 pages; the page count must be even');
  });

  it('cancels before production, and refuses once printing has started', async () => {
    const early = await placed();
    expect(await print.cancel(early.providerId)).toMatchObject({
      kind: 'canceled',
      order: { status: 'CANCELED' },
    });
    expect((await print.getOrder(early.providerId))?.status).toBe('CANCELED');

    const late = await placed();
    await lab.advance(Number(late.providerId));
    expect((await lab.advance(Number(late.providerId))).kind).toBe('done');
    expect((await print.getOrder(late.providerId))?.status).toBe('IN_PRODUCTION');
    expect(await print.cancel(late.providerId)).toEqual({
      kind: 'refused',
      message: 'Invalid transition from IN_PRODUCTION to CANCELED requested',
    });
    expect((await print.getOrder(late.providerId))?.status).toBe('IN_PRODUCTION');
    expect(await print.cancel('999999')).toEqual({ kind: 'not_found' });
    expect(await print.getOrder('999999')).toBeUndefined();
  });

  it('passes a status it does not know through as unknown, never failing', async () => {
    const job = await placed();
    await t.ctx.database.db
      .update(printLabJobs)
      .set({ job: sql`jsonb_set(${printLabJobs.job}, '{status,name}', '"ON_HOLD"')` })
      .where(eq(printLabJobs.id, Number(job.providerId)));
    expect(await print.getOrder(job.providerId)).toMatchObject({
      status: 'unknown',
      providerStatus: 'ON_HOLD',
    });
  });
});

describe('webhooks', () => {
  it('registers once, then every status change arrives signed, in order, with tracking once shipped', async () => {
    await print.ensureWebhook(receiver.url);
    await print.ensureWebhook(receiver.url);
    const hooks = () => t.ctx.database.db.select().from(printLabWebhooks);
    expect((await hooks()).map((h) => [h.url, h.isActive])).toEqual([[receiver.url, true]]);
    // Switched off (as Lulu does after failed deliveries): ensuring it switches it back on.
    await t.ctx.database.db.update(printLabWebhooks).set({ isActive: false });
    await print.ensureWebhook(receiver.url);
    expect((await hooks()).map((h) => [h.url, h.isActive])).toEqual([[receiver.url, true]]);
    receiver.received.length = 0;

    const job = await placed({ shippingLevel: 'EXPRESS' });
    const id = Number(job.providerId);
    expect((await lab.act(id, 'start_production')).kind).toBe('done');
    expect((await lab.act(id, 'ship')).kind).toBe('done');
    expect((await lab.act(id, 'deliver')).kind).toBe('done');
    expect((await lab.act(id, 'ship')).kind).toBe('not_allowed');
    await t.ctx.background.idle();

    const events = receiver.received.map((r) => print.parseWebhook(r.rawBody, r.headers));
    const mine = events.flatMap((e) =>
      e.kind === 'status_changed' && e.order.providerId === job.providerId ? [e.order] : [],
    );
    expect(mine.map((o) => o.status)).toEqual([
      'PRODUCTION_DELAYED',
      'PRODUCTION_READY',
      'IN_PRODUCTION',
      'SHIPPED',
      'DELIVERED',
    ]);
    const shipped = mine[3];
    expect(shipped?.tracking).toMatchObject({
      id: expect.stringMatching(/^SNSLAB\d{6}[0-9A-F]{6}$/),
      urls: [`http://localhost:3000/print-lab#job-${id}`],
      carrier: 'Lab Express',
    });
    expect(mine[4]?.tracking).toEqual(shipped?.tracking);
    expect(receiver.received[0]?.headers['lulu-hmac-sha256']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a delivery that is tampered with, signed with another secret, or unsigned', async () => {
    const delivery = receiver.received.at(-1);
    if (!delivery) throw new Error('no delivery');
    const tampered = Buffer.from(delivery.rawBody.toString().replace('DELIVERED', 'CANCELED'));
    const reasonOf = (body: Buffer, headers: Record<string, string | undefined>) => {
      try {
        print.parseWebhook(body, headers);
        return 'accepted';
      } catch (error) {
        return error instanceof InvalidPrintWebhookError ? error.reason : 'other';
      }
    };
    const signature = delivery.headers['lulu-hmac-sha256'] as string;
    expect(reasonOf(tampered, { 'lulu-hmac-sha256': signature })).toBe('bad_signature');
    expect(
      reasonOf(delivery.rawBody, {
        'lulu-hmac-sha256': signWebhookBody('another', delivery.rawBody),
      }),
    ).toBe('bad_signature');
    expect(reasonOf(delivery.rawBody, {})).toBe('missing_signature');
    const garbage = Buffer.from('not json');
    expect(
      reasonOf(garbage, {
        'lulu-hmac-sha256': signWebhookBody(lab.credentials.clientSecret, garbage),
      }),
    ).toBe('malformed');
  });

  it('passes an unknown status in a webhook through, and ignores other topics', async () => {
    const secret = lab.credentials.clientSecret;
    const body = Buffer.from(
      JSON.stringify({
        topic: 'PRINT_JOB_STATUS_CHANGED',
        data: { id: 5, external_id: 'x', status: { name: 'LOST_AT_SEA' } },
      }),
    );
    expect(
      print.parseWebhook(body, { 'lulu-hmac-sha256': signWebhookBody(secret, body) }),
    ).toMatchObject({
      kind: 'status_changed',
      order: { providerId: '5', orderId: 'x', status: 'unknown', providerStatus: 'LOST_AT_SEA' },
    });
    const other = Buffer.from(JSON.stringify({ topic: 'SOMETHING_NEW', data: {} }));
    const base64 = Buffer.from(signWebhookBody(secret, other), 'hex').toString('base64');
    expect(print.parseWebhook(other, { 'lulu-hmac-sha256': base64 })).toEqual({
      kind: 'ignored',
      topic: 'SOMETHING_NEW',
    });
  });
});
