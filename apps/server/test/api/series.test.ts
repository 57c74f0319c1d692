import type { ContinueStoryResponse, Series, SeriesList, Story } from '@sns/contract';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories } from '../../src/db/stories-schema';
import { creditsOf, setCredits, signedInParent } from '../helpers/factories';
import { createCompletedStory } from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { waitForWorker } from '../helpers/wait';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Client = Awaited<ReturnType<typeof signedInParent>>['client'];

const ELEMENTS = 'a brave dog called Colonel, the duck pond, a lost duckling';

const patch = <T = Record<string, unknown>>(client: Client, url: string, payload: unknown) =>
  client.request<T>({ method: 'PATCH', url, payload: payload as Record<string, unknown> });

const rowOf = async (id: string) =>
  (await t.ctx.database.db.select().from(stories).where(eq(stories.id, id)))[0];

async function continueAndWait(client: Client, storyId: string, newElement?: string) {
  const accepted = await client.post<ContinueStoryResponse>(
    `/api/stories/${storyId}/continue`,
    newElement === undefined ? {} : { newElement },
  );
  expect(accepted.status).toBe(202);
  expect((await waitForWorker(client, accepted.body.workerId)).status).toBe('completed');
  const story = await client.get<Story>(`/api/getStory/${accepted.body.storyId}`);
  return { accepted: accepted.body, story: story.body };
}

