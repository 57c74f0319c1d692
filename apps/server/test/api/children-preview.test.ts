import { Resvg } from '@resvg/resvg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../src/db/schema';
import { sha256 } from '../../src/lib/tokens';
import { CHILD } from '../helpers/children';
import { signedInParent, type TestClient } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
});
afterAll(async () => t.close());

const LOOK = { appearance: CHILD.appearance, pronouns: 'she', favouriteColour: 'purple' } as const;

const preview = (client: TestClient, body: unknown) =>
  client.post<string>('/api/children/preview', body);

describe('POST /api/children/preview: the avatar builder’s live picture', () => {
  it('answers an SVG portrait that renders, the same for the same look', async () => {
    const { client } = await signedInParent(t);
    const res = await preview(client, LOOK);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const svg = res.raw.body;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|on\w+=|href=/i);
    // The chosen colours are in it: skin (brown), hair (black) and the favourite colour's top.
    for (const hex of ['#8d5a3b', '#1f1714', '#9b72e0']) expect(svg).toContain(hex);
    const png = new Resvg(svg).render();
    expect([png.width, png.height]).toEqual([512, 512]);

    expect((await preview(client, LOOK)).raw.body).toBe(svg);
    const changes = [
      { appearance: { ...LOOK.appearance, skinTone: 'porcelain' } },
      { appearance: { ...LOOK.appearance, hairStyle: 'long' } },
      { appearance: { ...LOOK.appearance, glasses: false } },
      { appearance: { ...LOOK.appearance, freckles: true } },
      { appearance: { ...LOOK.appearance, eyeColour: 'green' } },
      { favouriteColour: 'orange' },
    ];
    const drawn = new Set([svg]);
    for (const change of changes)
      drawn.add((await preview(client, { ...LOOK, ...change })).raw.body);
    expect(drawn.size).toBe(changes.length + 1);
  });

  it('draws every hair style, skin tone and the headscarf', async () => {
    const { client } = await signedInParent(t);
    for (const hairStyle of [
      'short',
      'long',
      'curly',
      'coily',
      'braids',
      'buns',
      'ponytail',
      'shaved',
      'covered',
    ]) {
      const res = await preview(client, { ...LOOK, appearance: { ...LOOK.appearance, hairStyle } });
      expect(res.status, hairStyle).toBe(200);
    }
  });

  it('refuses a bad look with the contract’s message', async () => {
    const { client } = await signedInParent(t);
    const res = await preview(client, {
      ...LOOK,
      appearance: { ...LOOK.appearance, skinTone: 'green' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      errors: [{ msg: 'appearance.skinTone: Please choose a skin tone' }],
    });
    expect((await preview(client, { ...LOOK, favouriteColour: undefined })).status).toBe(400);
  });

  it('is limited per parent (429 with Retry-After), not per address', async () => {
    const me = await signedInParent(t);
    const other = await signedInParent(t);
    // As if the parent had clicked through 600 looks in the last minutes.
    await t.ctx.database.db.insert(rateLimits).values({
      key: `avatar-preview:${sha256(me.user.user_uid)}`,
      windowStart: new Date(),
      count: 600,
    });
    const res = await preview(me.client, LOOK);
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await preview(other.client, LOOK)).status).toBe(200);
  });
});
