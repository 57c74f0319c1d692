import type { AnotherVersionCost } from '@sns/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories } from '../../src/db/stories-schema';
import { EmbeddedStoryWriter } from '../../src/providers/text/embedded/embedded-story-writer';
import type { StoryWriter } from '../../src/providers/text';
import { creditsOf, setCredits, signedInParent } from '../helpers/factories';
import { createCompletedStory } from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { waitForWorker } from '../helpers/wait';

/** Writes first stories; fails every other version, as a model that is down would. */
const embedded = new EmbeddedStoryWriter();
let versionsFail = false;
const flakyWriter: StoryWriter = {
  write: async (request, options) => {
    if (versionsFail) throw new Error('the model is unavailable');
    return embedded.write(request, options);
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { overrides: { writer: flakyWriter } });
});
afterAll(async () => t.close());

type Client = Awaited<ReturnType<typeof signedInParent>>['client'];

const waitForEnd = (client: Client, workerId: string) => waitForWorker(client, workerId, 40_000);

describe('another version that cannot be written', () => {
  it('gives back the free version, and the credit of a paid one', { timeout: 60_000 }, async () => {
    versionsFail = false;
    const { client, user } = await signedInParent(t);
    const story = await createCompletedStory(client);
    await setCredits(t, user.user_uid, 5);
    versionsFail = true;

    const free = await client.post<{ workerId: string }>(`/api/stories/${story.uuid}/rewrite`, {
      cost: 0,
    });
    expect(free.status).toBe(202);
    const failed = await waitForEnd(client, free.body.workerId);
    expect(failed.status).toBe('error');
    expect(failed.message).toMatch(/credit was given back/);
    // The free one is open again while the window lasts.
    const cost = await client.get<AnotherVersionCost>(`/api/stories/${story.uuid}/rewrite`);
    expect(cost.body.cost).toBe(0);
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 5, ledgerSum: 5 });

    await t.ctx.database.db
      .update(stories)
      .set({ completedAt: sql`now() - interval '11 minutes'` })
      .where(eq(stories.id, story.uuid));
    const paid = await client.post<{ workerId: string }>(`/api/stories/${story.uuid}/rewrite`, {
      cost: 1,
    });
    expect(paid.status).toBe(202);
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 4, ledgerSum: 4 });
    expect((await waitForEnd(client, paid.body.workerId)).status).toBe('error');
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 5, ledgerSum: 5 });
  });
});
