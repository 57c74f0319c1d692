import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printLabCredentials } from '../../src/providers/print/lab-credentials';
import { coverPdf, interiorPdf, operatorClient, startFileServer } from '../helpers/print-lab';
import { createTestApp, type TestApp } from '../helpers/test-app';

const POD = '0850X0850FCPRECW080CW444MXX';
const TOKEN_URL = '/print-lab/api/auth/realms/glasstree/protocol/openid-connect/token';

let files: Awaited<ReturnType<typeof startFileServer>>;
let interiorUrl: string;
let coverUrl: string;
beforeAll(async () => {
  files = await startFileServer();
  interiorUrl = files.put('interior.pdf', await interiorPdf());
  coverUrl = files.put('cover.pdf', await coverPdf());
});
afterAll(async () => files.close());

/** A bearer token from the lab's token endpoint, as the adapter gets one. */
async function labToken(t: TestApp) {
  const { clientKey, clientSecret } = printLabCredentials(t.config.sessionSecret);
  const res = await t.app.inject({
    method: 'POST',
    url: TOKEN_URL,
    headers: {
      authorization: `Basic ${Buffer.from(`${clientKey}:${clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'grant_type=client_credentials',
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { access_token: string }).access_token;
}

/** A print job sent to the lab's POST /print-jobs/ in Lulu's shape; settled by its file check. */
async function createJob(t: TestApp, externalId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/print-lab/api/print-jobs/',
    headers: { authorization: `Bearer ${await labToken(t)}` },
    payload: {
      external_id: externalId,
      contact_email: 'print@starrynightstory.test',
      shipping_level: 'GROUND',
      production_delay: 60,
      shipping_address: {
        name: 'Grandma Rose',
        street1: '12 Elm Street',
        city: 'Springfield',
        state_code: 'IL',
        postcode: '62701',
        country_code: 'US',
        phone_number: '+1 217 555 0100',
        email: 'print@starrynightstory.test',
      },
      line_items: [
        {
          title: "Leo's dragon stories",
          quantity: 2,
          printable_normalization: {
            pod_package_id: POD,
            interior: { source_url: interiorUrl },
            cover: { source_url: coverUrl },
          },
        },
      ],
    },
  });
  expect(res.statusCode).toBe(201);
  const job = res.json() as { id: number; status: { name: string } };
  expect(job.status.name).toBe('CREATED');
  await t.ctx.background.idle();
  return job.id;
}

const statusOf = async (t: TestApp, id: number) => (await t.ctx.printLab?.getJob(id))?.status.name;

/** The page's hidden form token for a job, read as a browser would see it. */
function formTokenOn(page: string, id: number) {
  const card = page.slice(page.indexOf(`id="job-${id}"`));
  return /name="token" value="([^"]+)"/.exec(card)?.[1];
}

