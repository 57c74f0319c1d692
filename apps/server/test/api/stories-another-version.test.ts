import type { AnotherVersionCost, Story } from '@sns/contract';
import { eq, sql } from 'drizzle-orm';
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
type Accepted = { workerId: string; storyId: string };

const waitForStory = (client: Client, workerId: string) => waitForWorker(client, workerId);

async function parentWithStory(credits = 5) {
  const parent = await signedInParent(t);
  const story = await createCompletedStory(parent.client, {
    plotTwist: 'the moon is shy',
    lifeLesson: 'kindness grows',
  });
  await setCredits(t, parent.user.user_uid, credits);
  return { ...parent, story };
}

/** As if the story had been written `minutes` ago. */
async function writtenMinutesAgo(storyId: string, minutes: number) {
  await t.ctx.database.db
    .update(stories)
    .set({ completedAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(stories.id, storyId));
}

const rowOf = async (id: string) =>
  (await t.ctx.database.db.select().from(stories).where(eq(stories.id, id)))[0];

describe('reading another version of a story', () => {
  it('is free within 10 minutes: the same inputs, a new seed, a new story', async () => {
    const { client, user, story } = await parentWithStory(5);
    const cost = await client.get<AnotherVersionCost>(`/api/stories/${story.uuid}/rewrite`);
    expect(cost.status).toBe(200);
    expect(cost.body.cost).toBe(0);
    const until = new Date(cost.body.freeUntil as string).getTime();
    expect(until - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    const accepted = await client.post<Accepted>(`/api/stories/${story.uuid}/rewrite`, { cost: 0 });
    expect(accepted.status).toBe(202);
    expect(accepted.body.storyId).not.toBe(story.uuid);
    expect(await waitForStory(client, accepted.body.workerId)).toMatchObject({
      status: 'completed',
      storyId: accepted.body.storyId,
    });
    const version = await client.get<Story>(`/api/getStory/${accepted.body.storyId}`);
    expect(version.body).toMatchObject({
      hero: story.hero,
      age: story.age,
      elements: story.elements,
      genre: story.genre,
      plotTwist: 'the moon is shy',
      lifeLesson: 'kindness grows',
      status: 'completed',
      versionOf: { uuid: story.uuid, title: story.title },
    });
    const original = await client.get<Story>(`/api/getStory/${story.uuid}`);
    expect(original.body.versionOf).toBeUndefined();
    const [first, second] = [await rowOf(story.uuid), await rowOf(accepted.body.storyId)];
    expect(second?.seed).not.toBe(first?.seed);
    expect(second).toMatchObject({ versionOf: story.uuid, freeVersion: true });
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 5, ledgerSum: 5 });

    // Once per story, and a version of a version counts against the first story.
    for (const id of [story.uuid, accepted.body.storyId]) {
      const next = await client.get<AnotherVersionCost>(`/api/stories/${id}/rewrite`);
      expect(next.body).toEqual({ cost: 1, freeUntil: null });
    }
    const list = await client.get<Story[]>(`/api/getUserStories/${user.user_uid}`);
    expect(list.body.map((s) => s.uuid)).toEqual([accepted.body.storyId, story.uuid]);
  });

  it('costs a story after the window, and is refused unpaid when the parent agreed to free', async () => {
    const { client, user, story } = await parentWithStory(5);
    await writtenMinutesAgo(story.uuid, 11);
    const cost = await client.get<AnotherVersionCost>(`/api/stories/${story.uuid}/rewrite`);
    expect(cost.body).toEqual({ cost: 1, freeUntil: null });

    const refused = await client.post<{ message: string }>(`/api/stories/${story.uuid}/rewrite`, {
      cost: 0,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/now costs 1 credit.*Nothing was charged/);
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 5, ledgerSum: 5 });

    const paid = await client.post<Accepted>(`/api/stories/${story.uuid}/rewrite`, { cost: 1 });
    expect(paid.status).toBe(202);
    expect((await waitForStory(client, paid.body.workerId)).status).toBe('completed');
    expect(await rowOf(paid.body.storyId)).toMatchObject({ freeVersion: false });
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 4, ledgerSum: 4 });

    await setCredits(t, user.user_uid, 0);
    const short = await client.post(`/api/stories/${story.uuid}/rewrite`, { cost: 1 });
    expect(short.status).toBe(402);
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 0, ledgerSum: 0 });
  });

  it('gives the free version once to two requests at once, and charges neither', async () => {
    const { client, user, story } = await parentWithStory(5);
    const answers = await Promise.all(
      [0, 1, 2].map(() => client.post<Accepted>(`/api/stories/${story.uuid}/rewrite`, { cost: 0 })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([202, 409, 409]);
    const versions = await t.ctx.database.db
      .select()
      .from(stories)
      .where(eq(stories.versionOf, story.uuid));
    expect(versions).toHaveLength(1);
    const accepted = answers.find((a) => a.status === 202) as { body: Accepted };
    await waitForStory(client, accepted.body.workerId);
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 5, ledgerSum: 5 });
  });

  it('opens the free version again when the free one failed (and was refunded)', async () => {
    const { client, story } = await parentWithStory(5);
    const accepted = await client.post<Accepted>(`/api/stories/${story.uuid}/rewrite`, { cost: 0 });
    await waitForStory(client, accepted.body.workerId);
    await t.ctx.database.db
      .update(stories)
      .set({ status: 'error' })
      .where(eq(stories.id, accepted.body.storyId));
    const cost = await client.get<AnotherVersionCost>(`/api/stories/${story.uuid}/rewrite`);
    expect(cost.body.cost).toBe(0);
  });

  it("answers 404 for another parent's story, 400 for a bad id, 403 without CSRF, 401 signed out", async () => {
    const owner = await parentWithStory(5);
    const other = await signedInParent(t, { firstName: 'Leo' });
    const url = `/api/stories/${owner.story.uuid}/rewrite`;
    expect((await other.client.get(url)).status).toBe(404);
    expect((await other.client.post(url, { cost: 1 })).status).toBe(404);
    expect((await owner.client.get('/api/stories/not-a-uuid/rewrite')).status).toBe(400);
    expect((await owner.client.post('/api/stories/not-a-uuid/rewrite', { cost: 0 })).status).toBe(
      400,
    );
    expect((await owner.client.post(url, { cost: 'free' })).status).toBe(400);
    expect(
      (await owner.client.request({ method: 'POST', url, payload: { cost: 0 }, csrf: false }))
        .status,
    ).toBe(403);
    expect((await t.client().get(url)).status).toBe(401);
    expect(await creditsOf(t, owner.user.user_uid)).toEqual({ balance: 5, ledgerSum: 5 });
  });
});
