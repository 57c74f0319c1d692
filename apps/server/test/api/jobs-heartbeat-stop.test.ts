import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobProcesses } from '../../src/db/jobs-schema';
import { createJobProcess } from '../../src/jobs/job-process';
import type { JobQueue } from '../../src/jobs/queue';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
});
afterAll(async () => t.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a job process stopping while its heartbeat is under way', () => {
  it('waits for the heartbeat before it returns, so the database can close behind it', async () => {
    // The heartbeat's reclaim held half-way, as a slow database would hold it.
    let heartbeats = 0;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let heldAt: (() => void) | undefined;
    const reachedHold = new Promise<void>((r) => (heldAt = r));
    const queue = new Proxy(t.ctx.queue, {
      get(target, key, receiver) {
        if (key !== 'unclaimedActiveJobs') return Reflect.get(target, key, receiver) as unknown;
        return async (seconds: number) => {
          heartbeats += 1;
          // The first call is start()'s own reclaim; the second, the first heartbeat's.
          if (heartbeats === 2) {
            heldAt?.();
            await held;
          }
          return target.unclaimedActiveJobs(seconds);
        };
      },
    }) as JobQueue;
    const errors: unknown[] = [];
    const jobProcess = createJobProcess(t.ctx.database.db, (e) => errors.push(e), {
      heartbeatMs: 20,
    });
    await jobProcess.start(queue, { soleProcess: false });
    await reachedHold;

    let stopped = false;
    const stopping = jobProcess.stop().then(() => {
      stopped = true;
    });
    await sleep(300);
    // Before: stop() returned at once and the context closed the database under the heartbeat.
    expect(stopped).toBe(false);
    release();
    await stopping;
    await sleep(100);

    expect(errors).toEqual([]);
    expect(heartbeats).toBe(2); // none started after stop()
    const rows = await t.ctx.database.db
      .select()
      .from(jobProcesses)
      .where(eq(jobProcesses.id, jobProcess.id));
    expect(rows).toEqual([]);
  });
});
