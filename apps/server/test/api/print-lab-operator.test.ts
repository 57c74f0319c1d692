import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printLabCredentials } from '../../src/providers/print/lab-credentials';
import { signedInParent } from '../helpers/factories';
import {
  coverPdf,
  interiorPdf,
  operatorClient,
  startFileServer,
  US_ADDRESS,
} from '../helpers/print-lab';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 29 point 14: the print lab's page and buttons are the operator's alone. A stranger with
 * no session and another parent see no job, order id, city or form token, and can move nothing —
 * not even with a job's real form token, nor by making the operator's browser post from another
 * site — in development and in production (where the page is off unless PRINT_LAB_PAGE=on).
 */
let files: Awaited<ReturnType<typeof startFileServer>>;
let interiorUrl: string;
let coverUrl: string;
beforeAll(async () => {
  files = await startFileServer();
  interiorUrl = files.put('interior.pdf', await interiorPdf());
  coverUrl = files.put('cover.pdf', await coverPdf());
});
afterAll(async () => files.close());

const TOKEN_URL = '/print-lab/api/auth/realms/glasstree/protocol/openid-connect/token';

async function createJob(t: TestApp, externalId: string) {
  const { clientKey, clientSecret } = printLabCredentials(t.config.sessionSecret);
  const auth = await t.app.inject({
    method: 'POST',
    url: TOKEN_URL,
    headers: {
      authorization: `Basic ${Buffer.from(`${clientKey}:${clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'grant_type=client_credentials',
  });
  const { access_token: token } = auth.json() as { access_token: string };
  const res = await t.app.inject({
    method: 'POST',
    url: '/print-lab/api/print-jobs/',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      external_id: externalId,
      contact_email: 'print@starrynightstory.test',
      shipping_level: 'GROUND',
      shipping_address: {
        name: US_ADDRESS.name,
        street1: US_ADDRESS.street1,
        city: 'Springfield',
        state_code: 'IL',
        postcode: '62701',
        country_code: 'US',
        phone_number: US_ADDRESS.phoneNumber,
        email: 'print@starrynightstory.test',
      },
      line_items: [
        {
          title: 'The secret garden book',
          quantity: 1,
          printable_normalization: {
            pod_package_id: '0850X0850.FC.PRE.CW.080CW444.MXX',
            interior: { source_url: interiorUrl },
            cover: { source_url: coverUrl },
          },
        },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  await t.ctx.background.idle();
  return (res.json() as { id: number }).id;
}

const statusOf = async (t: TestApp, id: number) => (await t.ctx.printLab?.getJob(id))?.status.name;
const formTokenOn = (page: string, id: number) =>
  /name="token" value="([^"]+)"/.exec(page.slice(page.indexOf(`id="job-${id}"`)))?.[1];

/** Nothing of any job in what a stranger got. */
function expectNothingShown(body: string, id: number, externalId: string) {
  expect(body).not.toContain(externalId);
  expect(body).not.toContain('Springfield');
  expect(body).not.toContain(`job-${id}`);
  expect(body).not.toContain('secret garden');
  expect(body).not.toMatch(/name="token" value=/);
}

async function strangersGetNothing(t: TestApp) {
  const externalId = `order-${Math.random().toString(36).slice(2)}`;
  const id = await createJob(t, externalId);
  const operator = await operatorClient(t);
  const formToken = formTokenOn((await operator.get<string>('/print-lab')).body, id);
  expect(formToken).toBeTruthy();

  const parent = await signedInParent(t);
  for (const visitor of [t.client(), parent.client]) {
    const page = await visitor.get<string>('/print-lab');
    expect(page.status).toBe(401);
    expect(page.headers['cache-control']).toBe('no-store');
    expectNothingShown(page.body, id, externalId);
    const withNotice = await visitor.get<string>('/print-lab?notice=moved');
    expectNothingShown(withNotice.body, id, externalId);

    // Even the job's real form token moves nothing without the operator's credential.
    const act = await visitor.request<string>({
      method: 'POST',
      url: `/print-lab/jobs/${id}/act`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action: 'reject', token: formToken ?? '' }).toString(),
      csrf: false,
    });
    expect(act.status).toBe(401);
    expectNothingShown(act.body, id, externalId);
    const guess = await visitor.request<string>({
      method: 'POST',
      url: '/print-lab/sign-in',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: 'a'.repeat(64) }).toString(),
      csrf: false,
    });
    expect(guess.status).toBe(401);
    expect(guess.headers['set-cookie']).toBeUndefined();
  }
  expect(await statusOf(t, id)).toBe('PRODUCTION_DELAYED');

  // Another site's form, posted by the operator's own browser: refused, nothing changed.
  for (const headers of [
    { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    { origin: 'https://evil.example' },
    // An old browser without Fetch Metadata (the test client sends same-origin unless told).
    { origin: 'null', 'sec-fetch-site': '' },
    { 'sec-fetch-site': 'same-site' },
  ]) {
    const res = await operator.request<string>({
      method: 'POST',
      url: `/print-lab/jobs/${id}/act`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({ action: 'reject', token: formToken ?? '' }).toString(),
      csrf: false,
    });
    expect(res.status).toBe(403);
    expectNothingShown(res.body, id, externalId);
  }
  expect(await statusOf(t, id)).toBe('PRODUCTION_DELAYED');

  // The operator's own page still works, from the page itself.
  const own = await operator.request({
    method: 'POST',
    url: `/print-lab/jobs/${id}/act`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      // As Chrome sends a form post of this page under its no-referrer policy.
      origin: 'null',
      'sec-fetch-site': 'same-origin',
    },
    payload: new URLSearchParams({ action: 'start_production', token: formToken ?? '' }).toString(),
    csrf: false,
  });
  expect(own.status).toBe(303);
  expect(await statusOf(t, id)).toBe('IN_PRODUCTION');
}

