import type { WorkerStatus } from '@sns/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StoryWriter } from '../../src/providers/text';
import { creditsOf, signedInParent } from '../helpers/factories';
import { createTestApp } from '../helpers/test-app';

const request = { hero: 'Leo', age: 7, elements: 'a robot, a kite, two owls', genre: 'Sci-Fi' };
/** Short expiry and maintenance, so a crashed attempt is noticed within seconds. */
const fastRecovery = { STORY_JOB_EXPIRE_SECONDS: '2', JOB_MAINTENANCE_SECONDS: '1' };

/** A writer that starts and never finishes, as one whose process is killed mid-story. */
const hangingWriter: StoryWriter = { write: () => new Promise(() => {}) };
const failingWriter: StoryWriter = {
  write: async () => {
    throw new Error('the model is unavailable');
  },
};

async function waitFor(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('timed out');
}

describe('story jobs survive a crash', () => {
  // Two app starts on an on-disk database: slower than the other tests.
  it(
    'a story whose worker died mid-run is finished after the restart, charged once',
    { timeout: 120_000 },
    async () => {
      const first = await createTestApp(fastRecovery, {
        onDisk: true,
        overrides: { writer: hangingWriter },
      });
      const parent = await signedInParent(first);
      // The first story is free: spend it so this one costs a credit we can count.
      await first.ctx.database.db.execute(
        sql`insert into free_uses (user_id, kind, ref) values (${parent.user.user_uid}, 'story', 'used')`,
      );
      const accepted = await parent.client.post<{ workerId: string; storyId: string }>(
        '/api/generateStory',
        request,
      );
      expect(accepted.status).toBe(202);
      await waitFor(async () => {
        const s = await parent.client.get<WorkerStatus>(
          `/api/workerStatus/${accepted.body.workerId}`,
        );
        return s.body.status === 'running';
      });
      const cookies = new Map(parent.client.cookies);
      await first.close({ keepData: true });

      const second = await createTestApp(fastRecovery, { reuse: first });
      try {
        const client = second.client();
        for (const [k, v] of cookies) client.cookies.set(k, v);
        await waitFor(async () => {
          const s = await client.get<WorkerStatus>(`/api/workerStatus/${accepted.body.workerId}`);
          return s.body.status === 'completed';
        });
        expect(await creditsOf(second, parent.user.user_uid)).toEqual({
          balance: 11,
          ledgerSum: 11,
        });
      } finally {
        await second.close();
      }
    },
  );

  it(
    'a story that fails every attempt is marked as failed and its credit refunded',
    { timeout: 60_000 },
    async () => {
      const t = await createTestApp(fastRecovery, { overrides: { writer: failingWriter } });
      try {
        const parent = await signedInParent(t, { firstName: 'Zoe' });
        const accepted = await parent.client.post<{ workerId: string }>(
          '/api/generateStory',
          request,
        );
        let last: WorkerStatus | undefined;
        await waitFor(async () => {
          last = (
            await parent.client.get<WorkerStatus>(`/api/workerStatus/${accepted.body.workerId}`)
          ).body;
          return last.status === 'error';
        });
        expect(last?.message).toMatch(/credit was given back/);
        expect(await creditsOf(t, parent.user.user_uid)).toEqual({ balance: 12, ledgerSum: 12 });
        // The free first story was given back too: the next one is free again.
        const again = await parent.client.post('/api/generateStory', request);
        expect(again.status).toBe(202);
        expect(await creditsOf(t, parent.user.user_uid)).toEqual({ balance: 12, ledgerSum: 12 });
      } finally {
        await t.close();
      }
    },
  );
});
