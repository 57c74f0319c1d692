import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { startSweeps } from '../../src/jobs/sweeps';
import { CHURNING_TABLES } from '../../src/jobs/vacuum-embedded';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('the embedded database is vacuumed by the sweeps', () => {
  it('vacuums the tables rewritten all day on PGlite, and leaves PostgreSQL to its own autovacuum', async () => {
    // Dead rows, as every session touch leaves.
    const { db } = t.ctx.database;
    await db
      .insert(sessions)
      .values({ id: 'churn', createdAt: new Date(), lastSeenAt: new Date() });
    for (let i = 0; i < 20; i += 1)
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date() })
        .where(sql`id = 'churn'`);

    await startSweeps(
      t.ctx,
      (error) => {
        throw error;
      },
      { soleProcess: false },
    );

    const vacuumed = await rows<{ table: string; last_vacuum: Date | null }>(
      sql`select schemaname || '.' || relname as table, last_vacuum from pg_stat_user_tables`,
    );
    const lastVacuum = (table: string) =>
      vacuumed.find((r) => r.table === (table.includes('.') ? table : `public.${table}`))
        ?.last_vacuum ?? null;
    if (t.ctx.database.kind === 'pglite') {
      for (const table of ['sessions', 'rate_limits', 'job_processes'])
        expect(lastVacuum(table), table).not.toBeNull();
      // pg-boss keeps its jobs in one partition per queue: vacuuming the parent vacuums them all.
      const jobPartitions = vacuumed.filter((r) => /^pgboss\.j[0-9a-f]{20,}/.test(r.table));
      expect(jobPartitions.length).toBeGreaterThan(0);
      for (const partition of jobPartitions) expect(partition.last_vacuum).not.toBeNull();
      expect(CHURNING_TABLES).toContain('narration_chunks');
    } else {
      expect(lastVacuum('sessions')).toBeNull();
    }
  });
});
