import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeWebDist, FAKE_ASSET_PATH } from '../helpers/fake-web-dist';
import { signedInParent } from '../helpers/factories';
import { openTestCheckout, startPurchase } from '../helpers/purchases';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = createFakeWebDist();
  t = await createTestApp({ WEB_DIST: webDist, GA_MEASUREMENT_ID: 'G-TEST' }, { workers: false });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const page = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });

/** A stored file and its signed link, as a story's narration would have. */
async function storedFileUrl() {
  const key = `stories/${randomUUID()}/narration.mp3`;
  await t.ctx.storage.put(key, Buffer.alloc(4096, 0xff), 'audio/mpeg');
  const url = new URL(await t.ctx.storage.signedUrl(key));
  return `${url.pathname}${url.search}`;
}

function cspDirective(policy: string | undefined, name: string) {
  return (policy ?? '')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));
}

describe('security headers', () => {
  it('marks every kind of response nosniff and never frameable', async () => {
    const responses = {
      json: await t.app.inject({ method: 'GET', url: '/api/health' }),
      notFoundJson: await t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      badInput: await t.app.inject({ method: 'GET', url: '/api/getSharedStoryImage/not-a-uuid' }),
      spa: await page('/'),
      share: await page(`/share/${randomUUID()}`),
      asset: await t.app.inject({ method: 'GET', url: FAKE_ASSET_PATH }),
      file: await t.app.inject({ method: 'GET', url: await storedFileUrl() }),
      docs: await t.app.inject({ method: 'GET', url: '/api/docs/json' }),
    };
    for (const [kind, res] of Object.entries(responses)) {
      expect([kind, res.headers['x-content-type-options']]).toEqual([kind, 'nosniff']);
      expect([kind, res.headers['x-frame-options']]).toEqual([kind, 'DENY']);
      expect([
        kind,
        cspDirective(res.headers['content-security-policy'] as string, 'frame-ancestors'),
      ]).toEqual([kind, "frame-ancestors 'none'"]);
      expect(res.headers['referrer-policy'], kind).toBeDefined();
    }
    expect(responses.badInput.statusCode).toBe(400);
    expect(responses.notFoundJson.statusCode).toBe(404);
    // The signed URL is the credential: it must not leak as a Referer.
    expect(responses.file.headers['referrer-policy']).toBe('no-referrer');
    expect(responses.spa.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('gives the web app and the share page a policy: scripts only from us and the consented tag', async () => {
    for (const url of ['/', '/mystories', `/share/${randomUUID()}`]) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const policy = res.headers['content-security-policy'] as string;
      expect(cspDirective(policy, 'default-src')).toBe("default-src 'self'");
      expect(cspDirective(policy, 'script-src')).toBe(
        "script-src 'self' https://www.googletagmanager.com",
      );
      expect(policy).not.toContain("'unsafe-eval'");
      expect(cspDirective(policy, 'script-src')).not.toContain("'unsafe-inline'");
      expect(cspDirective(policy, 'object-src')).toBe("object-src 'none'");
      // Signed file links are absolute from PUBLIC_URL.
      expect(cspDirective(policy, 'media-src')).toContain('http://localhost:3000');
      expect(cspDirective(policy, 'img-src')).toContain('http://localhost:3000');
      expect(cspDirective(policy, 'connect-src')).toContain('https://*.google-analytics.com');
    }
  });

  it('keeps the test checkout page on its own stricter policy: its one stylesheet by hash, no scripts', async () => {
    const parent = await signedInParent(t);
    const started = await startPurchase(parent.client, 'credits-10', parent.user);
    const { page: checkout } = await openTestCheckout(parent.client, started.body.url);
    const policy = checkout.headers['content-security-policy'] as string;
    expect(cspDirective(policy, 'default-src')).toBe("default-src 'none'");
    expect(cspDirective(policy, 'style-src')).toMatch(/^style-src 'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(policy).not.toContain('unsafe-inline');
    expect(checkout.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends no HSTS on a plain-http site', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves the OpenAPI page outside production', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
  });
});

describe('in production, behind https', () => {
  const production = {
    NODE_ENV: 'production',
    SESSION_SECRET: 's'.repeat(64),
    ALLOW_TEST_CHECKOUT: 'true',
    PUBLIC_URL: 'https://stories.example.com',
  };

  it('sends HSTS and hides /api/docs', async () => {
    const prod = await createTestApp(production, { workers: false });
    try {
      const health = await prod.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.headers['strict-transport-security']).toBe('max-age=31536000');
      for (const url of ['/api/docs', '/api/docs/json']) {
        const docs = await prod.app.inject({ method: 'GET', url });
        expect(docs.statusCode).toBe(404);
        expect(docs.headers['strict-transport-security']).toBe('max-age=31536000');
      }
    } finally {
      await prod.close();
    }
  });

  it('serves /api/docs when API_DOCS=on says so', async () => {
    const prod = await createTestApp({ ...production, API_DOCS: 'on' }, { workers: false });
    try {
      const docs = await prod.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(docs.statusCode).toBe(200);
    } finally {
      await prod.close();
    }
  });
});