describe('the print lab page, in development', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { workers: false });
  });
  afterAll(async () => t.close());

  it('shows a stranger and another parent nothing and lets them do nothing', async () => {
    await strangersGetNothing(t);
  });

  it('takes the operator token as a header too, and a configured PRINT_LAB_TOKEN', async () => {
    const externalId = 'order-header';
    const id = await createJob(t, externalId);
    const { readFileSync } = await import('node:fs');
    const token = readFileSync(`${t.config.dataDir}/print-lab-token`, 'utf8').trim();
    const res = await t.app.inject({
      method: 'GET',
      url: '/print-lab',
      headers: { 'x-print-lab-token': token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(externalId);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/print-lab',
      headers: { 'x-print-lab-token': 'f'.repeat(token.length) },
    });
    expect(wrong.statusCode).toBe(401);
    expectNothingShown(wrong.body, id, externalId);
  });
});

describe('the print lab page, in production', () => {
  const production = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'a-production-secret-for-the-print-lab-tests',
    ALLOW_TEST_CHECKOUT: 'true',
  };

  it('is not there unless PRINT_LAB_PAGE=on (the lab’s API still serves the adapter)', async () => {
    const t = await createTestApp(production, { workers: false });
    try {
      expect(t.ctx.print.kind).toBe('lab');
      for (const [method, url] of [
        ['GET', '/print-lab'],
        ['POST', '/print-lab/sign-in'],
        ['POST', '/print-lab/jobs/1/act'],
      ] as const) {
        const res = await t.app.inject({ method, url });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('Test mode');
      }
      await createJob(t, 'order-prod-off');
    } finally {
      await t.close();
    }
  });

  it('with PRINT_LAB_PAGE=on, shows a stranger and another parent nothing', async () => {
    const t = await createTestApp(
      { ...production, PRINT_LAB_PAGE: 'on', PRINT_LAB_TOKEN: 'p'.repeat(40) },
      { workers: false },
    );
    try {
      const { writeFileSync } = await import('node:fs');
      // The configured token wins; the helper reads the file, so put the same one there.
      writeFileSync(`${t.config.dataDir}/print-lab-token`, 'p'.repeat(40));
      await strangersGetNothing(t);
    } finally {
      await t.close();
    }
  });
});
