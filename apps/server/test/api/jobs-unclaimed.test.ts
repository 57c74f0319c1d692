import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobProcess, DEAD_AFTER_SECONDS } from '../../src/jobs/job-process';
import { QUEUES } from '../../src/jobs/queue-names';
import { signedInParent } from '../helpers/factories';
import { STORY_REQUEST } from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';

// No workers: jobs wait in the queue until the test moves them.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
});
afterAll(async () => t.close());

async function queuedStoryJob(): Promise<string> {
  const parent = await signedInParent(t);
  const accepted = await parent.client.post<{ workerId: string }>(
    '/api/generateStory',
    STORY_REQUEST,
  );
  expect(accepted.status).toBe(202);
  return accepted.body.workerId;
}

/** What pg-boss records when a process fetches a job: running since `secondsAgo`. */
async function fetchedLongAgo(jobId: string, secondsAgo: number) {
  await t.ctx.database.db.execute(
    sql`update pgboss.job set state = 'active', started_on = now() - make_interval(secs => ${secondsAgo})
        where id = ${jobId}::uuid`,
  );
}

describe('a job whose process died before recording its claim', () => {
  it('is taken back by the next heartbeat once it has been silent as long as a dead process', async () => {
    const orphaned = await queuedStoryJob();
    const justFetched = await queuedStoryJob();
    // Killed in the instant between pg-boss handing out the job and the claim being written.
    await fetchedLongAgo(orphaned, DEAD_AFTER_SECONDS + 5);
    // Another process's job, fetched a moment ago: its claim may be on its way; leave it be.
    await fetchedLongAgo(justFetched, 1);

    const survivor = createJobProcess(t.ctx.database.db, (error) => {
      throw error;
    });
    await survivor.start(t.ctx.queue, { soleProcess: false });
    try {
      expect(await t.ctx.queue.state(QUEUES.writeStory, orphaned)).toBe('retry');
      expect(await t.ctx.queue.state(QUEUES.writeStory, justFetched)).toBe('active');
    } finally {
      await survivor.stop();
    }
  });
});
