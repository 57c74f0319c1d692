import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';

/**
 * Tables rewritten all day: the session touch, rate-limit counters, job heartbeats, the narration
 * stream's chunks and the job queue's rows. Each update leaves a dead row behind.
 */
export const CHURNING_TABLES = [
  'sessions',
  'rate_limits',
  'job_processes',
  'narration_chunks',
  'pgboss.job',
  'pgboss.archive',
] as const;

/**
 * The embedded database (PGlite) has no autovacuum daemon, so dead rows would pile up for ever in
 * the tables above and every scan of them would slow down. PostgreSQL servers vacuum themselves:
 * nothing is done there. A table that does not exist (pg-boss versions differ) is skipped.
 */
export async function vacuumEmbeddedDatabase(ctx: AppContext): Promise<void> {
  if (ctx.database.kind !== 'pglite') return;
  for (const table of CHURNING_TABLES) {
    const result = (await ctx.database.db.execute(
      sql`select to_regclass(${table}) is not null as exists`,
    )) as unknown as { rows: { exists: boolean }[] };
    if (result.rows[0]?.exists) await ctx.database.db.execute(sql.raw(`VACUUM ${table}`));
  }
}
