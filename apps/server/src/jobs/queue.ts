import PgBoss from 'pg-boss';
import type { DatabaseHandle, ExecuteSql } from '../db/client';
import type { Transaction } from '../db/transaction';
import { redactedCopy } from '../lib/redact-error';
import { ClaimLostError } from './claim-lost';

export interface QueueDefinition {
  name: string;
  /** Attempts after the first. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A job still active after this long is taken as dead (its worker crashed) and retried. */
  expireInSeconds: number;
}

export interface JobOf<T> {
  id: string;
  data: T;
  retryCount: number;
  retryLimit: number;
}

/** Where a job-running process writes down the jobs it holds (jobs/job-claims.ts). */
export interface JobClaimRecorder {
  claim(queue: string, jobId: string): Promise<void>;
  /**
   * Whether this process still holds the job: a process frozen past its heartbeat (SIGSTOP) has
   * had its jobs taken over by another. With `tx`, checked in that transaction, holding the claim
   * until it ends (jobs/job-fence.ts).
   */
  holds(jobId: string, tx?: Transaction): Promise<boolean>;
  release(jobId: string): Promise<void>;
}

/** A provider's failure that says trying again cannot help (a bad key, a refused request). */
export function isPermanentFailure(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'retryable' in error &&
    (error as { retryable: unknown }).retryable === false
  );
}

/** The part of a zod schema `work` uses. */
export interface PayloadCheck {
  safeParse(data: unknown): { success: true; data: unknown } | { success: false; error: Error };
}

export interface JobQueue {
  /** Queues a job; with `sql` from transactionSql(tx) it is written in the caller's transaction. */
  send(
    queue: string,
    data: object,
    options: {
      id: string;
      sql?: ExecuteSql;
      startAfterSeconds?: number;
      /** Higher first, then oldest first (0 unless said). */
      priority?: number;
    },
  ): Promise<void>;
  /**
   * Runs `handler` for each job, `concurrency` at a time in this process. A failure that says it
   * cannot succeed on a retry (`retryable: false`, e.g. a provider's 401) is not retried:
   * `giveUp` runs at once — the same step the dead-letter queue runs after the last attempt.
   */
  work<T extends object>(
    queue: string,
    concurrency: number,
    handler: (job: JobOf<T>) => Promise<void>,
    options?: {
      giveUp?: (job: JobOf<T>) => Promise<void>;
      /** How often an idle worker asks for a job; idlePollingSeconds(database) unless said. */
      pollingIntervalSeconds?: number;
      /**
       * The payload's shape. A job that does not match can never succeed: it is cancelled (not
       * retried, not dead-lettered) and reported through `onError`, and the handler never runs.
       */
      payload?: PayloadCheck;
    },
  ): Promise<void>;
  /**
   * Makes `queue` a cron schedule (UTC): across all processes on the database, pg-boss sends one
   * job per tick, which one worker runs. Not retried: the next tick is the retry.
   */
  schedule(queue: string, cron: string, options: { expireInSeconds: number }): Promise<void>;
  /**
   * Puts running jobs back as a crash would, counting an attempt: retried after their delay, or
   * failed into the dead-letter queue (which refunds) once out of attempts. Only jobs still
   * running are touched: one that finished after all is never run again.
   */
  retry(queue: string, ids: string[], reason: string): Promise<void>;
  /** Every job in the running state, across queues (reclaimed at the start of PGlite's only process). */
  activeJobs(): Promise<{ queue: string; id: string }[]>;
  /**
   * Jobs running for longer than `seconds` that no process has claimed: fetched by a process that
   * died before it could record its claim (a crash in that instant would otherwise wait out the
   * job's expiry, minutes).
   */
  unclaimedActiveJobs(seconds: number): Promise<{ queue: string; id: string }[]>;
  /** Wakes this process's workers of `queue` at once instead of at their next poll. */
  wake(queue: string): void;
  state(queue: string, id: string): Promise<string | undefined>;
  /** 'pg-boss' when its tables answer and it is running, else 'down' (GET /api/health). */
  health(): Promise<'pg-boss' | 'down'>;
  stop(options?: { graceful: boolean }): Promise<void>;
}

/**
 * How often an idle worker asks for a job, unless its queue says otherwise. On PostgreSQL other
 * processes send jobs too, and half a second is how soon one of theirs starts here. PGlite has one
 * process (db/data-folder-lock.ts), which wakes its own workers when it sends a job that should
 * start at once (`wake`); asking only finds retries, delayed jobs and the few sends that don't wake,
 * so every 2 s will do. Each ask is a query on the event loop: ~23 idle workers asking twice a
 * second were 46 queries a second in front of every request (docs/decisions/050).
 */
