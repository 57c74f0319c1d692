import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { startSweeps } from '../../src/jobs/sweeps';
import { createTestApp, type TestApp } from '../helpers/test-app';

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
    const stop = await startSweeps(
      t.ctx,
      (error) => {
        throw error;
      },
      { soleProcess: false },
    );
    stop();
    const left = (await db.select({ id: sessions.id }).from(sessions)).map((r) => r.id);
    expect(left).toContain('live');
    expect(left).not.toContain('idle-too-long');
    expect(left).not.toContain('too-old');
  });
});