/** A series: "Continue tomorrow", night after night (docs/decisions/066, 067). */
describe('a series of chapters', () => {
  it('continues a story three times: the same friends with their qualities, a recap of the night before, chapters in order', async () => {
    const { client, user } = await signedInParent(t);
    const first = await createCompletedStory(client, {
      hero: 'Ife',
      age: 6,
      elements: ELEMENTS,
      genre: 'Adventure',
    });
    await setCredits(t, user.user_uid, 10);

    const second = await continueAndWait(client, first.uuid);
    // The next chapter follows the latest one, whichever chapter was continued.
    const third = await continueAndWait(client, first.uuid, 'a silver kite');
    const fourth = await continueAndWait(client, third.story.uuid);
    expect([second, third, fourth].map((c) => c.accepted.chapter)).toEqual([2, 3, 4]);
    expect(new Set([second, third, fourth].map((c) => c.accepted.seriesId)).size).toBe(1);
    // Each chapter costs what a story costs.
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 7, ledgerSum: 7 });

    const chain = [first.uuid, second.story.uuid, third.story.uuid, fourth.story.uuid];
    for (let i = 1; i < chain.length; i++) {
      const [before, chapter] = [await rowOf(chain[i - 1]!), await rowOf(chain[i]!)];
      const text = chapter?.storyText ?? '';
      const opening = text.split('\n\n')[0] ?? '';
      // The recap of the night before opens the chapter.
      expect(before?.chapterMemory?.happened).toBeTruthy();
      expect(opening).toContain(before?.chapterMemory?.happened);
      // The companions, by name and kind, with their qualities.
      expect(text).toMatch(/Colonel,? the brave dog/);
      expect(text).toMatch(/the lost duckling/i);
      expect(chapter?.chapterMemory?.companions).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: 'Colonel', kind: 'dog', qualities: ['brave'] }),
        ]),
      );
      expect(chapter).toMatchObject({ hero: 'Ife', age: 6, genre: 'Adventure', chapter: i + 1 });
    }
    expect((await rowOf(third.story.uuid))?.elements).toContain('a silver kite');

    const list = await client.get<SeriesList>('/api/series');
    expect(list.status).toBe(200);
    expect(list.body.series).toHaveLength(1);
    const series = list.body.series[0]!;
    expect(series).toMatchObject({ title: first.title, hero: 'Ife' });
    expect(series.chapters.map((c) => [c.chapter, c.storyId])).toEqual(
      chain.map((id, i) => [i + 1, id]),
    );

    // A chapter's page says which chapter of which series it is; a story on its own says nothing.
    expect((await client.get<Story>(`/api/getStory/${third.story.uuid}`)).body.series).toEqual({
      id: series.id,
      title: first.title,
      chapter: 3,
      chapters: 4,
    });
    const alone = await createCompletedStory(client, { elements: ELEMENTS });
    expect((await client.get<Story>(`/api/getStory/${alone.uuid}`)).body.series).toBeUndefined();

    const renamed = await patch<Series>(client, `/api/series/${series.id}`, {
      title: 'Ife and Colonel',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.title).toBe('Ife and Colonel');
    expect((await client.get<Series>(`/api/series/${series.id}`)).body.title).toBe(
      'Ife and Colonel',
    );

    // Deleting a chapter keeps the others readable, renumbered in order.
    expect(
      (await client.request({ method: 'DELETE', url: `/api/stories/${second.story.uuid}` })).status,
    ).toBe(204);
    const after = await client.get<Series>(`/api/series/${series.id}`);
    expect(after.body.chapters.map((c) => [c.chapter, c.storyId])).toEqual([
      [1, first.uuid],
      [2, third.story.uuid],
      [3, fourth.story.uuid],
    ]);
    const kept = await client.get<Story>(`/api/getStory/${third.story.uuid}`);
    expect(kept.body.storyText).toBe(third.story.storyText);
    expect(kept.body.series).toMatchObject({ title: 'Ife and Colonel', chapter: 2, chapters: 3 });
    // And the series goes on after it.
    const fifth = await continueAndWait(client, first.uuid);
    expect(fifth.accepted.chapter).toBe(5);
  });

  it('is another parent’s 404 on every series call, and changes nothing', async () => {
    const owner = await signedInParent(t);
    const story = await createCompletedStory(owner.client, { elements: ELEMENTS });
    await setCredits(t, owner.user.user_uid, 5);
    const chapter = await continueAndWait(owner.client, story.uuid);
    const seriesId = chapter.accepted.seriesId;

    const other = await signedInParent(t);
    await setCredits(t, other.user.user_uid, 5);
    expect((await other.client.get(`/api/series/${seriesId}`)).status).toBe(404);
    expect(
      (await patch(other.client, `/api/series/${seriesId}`, { title: 'Mine now' })).status,
    ).toBe(404);
    for (const id of [story.uuid, chapter.story.uuid])
      expect((await other.client.post(`/api/stories/${id}/continue`, {})).status).toBe(404);
    expect((await other.client.get<SeriesList>('/api/series')).body).toEqual({ series: [] });
    expect(await creditsOf(t, other.user.user_uid)).toEqual({ balance: 5, ledgerSum: 5 });
    const mine = await owner.client.get<Series>(`/api/series/${seriesId}`);
    expect(mine.body.title).toBe(story.title);
    expect(mine.body.chapters).toHaveLength(2);
  });

  it('refuses a chapter the parent cannot pay for, bad input, and a story still being written', async () => {
    const { client, user } = await signedInParent(t);
    const story = await createCompletedStory(client, { elements: ELEMENTS });
    await setCredits(t, user.user_uid, 0);
    expect((await client.post(`/api/stories/${story.uuid}/continue`, {})).status).toBe(402);
    await setCredits(t, user.user_uid, 2);
    const comma = await client.post<{ errors: { msg: string }[] }>(
      `/api/stories/${story.uuid}/continue`,
      { newElement: 'a kite, a boat' },
    );
    expect(comma.status).toBe(400);
    expect(comma.body.errors[0]?.msg).toMatch(/one new element/);
    expect((await patch(client, `/api/series/${story.uuid}`, { title: '' })).status).toBe(400);
    expect((await client.get('/api/series/not-a-uuid')).status).toBe(400);
    // Nothing was begun or taken by the refusals.
    expect((await client.get<SeriesList>('/api/series')).body.series).toEqual([]);
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 2, ledgerSum: 2 });

    // The embedded writer has no Spanish recap yet: a Spanish story is refused in words, free.
    const spanish = await createCompletedStory(client, {
      hero: 'Inés',
      elements: 'un perro valiente, el estanque, un patito perdido',
      language: 'es',
    });
    const refused = await client.post<{ errors: { msg: string }[]; error?: string }>(
      `/api/stories/${spanish.uuid}/continue`,
      {},
    );
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toMatch(/Spanish can’t be written yet/);
    expect((await client.get<SeriesList>('/api/series')).body.series).toEqual([]);
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 1, ledgerSum: 1 });

    await t.ctx.database.db
      .update(stories)
      .set({ status: 'running' })
      .where(eq(stories.id, story.uuid));
    expect((await client.post(`/api/stories/${story.uuid}/continue`, {})).status).toBe(409);
  });

  it('is in the parent’s account export: the series’ name and its chapters in order', async () => {
    const { client, user } = await signedInParent(t);
    const story = await createCompletedStory(client, { elements: ELEMENTS });
    await setCredits(t, user.user_uid, 5);
    const chapter = await continueAndWait(client, story.uuid);
    await patch(client, `/api/series/${chapter.accepted.seriesId}`, { title: 'Night walks' });
    // Another parent's series is not in it.
    const other = await signedInParent(t);
    const theirs = await createCompletedStory(other.client, { elements: ELEMENTS });
    await setCredits(t, other.user.user_uid, 5);
    await continueAndWait(other.client, theirs.uuid);

    const exported = await client.get(`/api/exportMyData/${user.user_uid}`);
    expect(exported.status).toBe(200);
    const zip = unzipSync(new Uint8Array(exported.raw.rawPayload));
    const account = JSON.parse(strFromU8(zip['account.json']!)) as {
      series: { id: string; title: string; chapters: string[] }[];
      stories: { uuid: string; seriesId: string | null; chapter: number | null }[];
    };
    expect(account.series).toEqual([
      expect.objectContaining({
        id: chapter.accepted.seriesId,
        title: 'Night walks',
        chapters: [story.uuid, chapter.story.uuid],
      }),
    ]);
    expect(account.stories).toEqual([
      expect.objectContaining({
        uuid: story.uuid,
        seriesId: chapter.accepted.seriesId,
        chapter: 1,
      }),
      expect.objectContaining({
        uuid: chapter.story.uuid,
        seriesId: chapter.accepted.seriesId,
        chapter: 2,
      }),
    ]);
  });
});
