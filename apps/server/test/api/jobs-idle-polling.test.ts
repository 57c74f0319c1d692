import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { startQueue, type JobQueue } from '../../src/jobs/queue';
import { waitUntil } from '../helpers/wait';

/**
 * docs/decisions/050: on PGlite every idle worker's ask for a job is a query on the event loop,
 * in front of the requests. Workers ask every 2 s there; a job sent and woken still starts at once.
 */
const QUEUE = 'idle-polling-test';
const WORKERS = 4;
const WATCH_MS = 4_000;

let database: DatabaseHandle;
let queue: JobQueue;
let asks = 0;
const done = new Set<string>();

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dir: 'memory://' });
  const counted: DatabaseHandle = {
    ...database,
    executeSql: async (text, values) => {
      // pg-boss's fetch (`WITH next as (SELECT … FOR UPDATE SKIP LOCKED) UPDATE … RETURNING`);
      // this queue's workers are the only ones on this database.
      if (/with next as/i.test(text)) asks += 1;
      return database.executeSql(text, values);
    },
  };
  queue = await startQueue(
    counted,
    [{ name: QUEUE, retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60 }],
    { maintenanceIntervalSeconds: 3600, onError: () => {} },
  );
  await queue.work<{ n: number }>(QUEUE, WORKERS, async (job) => {
    done.add(job.id);
  });
}, 60_000);

afterAll(async () => {
  await queue.stop({ graceful: false });
  await database.close();
});

describe('idle workers on PGlite', () => {
  it('ask for a job every 2 s, not twice a second', async () => {
    asks = 0;
    await new Promise((r) => setTimeout(r, WATCH_MS));
    // At half a second this was WORKERS × 2 × 4 s = 32 asks; at 2 s it is about 8.
    expect(asks).toBeGreaterThan(0);
    expect(asks).toBeLessThanOrEqual(WORKERS * (WATCH_MS / 2000 + 1));
  });

  it('still start a job at once when its sender wakes them', async () => {
    const id = crypto.randomUUID();
    const sentAt = Date.now();
    await queue.send(QUEUE, { n: 1 }, { id });
    queue.wake(QUEUE);
    await waitUntil(async () => done.has(id), { timeoutMs: 5_000, everyMs: 20, what: 'the job' });
    expect(Date.now() - sentAt).toBeLessThan(1_000);
  });
});
