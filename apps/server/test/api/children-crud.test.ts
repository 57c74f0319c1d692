import type { Child } from '@sns/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHILD, addChild, childRows, createdChild } from '../helpers/children';
import { newClient, signedInParent } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('a parent’s children: /api/children', () => {
  it('adds, lists (oldest first), reads, replaces and deletes a child', async () => {
    const { client } = await signedInParent(t);
    expect((await client.get('/api/children')).body).toEqual([]);

    const created = await addChild(client);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(UUID) as unknown,
      ...CHILD,
      birthday: null,
      language: 'en',
      createdAt: expect.any(String) as unknown,
    });
    const leo = await createdChild(client, {
      name: '  Leo ',
      pronouns: 'he',
      favouriteThings: [' trains '],
    });
    expect(leo).toMatchObject({ name: 'Leo', favouriteThings: ['trains'] });

    const list = await client.get<Child[]>('/api/children');
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body.map((c) => c.name)).toEqual(['Maya', 'Leo']);
    expect((await client.get(`/api/children/${leo.id}`)).body).toEqual(leo);

    const replaced = await client.request<Child>({
      method: 'PUT',
      url: `/api/children/${created.body.id}`,
      payload: {
        ...CHILD,
        name: 'Maya Rose',
        appearance: { ...CHILD.appearance, hairStyle: 'braids', glasses: false },
        // A full replace: what is left out goes back to its default.
        favouriteThings: undefined,
      },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toEqual({
      ...created.body,
      name: 'Maya Rose',
      appearance: { ...CHILD.appearance, hairStyle: 'braids', glasses: false },
      favouriteThings: [],
    });

    const deleted = await client.request({ method: 'DELETE', url: `/api/children/${leo.id}` });
    expect(deleted.status).toBe(204);
    expect(deleted.raw.body).toBe('');
    expect((await client.get(`/api/children/${leo.id}`)).status).toBe(404);
    const after = await client.get<Child[]>('/api/children');
    expect(after.body).toEqual([replaced.body]);
  });

  it('works the age out from a birthday, whatever age was sent, clamped to 1–15', async () => {
    const { client } = await signedInParent(t);
    const today = new Date();
    const yearsAgo = (years: number) =>
      `${today.getUTCFullYear() - years}-01-01`.replace(/^(\d+)/, (y) => y.padStart(4, '0'));
    // 1 January: already had this year's birthday, whatever the date today.
    expect(await createdChild(client, { age: 12, birthday: yearsAgo(7) })).toMatchObject({
      age: 7,
      birthday: yearsAgo(7),
    });
    expect((await createdChild(client, { age: 3, birthday: yearsAgo(30) })).age).toBe(15);
    expect((await createdChild(client, { age: 9, birthday: yearsAgo(0) })).age).toBe(1);
    // Without a birthday the age is taken as sent.
    expect(await createdChild(client, { age: 9, birthday: null })).toMatchObject({
      age: 9,
      birthday: null,
    });
  });

  it('keeps each parent to their own children: 404 for another parent’s, as for none', async () => {
    const me = await signedInParent(t);
    const other = await signedInParent(t);
    const theirs = await createdChild(other.client, { name: 'Ada' });
    const before = await childRows(t);

    const missing = '00000000-0000-4000-8000-000000000000';
    for (const id of [theirs.id, missing]) {
      const read = await me.client.get(`/api/children/${id}`);
      expect(read.status).toBe(404);
      expect(read.body).toMatchObject({ message: 'That child was not found.' });
      const put = await me.client.request({
        method: 'PUT',
        url: `/api/children/${id}`,
        payload: { ...CHILD, name: 'Stolen' },
      });
      expect(put.status).toBe(404);
      expect(put.body).toEqual(read.body);
      const del = await me.client.request({ method: 'DELETE', url: `/api/children/${id}` });
      expect(del.status).toBe(404);
      expect(del.body).toEqual(read.body);
    }
    expect((await me.client.get('/api/children')).body).toEqual([]);
    expect(await childRows(t)).toEqual(before);
    expect((await other.client.get(`/api/children/${theirs.id}`)).body).toEqual(theirs);
  });

  it('needs a session (401) for every call, and the CSRF token (403) for every change', async () => {
    const { client } = await signedInParent(t);
    const mine = await createdChild(client);
    const before = await childRows(t);
    const stranger = newClient(t);
    const calls = [
      { method: 'GET', url: '/api/children' },
      { method: 'GET', url: `/api/children/${mine.id}` },
      { method: 'POST', url: '/api/children', payload: CHILD },
      { method: 'PUT', url: `/api/children/${mine.id}`, payload: CHILD },
      { method: 'DELETE', url: `/api/children/${mine.id}` },
      {
        method: 'POST',
        url: '/api/children/preview',
        payload: { appearance: CHILD.appearance, pronouns: 'she', favouriteColour: 'red' },
      },
    ] as const;
    for (const call of calls) {
      expect((await stranger.request(call)).status, `${call.method} ${call.url}`).toBe(401);
    }
    for (const call of calls.filter((c) => c.method !== 'GET')) {
      const res = await client.request({ ...call, csrf: false });
      expect(res.status, `${call.method} ${call.url}`).toBe(403);
    }
    expect(await childRows(t)).toEqual(before);
  });

  it(`keeps at most 12 children per parent, even when added at once`, async () => {
    const { client } = await signedInParent(t);
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) => addChild(client, { name: `Child ${i + 1}` })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(12);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => a.status)).toEqual([400, 400]);
    expect(refused[0]?.body).toMatchObject({
      errors: [{ msg: 'You can keep up to 12 children. Please remove one before adding another.' }],
    });
    const list = await client.get<Child[]>('/api/children');
    expect(list.body).toHaveLength(12);

    // Room again after one is deleted; another parent is not affected by this one's dozen.
    await client.request({ method: 'DELETE', url: `/api/children/${list.body[0]?.id}` });
    expect((await addChild(client, { name: 'Thirteenth' })).status).toBe(201);
    expect((await addChild((await signedInParent(t)).client)).status).toBe(201);
  });
});