export const idlePollingSeconds = (database: Pick<DatabaseHandle, 'kind'>) =>
  database.kind === 'pglite' ? 2 : 0.5;

/**
 * pg-boss on our own database connection, on PGlite and PostgreSQL alike. Finally-failed jobs
 * (handler errors and expired, crashed attempts) go to `<name>-failed`, whose worker refunds.
 */
export async function startQueue(
  database: DatabaseHandle,
  definitions: QueueDefinition[],
  options: {
    maintenanceIntervalSeconds: number;
    onError: (error: Error) => void;
    /** Records which process runs which job, so a dead process's jobs are taken back quickly. */
    claims?: JobClaimRecorder;
  },
): Promise<JobQueue> {
  // After stop, late callbacks of abandoned handlers (pg-boss doesn't await them) must not reach
  // a database that is closing: their queries never settle, as if the process had ended.
  let stopped = false;
  const executeSql = adaptSql(database);
  const takenOver = new TakenOverJobs();
  const boss = new PgBoss({
    db: {
      executeSql: (text: string, values?: unknown[]) =>
        stopped
          ? new Promise<never>(() => {})
          : takenOver.isSettleOf(text, values)
            ? Promise.resolve({ rows: [{ count: 0 }] })
            : executeSql(text, values),
    },
    schema: 'pgboss',
    migrate: true,
    supervise: true,
    schedule: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
  } as PgBoss.ConstructorOptions);
  boss.on('error', options.onError);
  try {
    await boss.start();
    await createQueues(boss, definitions);
  } catch (error) {
    // Not half-started: a boss left running would poll and maintain for a process that failed.
    await boss.stop({ graceful: false, wait: true, timeout: 5_000 }).catch(() => {});
    stopped = true;
    throw error;
  }

  const workerIds = new Map<string, string[]>();
  const { onError, claims } = options;
  const settle = async (attempt: () => Promise<unknown>) => {
    // Long enough for a database restart; past it the job's expiry retries it: later, not lost.
    const until = Date.now() + 30_000;
    for (let wait = 250; ; wait = Math.min(wait * 2, 4000)) {
      try {
        await attempt();
        return;
      } catch (error) {
        if (stopped || Date.now() + wait > until) throw error;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  };

  return {
    async send(queue, data, { id, sql, startAfterSeconds, priority }) {
      await boss.send(queue, data, {
        id,
        ...(priority ? { priority } : {}),
        ...(sql ? { db: { executeSql: sql } } : {}),
        ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}),
      });
    },
    async work(queue, concurrency, handler, options = {}) {
      const ids: string[] = [];
      for (let i = 0; i < concurrency; i += 1) {
        ids.push(
          await boss.work<object>(
            queue,
            {
              batchSize: 1,
              pollingIntervalSeconds:
                options.pollingIntervalSeconds ?? idlePollingSeconds(database),
              includeMetadata: true,
            },
            async ([job]) => {
              if (!job) return;
              const checked = options.payload?.safeParse(job.data);
              if (checked && !checked.success) {
                onError(
                  new Error(`A ${queue} job with a malformed payload was cancelled: ${job.id}`, {
                    cause: checked.error,
                  }),
                );
                await settle(() => boss.cancel(queue, job.id));
                return;
              }
              const current = {
                id: job.id,
                data: (checked ? checked.data : job.data) as never,
                retryCount: job.retryCount,
                retryLimit: job.retryLimit,
              };
              takenOver.forget(job.id);
              await claims?.claim(queue, job.id);
              let failure: Error | undefined;
              let lost = false;
              try {
                await handler(current);
              } catch (error) {
                if (error instanceof ClaimLostError) {
                  lost = true;
                } else if (options.giveUp && isPermanentFailure(error)) {
                  // Operators need to hear of a bad key; the parent is told by giveUp.
                  onError(redactedCopy(error));
                  await options.giveUp(current);
                } else {
                  // pg-boss keeps a failed job's error in its tables: without any query's values.
                  failure = redactedCopy(error);
                }
              }
              // Frozen past its heartbeat, this process had the job taken over: the attempt
              // running now is another process's, and settling it from here would end it. Nor
              // may pg-boss's own settle, which follows the handler's return.
              if (lost || (claims && !(await claims.holds(job.id).catch(() => true)))) {
                takenOver.add(job.id);
                onError(new ClaimLostError(job.id));
                return;
              }
              // pg-boss settles a job without awaiting it: with the database briefly away the
              // result would be lost and the job left running until its expiry. Settle it here,
              // patiently; pg-boss's own late attempt then finds it settled and does nothing.
              await settle(() =>
                failure ? boss.fail(queue, job.id, failure) : boss.complete(queue, job.id),
              );
              await claims?.release(job.id).catch(() => {});
            },
          ),
        );
      }
      workerIds.set(queue, [...(workerIds.get(queue) ?? []), ...ids]);
    },
    async schedule(queue, cron, { expireInSeconds }) {
      const policy = { name: queue, retryLimit: 0, expireInSeconds };
      await boss.createQueue(queue, policy);
      await boss.updateQueue(queue, policy);
      await boss.schedule(queue, cron, {}, { tz: 'UTC' });
    },
    async retry(queue, ids, reason) {
      if (ids.length === 0) return;
      // Only running ones: failing a job already waiting for its retry would count an attempt.
      const { rows } = await executeSql(
        "select id from pgboss.job where name = $1 and id = any($2::uuid[]) and state = 'active'",
        [queue, ids],
      );
      const running = (rows as { id: string }[]).map((r) => r.id);
      for (const id of running) await boss.fail(queue, id, { message: reason });
    },
    async activeJobs() {
      const { rows } = await executeSql(
        "select name as queue, id from pgboss.job where state = 'active'",
      );
      return rows as { queue: string; id: string }[];
    },
    async unclaimedActiveJobs(seconds) {
      const { rows } = await executeSql(
        `select j.name as queue, j.id from pgboss.job j
          where j.state = 'active' and j.started_on < now() - make_interval(secs => $1)
            and not exists (select 1 from job_claims c where c.job_id = j.id)`,
        [seconds],
      );
      return rows as { queue: string; id: string }[];
    },
    wake(queue) {
      for (const id of workerIds.get(queue) ?? []) boss.notifyWorker(id);
    },
    async state(queue, id) {
      return (await boss.getJobById(queue, id))?.state;
    },
    async health() {
      if (stopped) return 'down';
      try {
        await executeSql('select version from pgboss.version limit 1');
        return 'pg-boss';
      } catch {
        return 'down';
      }
    },
    async stop({ graceful } = { graceful: true }) {
      await boss.stop({ graceful, wait: true, timeout: 10_000 });
      stopped = true;
    },
  };
}

