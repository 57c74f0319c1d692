import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobClaims, jobProcesses } from '../db/jobs-schema';
import type { JobClaimRecorder, JobQueue } from './queue';

/** How often a job-running process says it is alive, and looks for dead ones' jobs. */
export const HEARTBEAT_MS = 5_000;
/**
 * Silent this long, a process is dead. Six missed heartbeats: a busy event loop (a book's PDF
 * being laid out) is not taken for a crash, and its jobs are never run twice at once.
 */
export const DEAD_AFTER_SECONDS = 30;

export interface JobProcess extends JobClaimRecorder {
  id: string;
  /**
   * Starts saying this process is alive and takes back dead processes' jobs, now and every
   * heartbeat. `soleProcess`: no other process can share the database (PGlite's locked data
   * folder), so every job still running from before is a dead process's, whatever its claims say.
   */
  start(queue: JobQueue, options: { soleProcess: boolean }): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The job-running side of one process: claims recorded as jobs start and released as they
 * settle, a heartbeat, and reclaiming (docs/decisions/015). Without it a crashed process's jobs
 * stay "running" until their expiry — minutes — and the parent can do nothing meanwhile.
 */
export function createJobProcess(
  db: Database,
  onError: (error: unknown) => void,
  { heartbeatMs = HEARTBEAT_MS } = {},
): JobProcess {
  const id = randomUUID();
  const label = `${hostname()} pid ${process.pid}`;
  let timer: NodeJS.Timeout | undefined;
  /**
   * The heartbeat under way, if any. `stop` waits for it: the context closes the database right
   * after, and a heartbeat's statements still in flight then failed with the pool already ended
   * ("job heartbeat failed" on `delete from job_processes` as a test app closed), or put back the
   * row `stop` had just deleted.
   */
  let beating: Promise<void> | undefined;
  /**
   * Attempts of each job running here. A job past its expiry is retried while its first attempt
   * may still run, and the retry can land in this same process: the first attempt's release must
   * not delete the claim the second writes under (jobs/job-fence.ts).
   */
  const attempts = new Map<string, number>();
  let started = false;

  async function reclaim(queue: JobQueue) {
    const dead = await db
      .select({ jobId: jobClaims.jobId, queue: jobClaims.queue })
      .from(jobClaims)
      .leftJoin(jobProcesses, eq(jobProcesses.id, jobClaims.processId))
      .where(
        and(
          ne(jobClaims.processId, id),
          sql`(${jobProcesses.id} is null or ${jobProcesses.seenAt} < now() - make_interval(secs => ${DEAD_AFTER_SECONDS}))`,
        ),
      );
    // And jobs nobody claimed: their process died between fetching them and recording the claim.
    const unclaimed = await queue.unclaimedActiveJobs(DEAD_AFTER_SECONDS);
    // Stopping: the jobs are another process's to take back now, and the database is closing.
    if (!started) return;
    await retryByQueue(queue, [
      ...dead.map((c) => ({ queue: c.queue, id: c.jobId })),
      ...unclaimed,
    ]);
    if (dead.length > 0) {
      await db.delete(jobClaims).where(
        inArray(
          jobClaims.jobId,
          dead.map((c) => c.jobId),
        ),
      );
    }
    await db
      .delete(jobProcesses)
      .where(
        and(
          ne(jobProcesses.id, id),
          lt(jobProcesses.seenAt, sql`now() - make_interval(secs => ${DEAD_AFTER_SECONDS})`),
        ),
      );
  }

  async function heartbeat(queue: JobQueue) {
    // An upsert: a process frozen for longer than DEAD_AFTER_SECONDS (SIGSTOP, a suspended VM)
    // finds its row deleted by the others; without it again, every job it took after resuming
    // would look like a dead process's and be taken from it at once.
    await db
      .insert(jobProcesses)
      .values({ id, label })
      .onConflictDoUpdate({ target: jobProcesses.id, set: { seenAt: sql`now()` } });
    if (started) await reclaim(queue);
  }

  return {
    id,
    async claim(queue, jobId) {
      if (!started) return;
      attempts.set(jobId, (attempts.get(jobId) ?? 0) + 1);
      await db
        .insert(jobClaims)
        .values({ jobId, queue, processId: id })
        .onConflictDoUpdate({
          target: jobClaims.jobId,
          set: { processId: id, queue, claimedAt: sql`now()` },
        });
    },
    async holds(jobId, tx) {
      // Not recording claims (not started, or stopping): nobody can have taken one over.
      if (!started) return true;
      // FOR SHARE: inside a transaction, a reclaim that would delete the claim waits for it.
      const rows = await (tx ?? db)
        .select({ jobId: jobClaims.jobId })
        .from(jobClaims)
        .where(and(eq(jobClaims.jobId, jobId), eq(jobClaims.processId, id)))
        .for('share');
      return rows.length > 0;
    },
    async release(jobId) {
      const left = (attempts.get(jobId) ?? 1) - 1;
      if (left > 0) {
        attempts.set(jobId, left);
        return;
      }
      attempts.delete(jobId);
      await db
        .delete(jobClaims)
        .where(and(eq(jobClaims.jobId, jobId), eq(jobClaims.processId, id)));
    },
    async start(queue, { soleProcess }) {
      await db.insert(jobProcesses).values({ id, label });
      started = true;
      if (soleProcess) {
        await retryByQueue(queue, await queue.activeJobs());
        await db.delete(jobClaims).where(ne(jobClaims.processId, id));
        await db.delete(jobProcesses).where(ne(jobProcesses.id, id));
      } else {
        await reclaim(queue);
      }
      timer = setInterval(() => {
        // One at a time: a heartbeat slower than the interval (a busy database) is not doubled.
        if (beating || !started) return;
        beating = heartbeat(queue)
          .catch(onError)
          .finally(() => {
            beating = undefined;
          });
      }, heartbeatMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      if (!started) return;
      started = false;
      await beating;
      // A clean stop: pg-boss hands back what was running; nobody needs to wait for our silence.
      await db.delete(jobProcesses).where(eq(jobProcesses.id, id)).catch(onError);
    },
  };
}

async function retryByQueue(queue: JobQueue, jobs: { queue: string; id: string }[]) {
  const byQueue = new Map<string, string[]>();
  for (const job of jobs) byQueue.set(job.queue, [...(byQueue.get(job.queue) ?? []), job.id]);
  for (const [name, ids] of byQueue) {
    await queue.retry(name, ids, 'the process running this job stopped');
  }
}
