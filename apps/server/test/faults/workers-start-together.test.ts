import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { SWEEP_SCHEDULES } from '../../src/jobs/sweeps';
import { createFreshDatabase } from '../helpers/test-database';
import { freePort, freshDataDir, startServerProcess, type ServerProcess } from './server-process';

const WORKER = ['node', '--import', 'tsx', 'apps/server/src/worker.ts'];
const serverUrl = process.env.TEST_DATABASE_URL;

const TRIES = 10;
const WORKERS = 3;

const started: ServerProcess[] = [];
const drops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const p of started.splice(0)) p.stop();
  for (const drop of drops.splice(0)) await drop().catch(() => {});
});

/** Resolves 'started' once the worker logs it, or with its exit code if it ends first. */
function outcomeOf(worker: ServerProcess, ms: number): Promise<'started' | number | null> {
  return new Promise((resolve) => {
    const deadline = Date.now() + ms;
    const timer = setInterval(() => {
      if (worker.output().includes('"worker started"')) done('started');
      else if (Date.now() > deadline) done(-1);
    }, 100);
    const done = (value: 'started' | number | null) => {
      clearInterval(timer);
      resolve(value);
    };
    void worker.exited.then((code) => {
      // Its last lines may still be in the pipe: read them before deciding.
      setTimeout(() => done(worker.output().includes('"worker started"') ? 'started' : code), 50);
    });
  });
}

/**
 * Issue 33, point 1: workers started at the same moment on a new database used to race each
 * other creating pg-boss's queues and schedules, and one died of a deadlock (40P01) half-started,
 * its heartbeat row left behind.
 */
describe.skipIf(!serverUrl)(
  'workers started at the same moment on a new PostgreSQL database',
  () => {
    it(
      `${WORKERS} workers, ${TRIES} times on a fresh database: every one starts and keeps running`,
      { timeout: 900_000 },
      async () => {
        const outcomes: string[] = [];
        const failures: string[] = [];
        for (let attempt = 0; attempt < TRIES; attempt += 1) {
          const database = await createFreshDatabase(serverUrl as string, 'sns_start');
          drops.push(database.drop);
          const env = { DATA_DIR: freshDataDir(), DATABASE_URL: database.url, RATE_LIMITS: 'off' };
          const ports = await Promise.all(Array.from({ length: WORKERS }, () => freePort()));
          const workers = ports.map((port) => startServerProcess(WORKER, env, port));
          started.push(...workers);
          const results = await Promise.all(workers.map((w) => outcomeOf(w, 120_000)));
          outcomes.push(results.join(','));
          const failed = results.findIndex((r) => r !== 'started');
          if (failed >= 0) {
            failures.push(
              `try ${attempt + 1}: ${results.join(', ')}\n${workers[failed]?.output().slice(-2000)}`,
            );
            for (const p of started.splice(0)) p.stop();
            for (const drop of drops.splice(0)) await drop().catch(() => {});
            continue;
          }

          // All still running, each with one heartbeat row, and the schedules made once.
          const sql = new pg.Client({ connectionString: database.url });
          await sql.connect();
          try {
            const processes = await sql.query('select label from job_processes');
            expect(processes.rows).toHaveLength(WORKERS);
            const schedules = await sql.query<{ name: string }>(
              'select name from pgboss.schedule order by name',
            );
            expect(schedules.rows.map((r) => r.name)).toEqual(
              Object.values(SWEEP_SCHEDULES)
                .map((s) => s.queue)
                .sort(),
            );
          } finally {
            await sql.end();
          }
          for (const worker of workers) expect(worker.child.exitCode).toBeNull();
          for (const p of started.splice(0)) p.stop();
          await Promise.all(workers.map((w) => w.exited));
          for (const drop of drops.splice(0)) await drop();
        }
        console.log(`workers started together: ${outcomes.length} tries, ${outcomes.join(' | ')}`);
        expect(failures, failures.join('\n\n')).toEqual([]);
      },
    );

    it(
      'a worker that cannot start exits non-zero with a plain message, leaving no heartbeat row',
      { timeout: 300_000 },
      async () => {
        const database = await createFreshDatabase(serverUrl as string, 'sns_start');
        drops.push(database.drop);
        const env = { DATA_DIR: freshDataDir(), DATABASE_URL: database.url, RATE_LIMITS: 'off' };
        const first = startServerProcess(WORKER, env, await freePort());
        started.push(first);
        expect(await outcomeOf(first, 120_000), first.output()).toBe('started');
        first.child.kill('SIGTERM');
        expect(await first.exited).toBe(0);

        // The sweeps' queues can no longer be created: the step after this process says it is alive.
        const sql = new pg.Client({ connectionString: database.url });
        await sql.connect();
        try {
          await sql.query(`delete from pgboss.schedule; select pgboss.delete_queue(name)
          from pgboss.queue where name like 'sweep-%' or name = 'poll-print-orders'`);
          await sql.query(`alter function pgboss.create_queue(text, json) rename to create_queue_as_was;
          create function pgboss.create_queue(queue_name text, options json) returns void as $$
          begin
            if queue_name like 'sweep-%' or queue_name = 'poll-print-orders' then
              raise exception 'no new queues today';
            end if;
            perform pgboss.create_queue_as_was(queue_name, options);
          end; $$ language plpgsql`);
          const second = startServerProcess(WORKER, env, await freePort());
          started.push(second);
          expect(await outcomeOf(second, 120_000), second.output()).toBe(1);
          expect(second.output()).toContain('The worker could not start: no new queues today.');
          expect((await sql.query('select label from job_processes')).rows).toEqual([]);
        } finally {
          await sql.end();
        }
      },
    );
  },
);
