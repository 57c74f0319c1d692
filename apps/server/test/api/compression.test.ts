import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeWebDist, FAKE_ASSET_PATH, FAKE_ASSET_SOURCE } from '../helpers/fake-web-dist';
import { signedInParent } from '../helpers/factories';
import { startPurchase, testCheckoutOf } from '../helpers/purchases';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = createFakeWebDist();
  t = await createTestApp({ WEB_DIST: webDist }, { workers: false });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('built assets, precompressed at build time', () => {
  it('are sent as brotli when the browser takes it, gzip otherwise, raw to anyone else', async () => {
    const br = await get(FAKE_ASSET_PATH, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(FAKE_ASSET_SOURCE);

    const gz = await get(FAKE_ASSET_PATH, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(FAKE_ASSET_SOURCE);

    const raw = await get(FAKE_ASSET_PATH);
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe(FAKE_ASSET_SOURCE);
  });

  it('never serve the compressed files under their own names', async () => {
    const res = await get(`${FAKE_ASSET_PATH}.br`);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('dynamic responses', () => {
  it('compress JSON over ~1 KB and leave smaller answers alone', async () => {
    const big = await get('/api/docs/json', { 'accept-encoding': 'br, gzip' });
    const parent = await signedInParent(t);
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    const doc = JSON.parse(brotliDecompressSync(big.rawPayload).toString()) as object;
    expect(doc).toHaveProperty('openapi');
    expect(big.rawPayload.length).toBeLessThan(Buffer.byteLength(JSON.stringify(doc)) / 4);

    const profile = await parent.client.request({
      method: 'GET',
      url: `/api/getUserProfile/${parent.user.user_uid}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(profile.status).toBe(200);
    expect(profile.raw.rawPayload.length).toBeLessThan(1024);
    expect(profile.headers['content-encoding']).toBeUndefined();
  });

  it('compress server-rendered pages over the threshold, not the ~0.7 KB index.html', async () => {
    const parent = await signedInParent(t);
    const started = await startPurchase(parent.client, 'credits-10', parent.user);
    const checkout = await parent.client.request({
      method: 'GET',
      url: testCheckoutOf(started.body.url).path,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(checkout.status).toBe(200);
    expect(checkout.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(checkout.raw.rawPayload).toString()).toContain('Card number');

    const index = await get('/', { accept: 'text/html', 'accept-encoding': 'br, gzip' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-encoding']).toBeUndefined();
  });
});

describe('stored files', () => {
  async function storedMp3() {
    const key = `stories/${randomUUID()}/narration.mp3`;
    const data = Buffer.from(Array.from({ length: 8192 }, (_, i) => i % 7));
    await t.ctx.storage.put(key, data, 'audio/mpeg');
    const url = new URL(await t.ctx.storage.signedUrl(key));
    return { data, url: `${url.pathname}${url.search}` };
  }

  it('answer a byte range of an MP3 with 206 and the raw bytes, even to a browser that takes brotli', async () => {
    const { data, url } = await storedMp3();
    const part = await get(url, { range: 'bytes=100-1099', 'accept-encoding': 'br, gzip' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${data.length}`);
    expect(part.rawPayload.equals(data.subarray(100, 1100))).toBe(true);

    // Audio is compressed already: the whole file goes as it is too.
    const whole = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.rawPayload.equals(data)).toBe(true);
  });
});