/**
 * Jobs this process was running when another took them over. pg-boss settles a job itself once
 * its handler returns (complete, or fail on an error), by id — and the id is the same for the
 * other process's attempt, which that settle would end. Those two statements are dropped for
 * these ids. An id is forgotten once this process takes the job again, or after a while.
 */
class TakenOverJobs {
  private readonly ids = new Set<string>();

  add(id: string) {
    this.ids.add(id);
    setTimeout(() => this.ids.delete(id), 60_000).unref();
  }

  forget(id: string) {
    this.ids.delete(id);
  }

  /** pg-boss's complete and fail by id: `… id IN (SELECT UNNEST($2::uuid[])) …`, ids second. */
  isSettleOf(text: string, values: unknown[] | undefined): boolean {
    if (this.ids.size === 0 || !text.includes('UNNEST($2::uuid[])')) return false;
    const ids = values?.[1];
    return Array.isArray(ids) && ids.length > 0 && ids.every((id) => this.ids.has(String(id)));
  }
}

/** Each queue with its dead-letter queue; creating one that exists changes nothing. */
async function createQueues(boss: PgBoss, definitions: QueueDefinition[]) {
  for (const d of definitions) {
    const deadLetter = `${d.name}-failed`;
    await boss.createQueue(deadLetter, { name: deadLetter, retryLimit: 5, retryDelay: 5 });
    const queue = {
      name: d.name,
      retryLimit: d.retryLimit,
      retryDelay: d.retryDelaySeconds,
      expireInSeconds: d.expireInSeconds,
      deadLetter,
    };
    await boss.createQueue(d.name, queue);
    await boss.updateQueue(d.name, queue);
  }
}

/**
 * pg-boss's multi-statement SQL (its migrations, and maintenance as `BEGIN; …; COMMIT;`) goes
 * through exec: PGlite runs several statements only without parameters, and exec never leaves a
 * connection inside the transaction of a statement that failed.
 */
function adaptSql(database: DatabaseHandle): ExecuteSql {
  return async (text, values) => {
    if ((!values || values.length === 0) && text.includes(';')) return database.exec(text);
    return database.executeSql(text, values);
  };
}
