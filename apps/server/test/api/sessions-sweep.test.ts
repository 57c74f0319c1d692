import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { SWEEP_SCHEDULES, startSweeps } from '../../src/jobs/sweeps';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { waitUntil } from '../helpers/wait';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);

describe('the sweep of expired sessions', () => {
  it('deletes sessions idle 7 days or older than 30, and keeps live ones', async () => {
    const { db } = t.ctx.database;
    await db.insert(sessions).values([
      { id: 'idle-too-long', createdAt: daysAgo(10), lastSeenAt: daysAgo(8) },
      { id: 'too-old', createdAt: daysAgo(31), lastSeenAt: daysAgo(0) },
      { id: 'live', createdAt: daysAgo(3), lastSeenAt: daysAgo(1) },
    ]);
    await startSweeps(
      t.ctx,
      (error) => {
        throw error;
      },
      { soleProcess: false },
    );
    const left = (await db.select({ id: sessions.id }).from(sessions)).map((r) => r.id);
    expect(left).toContain('live');
    expect(left).not.toContain('idle-too-long');
    expect(left).not.toContain('too-old');
  });
});

describe('the scheduled sweeps', () => {
  const jobsOf = async (queue: string) =>
    (await t.ctx.database.executeSql('select state from pgboss.job where name = $1', [queue]))
      .rows as { state: string }[];

  it('are pg-boss cron schedules in UTC, one per sweep', async () => {
    const { rows } = await t.ctx.database.executeSql(
      'select name, cron, timezone from pgboss.schedule order by name',
    );
    expect(rows).toEqual(
      Object.values(SWEEP_SCHEDULES)
        .map(({ queue, cron }) => ({ name: queue, cron, timezone: 'UTC' }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  it('sweep expired sessions when their tick comes', async () => {
    const { db } = t.ctx.database;
    await db
      .insert(sessions)
      .values({ id: 'idle-since', createdAt: daysAgo(9), lastSeenAt: daysAgo(8) });
    const { queue } = SWEEP_SCHEDULES.expiredRows;
    // What pg-boss's timekeeper sends at the tick, sent now rather than at the next hour.
    await t.ctx.queue.send(queue, {}, { id: crypto.randomUUID() });
    t.ctx.queue.wake(queue);
    await waitUntil(async () => (await jobsOf(queue)).some((j) => j.state === 'completed'), {
      what: 'the expired-rows sweep',
    });
    const left = (await db.select({ id: sessions.id }).from(sessions)).map((r) => r.id);
    expect(left).not.toContain('idle-since');
  });

  it('are sent by the clock: the every-minute sweep runs within its minute', async () => {
    const { queue } = SWEEP_SCHEDULES.abandonedPictures;
    await waitUntil(async () => (await jobsOf(queue)).some((j) => j.state === 'completed'), {
      timeoutMs: 100_000,
      everyMs: 1000,
      what: 'a scheduled run of the picture-request sweep',
    });
  }, 120_000);
});
