import type { AppContext } from '../context';
import { fencedContext } from './job-fence';
import { JOB_KINDS } from './job-registry';
import { startSweeps } from './sweeps';

/**
 * Runs every queue's jobs in this process (jobs/job-registry.ts). Job handlers call the same
 * use-case functions the routes do; the queue adds retries, and each queue with a `giveUp` has a
 * dead-letter queue (`<name>-failed`) whose worker runs it after the last attempt.
 */
export async function startWorkers(ctx: AppContext, storyConcurrency = 4) {
  // Before taking new work, take back what a dead process left running (docs/decisions/015).
  await ctx.jobProcess.start(ctx.queue, { soleProcess: ctx.database.kind === 'pglite' });
  // A process that narrates keeps its narrator loaded, so the first Listen after a start speaks
  // its first sentence at once (docs/decisions/022).
  if (ctx.config.jobs.warmNarrator) ctx.narrator.warmUp?.();
  for (const kind of JOB_KINDS) {
    const giveUp = kind.giveUp;
    // Each run writes only while this process holds the job (jobs/job-fence.ts).
    await ctx.queue.work<object>(
      kind.queue,
      kind.concurrency(ctx, storyConcurrency),
      (job) => kind.run(fencedContext(ctx, job.id), job.data),
      {
        payload: kind.payload,
        ...(giveUp ? { giveUp: (job) => giveUp(fencedContext(ctx, job.id), job.data) } : {}),
      },
    );
    if (giveUp) {
      await ctx.queue.work<object>(
        `${kind.queue}-failed`,
        1,
        (job) => giveUp(fencedContext(ctx, job.id), job.data),
        { payload: kind.payload },
      );
    }
  }
  // A sweep that fails (the database briefly away) is simply tried again at the next one.
  // Workers start before the web app takes requests, and a PGlite folder has one process.
  await startSweeps(ctx, () => {}, { soleProcess: ctx.database.kind === 'pglite' });
}
