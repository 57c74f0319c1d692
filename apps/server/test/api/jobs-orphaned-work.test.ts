import type { WorkerStatus } from '@sns/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { mergedBooks } from '../../src/db/print-schema';
import { failOrphanedWork } from '../../src/jobs/orphaned-work';
import { creditsOf, setCredits, signedInParent } from '../helpers/factories';
import { STORY_REQUEST } from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';

// No workers: the queued story's job waits, as it would with no worker process running.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
});
afterAll(async () => t.close());

async function queuedStory(parent: Awaited<ReturnType<typeof signedInParent>>) {
  const accepted = await parent.client.post<{ workerId: string; storyId: string }>(
    '/api/generateStory',
    STORY_REQUEST,
  );
  expect(accepted.status).toBe(202);
  // Queued long ago: past the grace a job still on its way is given.
  await t.ctx.database.db.execute(
    sql`update stories set created_at = now() - interval '1 day' where id = ${accepted.body.storyId}`,
  );
  return accepted.body;
}

describe('paid work whose job left the queue unsettled', () => {
  it('a story whose job pg-boss archived unrun is marked failed and refunded, once', async () => {
    const parent = await signedInParent(t);
    await setCredits(t, parent.user.user_uid, 5);
    // The first story is free (docs/decisions/d1-credits.md).
    const waiting = await queuedStory(parent);
    const archived = await queuedStory(parent);
    expect((await creditsOf(t, parent.user.user_uid)).balance).toBe(4);
    // What pg-boss's maintenance does to a job still waiting past its retention.
    await t.ctx.database.db.execute(
      sql`delete from pgboss.job where id = ${archived.workerId}::uuid`,
    );

    expect(await failOrphanedWork(t.ctx)).toBe(1);
    expect(await failOrphanedWork(t.ctx)).toBe(0);

    const status = await parent.client.get<WorkerStatus>(`/api/workerStatus/${archived.workerId}`);
    expect(status.body.status).toBe('error');
    // The one still waiting for a worker keeps its place (and its credit).
    const still = await parent.client.get<WorkerStatus>(`/api/workerStatus/${waiting.workerId}`);
    expect(still.body.status).toBe('queued');
    expect(await creditsOf(t, parent.user.user_uid)).toMatchObject({ balance: 5 });
  });

  it('a merged book whose build job is gone is marked failed, and one still queued is kept', async () => {
    const parent = await signedInParent(t);
    const insert = async (createdAt: Date) => {
      const id = randomUUID();
      await t.ctx.database.db.insert(mergedBooks).values({
        id,
        userId: parent.user.user_uid,
        bookIds: [],
        pageCount: 24,
        createdAt,
      });
      return id;
    };
    const lost = await insert(new Date(Date.now() - 24 * 3600 * 1000));
    const fresh = await insert(new Date());
    const statusOf = async (id: string) =>
      (await t.ctx.database.db.select().from(mergedBooks).where(eq(mergedBooks.id, id)))[0]?.status;

    expect(await failOrphanedWork(t.ctx)).toBe(1);
    expect(await statusOf(lost)).toBe('failed');
    expect(await statusOf(fresh)).toBe('building');
    expect(await failOrphanedWork(t.ctx)).toBe(0);
  });
});