describe('the print lab, without Lulu keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { workers: false });
  });
  afterAll(async () => t.close());

  it('is mounted: its API wants the lab’s own credentials', async () => {
    expect(t.ctx.print.kind).toBe('lab');
    const wrong = await t.app.inject({
      method: 'POST',
      url: TOKEN_URL,
      headers: {
        authorization: `Basic ${Buffer.from('print-lab:guess').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=client_credentials',
    });
    expect(wrong.statusCode).toBe(401);
    expect(await labToken(t)).toMatch(/^lab1\./);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/print-lab/api/print-jobs/',
      headers: { authorization: 'Bearer lab1.1.99999999999999.' + 'A'.repeat(43) },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('shows its page, clearly in test mode, under the strict page headers', async () => {
    const id = await createJob(t, 'order-page-1');
    const page = await (await operatorClient(t)).get<string>('/print-lab');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('Test mode');
    expect(page.body).toContain(`id="job-${id}"`);
    for (const shown of [
      'order-page-1',
      'Leo&#39;s dragon stories',
      'Springfield, US',
      'PRODUCTION_DELAYED',
      '<dt>Pages</dt><dd>24</dd>',
      '<dt>Quantity</dt><dd>2</dd>',
    ])
      expect(page.body).toContain(shown);
    // Only what applies now: production can start or the file be rejected, nothing ships yet.
    expect(page.body).toMatch(
      /<button[^>]*value="start_production"[^>]*>Start production<\/button>/,
    );
    expect(page.body).toMatch(/<button[^>]*value="reject"[^>]*>Reject the file<\/button>/);
    expect(page.body).not.toMatch(/value="ship"/);
    // Nothing of the parent's address beyond city and country.
    expect(page.body).not.toContain('Elm Street');
    expect(page.body).not.toContain('555 0100');
  });

  it('moves a job by its buttons, each form carrying the job’s token; a forged post changes nothing', async () => {
    const id = await createJob(t, 'order-page-2');
    const client = await operatorClient(t);
    const press = (action: string, token: string | undefined) =>
      client.request<string>({
        method: 'POST',
        url: `/print-lab/jobs/${id}/act`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ action, ...(token ? { token } : {}) }).toString(),
        csrf: false,
      });

    expect((await press('start_production', undefined)).status).toBe(403);
    expect((await press('start_production', 'forged')).status).toBe(403);
    expect(await statusOf(t, id)).toBe('PRODUCTION_DELAYED');

    const token = formTokenOn((await client.get<string>('/print-lab')).body, id);
    const started = await press('start_production', token);
    expect(started.status).toBe(303);
    expect(started.headers.location).toBe(`/print-lab#job-${id}`);
    expect(await statusOf(t, id)).toBe('IN_PRODUCTION');

    expect((await press('ship', token)).status).toBe(303);
    const shipped = (await client.get<string>('/print-lab')).body;
    expect(shipped).toMatch(
      new RegExp(`SNSLAB${String(id).padStart(6, '0')}[0-9A-F]{6} · Lab Ground`),
    );
    // A button from an old page that no longer applies: nothing happens, and the page says so.
    const stale = await press('start_production', token);
    expect(stale.headers.location).toBe(`/print-lab?notice=moved#job-${id}`);
    expect(await statusOf(t, id)).toBe('SHIPPED');
    expect((await press('deliver', token)).status).toBe(303);
    expect(await statusOf(t, id)).toBe('DELIVERED');
    // Another job's token does not move this one.
    const other = await createJob(t, 'order-page-3');
    const res = await client.request({
      method: 'POST',
      url: `/print-lab/jobs/${other}/act`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action: 'reject', token: token ?? '' }).toString(),
      csrf: false,
    });
    expect(res.status).toBe(403);
    expect(await statusOf(t, other)).toBe('PRODUCTION_DELAYED');
  });

  it('lets its clock move a job once its production delay is over, then a few minutes a step', async () => {
    const lab = t.ctx.printLab;
    if (!lab) throw new Error('no lab');
    const id = await createJob(t, 'order-clock');
    const due = Date.parse(String((await lab.getJob(id))?.production_due_time));
    await lab.tick(new Date(due - 1000));
    expect(await statusOf(t, id)).toBe('PRODUCTION_DELAYED');
    await lab.tick(new Date(due + 1000));
    expect(await statusOf(t, id)).toBe('PRODUCTION_READY');
    // Each later step is timed from when the job entered its status.
    const ready = Date.parse(String((await lab.getJob(id))?.status.changed));
    await lab.tick(new Date(ready + 61_000));
    expect(await statusOf(t, id)).toBe('IN_PRODUCTION');
    const inProduction = Date.parse(String((await lab.getJob(id))?.status.changed));
    await lab.tick(new Date(inProduction + 121_000));
    expect(await statusOf(t, id)).toBe('SHIPPED');
    const shipped = Date.parse(String((await lab.getJob(id))?.status.changed));
    await lab.tick(new Date(shipped + 181_000));
    expect(await statusOf(t, id)).toBe('DELIVERED');
    await lab.tick(new Date(shipped + 10 * 3_600_000));
    expect(await statusOf(t, id)).toBe('DELIVERED');
  });
});

describe('the print lab across a restart', () => {
  it('keeps its jobs in the database', async () => {
    const first = await createTestApp({}, { workers: false, onDisk: true });
    let second: TestApp | undefined;
    try {
      const id = await createJob(first, 'order-restart');
      await first.close({ keepData: true });
      second = await createTestApp({}, { workers: false, reuse: first });
      const job = await second.ctx.printLab?.getJob(id);
      expect(job).toMatchObject({
        id,
        external_id: 'order-restart',
        status: { name: 'PRODUCTION_DELAYED' },
      });
      // Its tokens are still good: they are signed, not remembered.
      expect(await labToken(second)).toMatch(/^lab1\./);
    } finally {
      await second?.close();
    }
  });
});

describe('with Lulu keys', () => {
  it('prints with Lulu: the lab, its API and its page are not there', async () => {
    const t = await createTestApp(
      {
        LULU_CLIENT_KEY: 'key',
        LULU_CLIENT_SECRET: 'secret',
        LULU_ENV: 'sandbox',
        PRINT_CONTACT_EMAIL: 'print@starrynightstory.test',
      },
      { workers: false },
    );
    try {
      expect(t.ctx.print.kind).toBe('lulu');
      expect(t.ctx.printLab).toBeUndefined();
      for (const url of ['/print-lab', '/print-lab/api/print-jobs/', TOKEN_URL]) {
        const res = await t.app.inject({ method: url === TOKEN_URL ? 'POST' : 'GET', url });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('Test mode');
      }
    } finally {
      await t.close();
    }
  });
});
