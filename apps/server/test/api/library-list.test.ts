import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdChild } from '../helpers/children';
import { signedInParent } from '../helpers/factories';
import { getLibrary, setStoryTitle, wholeLibrary } from '../helpers/library';
import { createCompletedStory } from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/library', () => {
  it('pages through the parent’s own stories, newest first, each once', async () => {
    const me = await signedInParent(t);
    const other = await signedInParent(t);
    const written = [];
    for (const hero of ['Ada', 'Ben', 'Cleo', 'Dev', 'Eli']) {
      written.push(await createCompletedStory(me.client, { hero }));
    }
    await createCompletedStory(other.client, { hero: 'Stranger' });

    const first = await getLibrary(me.client, { limit: '2' });
    expect(first.status).toBe(200);
    expect(first.body.stories.map((s) => s.hero)).toEqual(['Eli', 'Dev']);
    expect(first.body.nextCursor).toEqual(expect.any(String));

    const all = await wholeLibrary(me.client, { limit: '2' });
    expect(all.pages).toBe(3);
    expect(all.stories.map((s) => s.uuid)).toEqual(written.map((s) => s.uuid).reverse());

    // Another parent never sees them, however they page.
    const theirs = await wholeLibrary(other.client);
    expect(theirs.stories.map((s) => s.hero)).toEqual(['Stranger']);
  });

  it('describes each story as its card shows it', async () => {
    const me = await signedInParent(t);
    const story = await createCompletedStory(me.client, { hero: 'Maya' });
    const res = await getLibrary(me.client);
    expect(res.body).toEqual({ stories: [expect.any(Object)], nextCursor: null, children: [] });
    const [card] = res.body.stories;
    expect(card).toEqual({
      uuid: story.uuid,
      title: story.title ?? "Maya's bedtime story",
      hero: 'Maya',
      elements: story.elements,
      genre: 'Fantasy',
      status: 'completed',
      createdAt: story.createdAt,
      childIds: [],
      childNames: [],
      narrated: false,
      hasBook: false,
      shared: false,
      thumbnails: {
        small: expect.stringMatching(new RegExp(`^/api/storyThumbnail/${story.uuid}/400\\?v=`)),
        large: expect.stringMatching(new RegExp(`^/api/storyThumbnail/${story.uuid}/800\\?v=`)),
      },
    });

    // A story with no title yet shows the story page's title (docs/product.md#loadedstory).
    await setStoryTitle(t, story.uuid, null);
    expect((await getLibrary(me.client)).body.stories[0]?.title).toBe("Maya's bedtime story");
  });

  it('filters by child and lists the parent’s children', async () => {
    const me = await signedInParent(t);
    const maya = await createdChild(me.client, { name: 'Maya' });
    const leo = await createdChild(me.client, { name: 'Leo', pronouns: 'he' });
    const both = await createCompletedStory(me.client, {
      hero: 'Maya',
      childIds: [maya.id, leo.id],
    });
    const leos = await createCompletedStory(me.client, { hero: 'Leo', childIds: [leo.id] });
    await createCompletedStory(me.client, { hero: 'Someone' });

    const all = await getLibrary(me.client);
    expect(all.body.children).toEqual([
      { id: maya.id, name: 'Maya' },
      { id: leo.id, name: 'Leo' },
    ]);
    expect(all.body.stories).toHaveLength(3);
    expect(all.body.stories.find((s) => s.uuid === both.uuid)).toMatchObject({
      childIds: [maya.id, leo.id],
      childNames: ['Maya', 'Leo'],
    });

    const forLeo = await getLibrary(me.client, { child: leo.id });
    expect(forLeo.body.stories.map((s) => s.uuid)).toEqual([leos.uuid, both.uuid]);
    const forMaya = await getLibrary(me.client, { child: maya.id });
    expect(forMaya.body.stories.map((s) => s.uuid)).toEqual([both.uuid]);

    // Another parent's child filters to nothing of theirs, and shows nothing of ours.
    const other = await signedInParent(t);
    expect((await getLibrary(other.client, { child: leo.id })).body.stories).toEqual([]);
  });

  it('searches title, hero and elements case-insensitively, wildcards taken literally', async () => {
    const me = await signedInParent(t);
    const dragon = await createCompletedStory(me.client, {
      hero: 'Nia',
      elements: 'a red Dragon, a kite, the sea',
    });
    const elements = 'a kite, a boat, a star';
    const percent = await createCompletedStory(me.client, { hero: 'Omar', elements });
    const underscore = await createCompletedStory(me.client, { hero: 'Pia', elements });
    const plain = await createCompletedStory(me.client, { hero: 'Quinn', elements });
    await setStoryTitle(t, percent.uuid, 'A 100% brave night');
    await setStoryTitle(t, underscore.uuid, 'The snake_case owl');
    await setStoryTitle(t, plain.uuid, 'A 1000 brave snakescase owls');
    const other = await signedInParent(t);
    await createCompletedStory(other.client, {
      hero: 'Nia',
      elements: 'a red dragon, a kite, the sea',
    });

    const found = async (q: string) =>
      (await getLibrary(me.client, { q })).body.stories.map((s) => s.uuid);
    expect(await found('dRaGoN')).toEqual([dragon.uuid]);
    expect(await found('nia')).toEqual([dragon.uuid]);
    expect(await found('100%')).toEqual([percent.uuid]);
    expect(await found('e_c')).toEqual([underscore.uuid]);
    expect(await found('%')).toEqual([percent.uuid]);
    expect(await found('_')).toEqual([underscore.uuid]);
    expect(await found('\\')).toEqual([]);
    expect(await found('nothing like it')).toEqual([]);
    // Blank is no search at all.
    expect(await found('   ')).toHaveLength(4);
  });

  it('answers bad input with a 400 and changes nothing', async () => {
    const me = await signedInParent(t);
    await createCompletedStory(me.client);
    const badQueries: Record<string, string>[] = [
      { limit: '0' },
      { limit: '51' },
      { limit: 'ten' },
      { limit: '2.5' },
      { child: 'not-a-uuid' },
      { q: 'x'.repeat(101) },
      { cursor: 'not-a-cursor' },
      { cursor: Buffer.from('2026-01-01T00:00:00.000000Z|nope').toString('base64url') },
    ];
    for (const query of badQueries) {
      const res = await getLibrary(me.client, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toMatchObject({
        errors: [expect.objectContaining({ msg: expect.any(String) })],
      });
    }
    expect((await getLibrary(me.client, { limit: '50' })).status).toBe(200);
  });

  it.each([
    ['30 February', '2026-02-30T10:00:00.000000Z'],
    ['the year 0000', '0000-06-01T10:00:00.000000Z'],
    ['month 13', '2026-13-01T10:00:00.000000Z'],
    ['31 April', '2026-04-31T10:00:00.000000Z'],
    ['24:00', '2026-01-01T24:00:00.000000Z'],
    ['a 60th second', '2026-01-01T23:59:60.000000Z'],
    ['a 29 February of a common year', '2025-02-29T10:00:00.000000Z'],
  ])('answers a cursor on %s with a 400 on `cursor`, not a 500 (issue 31)', async (_, at) => {
    const me = await signedInParent(t);
    await createCompletedStory(me.client);
    const cursor = Buffer.from(`${at}|0b8a3c1e-2f4d-4a5b-9c6d-7e8f9a0b1c2d`).toString('base64url');
    const res = await getLibrary(me.client, { cursor });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: [expect.objectContaining({ path: 'cursor' })] });
  });

  it('still takes a cursor on 29 February of a leap year', async () => {
    const me = await signedInParent(t);
    await createCompletedStory(me.client);
    const at = '2028-02-29T23:59:59.999999Z';
    const cursor = Buffer.from(`${at}|0b8a3c1e-2f4d-4a5b-9c6d-7e8f9a0b1c2d`).toString('base64url');
    const res = await getLibrary(me.client, { cursor });
    expect(res.status).toBe(200);
    expect(res.body.stories).toHaveLength(1);
  });

  it('is for signed-in parents only', async () => {
    const res = await t.client().get('/api/library');
    expect(res.status).toBe(401);
  });
});
