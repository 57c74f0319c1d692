import type { Story } from '@sns/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories } from '../../src/db/stories-schema';
import { creditsOf, setCredits, signedInParent } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { waitForStoryPicture } from '../helpers/stories';
import { waitForWorker } from '../helpers/wait';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const request = {
  hero: 'Maya',
  age: 5,
  elements: 'a dragon, an umbrella, the moon',
  genre: 'Fantasy',
  plotTwist: 'the dragon is afraid of the dark',
  lifeLesson: 'being brave means asking for help',
};

type Client = Awaited<ReturnType<typeof signedInParent>>['client'];

const waitForStory = (client: Client, workerId: string) => waitForWorker(client, workerId);

describe('generating a story', () => {
  it('writes the story and its first picture; the first story is free, the next costs 1', async () => {
    const { client, user } = await signedInParent(t);
    const accepted = await client.post<{ workerId: string; storyId: string }>(
      '/api/generateStory',
      request,
    );
    expect(accepted.status).toBe(202);
    const status = await waitForStory(client, accepted.body.workerId);
    expect(status).toMatchObject({
      status: 'completed',
      storyId: accepted.body.storyId,
      progress: 100,
    });

    // The picture is painted after the story is shown (its own job).
    const story = { status: 200, body: await waitForStoryPicture(client, accepted.body.storyId) };
    expect(story.status).toBe(200);
    expect(story.body).toMatchObject({
      hero: 'Maya',
      age: 5,
      genre: 'Fantasy',
      elements: request.elements,
    });
    expect(story.body.storyText).toContain('Maya');
    expect(story.body.images).toHaveLength(1);
    const picture = await client.get(
      new URL(story.body.image as string).pathname + new URL(story.body.image as string).search,
    );
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\//);
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 12, ledgerSum: 12 });

    const second = await client.post<{ workerId: string }>('/api/generateStory', {
      ...request,
      genre: 'Comedy',
    });
    expect(second.status).toBe(202);
    await waitForStory(client, second.body.workerId);
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 11, ledgerSum: 11 });

    const list = await client.get<Story[]>(`/api/getUserStories/${user.user_uid}`);
    expect(list.body.map((s) => s.genre)).toEqual(['Comedy', 'Fantasy']);
    const profile = await client.get<{ user: { userStories: number; storiesRemaining: number } }>(
      `/api/getUserProfile/${user.user_uid}`,
    );
    expect(profile.body.user).toMatchObject({ userStories: 2, storiesRemaining: 11 });
  });

  it('answers 402 with no credits and queues nothing', async () => {
    const { client, user } = await signedInParent(t, { firstName: 'Noor' });
    const first = await client.post<{ workerId: string }>('/api/generateStory', request);
    await waitForStory(client, first.body.workerId);
    await setCredits(t, user.user_uid, 0);
    const res = await client.post('/api/generateStory', request);
    expect(res.status).toBe(402);
    expect(await storyCount(user.user_uid)).toBe(1);
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 0, ledgerSum: 0 });
  });

  it('accepts exactly what 3 credits buy from 20 requests at once', async () => {
    const { client, user } = await signedInParent(t, { firstName: 'Ines' });
    const first = await client.post<{ workerId: string }>('/api/generateStory', request);
    await waitForStory(client, first.body.workerId);
    await setCredits(t, user.user_uid, 3);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => client.post('/api/generateStory', request)),
    );
    expect(results.filter((r) => r.status === 202)).toHaveLength(3);
    expect(results.filter((r) => r.status === 402)).toHaveLength(17);
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 0, ledgerSum: 0 });
    expect(await storyCount(user.user_uid)).toBe(4);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const { client, user } = await signedInParent(t, { firstName: 'Omar' });
    const bad: unknown[] = [
      { ...request, age: 0 },
      { ...request, age: 16 },
      { ...request, age: 'five' },
      { ...request, elements: 'a dragon, an umbrella' },
      { ...request, elements: 'a, b, c, d' },
      { ...request, genre: 'Horror' },
      { ...request, hero: '' },
      { ...request, hero: 42 },
      { ...request, plotTwist: 'x'.repeat(500) },
      { hero: 'Maya' },
      { ...request, hero: 'Maya with a gun' },
    ];
    for (const body of bad) {
      const res = await client.post<{ errors: { msg: string }[] }>('/api/generateStory', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors.length).toBeGreaterThan(0);
    }
    const malformed = await client.request({
      method: 'POST',
      url: '/api/generateStory',
      payload: '{"hero": "Maya",',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    const noCsrf = await client.request({
      method: 'POST',
      url: '/api/generateStory',
      payload: request,
      csrf: false,
    });
    expect(noCsrf.status).toBe(403);
    expect(await storyCount(user.user_uid)).toBe(0);
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 12, ledgerSum: 12 });
  });

  it("keeps stories private: another parent's story, job and list are out of reach", async () => {
    const owner = await signedInParent(t, { firstName: 'Ada' });
    const other = await signedInParent(t, { firstName: 'Eve' });
    const accepted = await owner.client.post<{ workerId: string; storyId: string }>(
      '/api/generateStory',
      request,
    );
    await waitForStory(owner.client, accepted.body.workerId);
    expect((await other.client.get(`/api/getStory/${accepted.body.storyId}`)).status).toBe(404);
    expect((await other.client.get(`/api/workerStatus/${accepted.body.workerId}`)).status).toBe(
      404,
    );
    expect((await other.client.get(`/api/getUserStories/${owner.user.user_uid}`)).status).toBe(403);
    const byIds = await other.client.post<Story[]>('/api/getStoriesByArrayOfIds/', {
      ids: [accepted.body.storyId],
    });
    expect(byIds.body).toEqual([]);
    const signedOut = t.client();
    expect((await signedOut.get(`/api/getStory/${accepted.body.storyId}`)).status).toBe(401);
    expect((await signedOut.post('/api/generateStory', request)).status).toBe(401);
  });
});

async function storyCount(userId: string) {
  const [row] = await t.ctx.database.db
    .select({ n: count() })
    .from(stories)
    .where(eq(stories.userId, userId));
  return Number(row?.n ?? 0);
}

describe('the stories table', () => {
  it('refuses a genre or a status outside the lists, whatever writes it', async () => {
    const { client } = await signedInParent(t);
    const accepted = await client.post<{ storyId: string }>('/api/generateStory', request);
    expect(accepted.status).toBe(202);
    const { db } = t.ctx.database;
    const where = eq(stories.id, accepted.body.storyId);
    await expect(
      db
        .update(stories)
        .set({ genre: 'Horror' as 'Fantasy' })
        .where(where),
    ).rejects.toMatchObject({ cause: { constraint: 'stories_genre_valid' } });
    await expect(
      db
        .update(stories)
        .set({ status: 'finished' as 'completed' })
        .where(where),
    ).rejects.toMatchObject({ cause: { constraint: 'stories_status_valid' } });
  });
});
