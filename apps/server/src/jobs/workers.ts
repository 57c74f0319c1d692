import type { AppContext } from '../context';
import {
  runPurgeAccountFilesJob,
  type PurgeAccountFilesJob,
} from '../modules/account-data/purge-account-files-job';
import {
  failBuildBookJob,
  runBuildBookJob,
  type BuildBookJob,
} from '../modules/books/build-book-job';
import {
  failNarrateStoryJob,
  runNarrateStoryJob,
  type NarrateStoryJob,
} from '../modules/media/narrate-story-job';
import {
  failWriteStoryJob,
  runWriteStoryJob,
  type WriteStoryJob,
} from '../modules/stories/write-story-job';
import { runSendReceiptJob, type SendReceiptJob } from '../modules/purchases/send-receipt-job';
import { QUEUES } from './queue-names';
import { startSweeps } from './sweeps';

/** Job handlers call the same use-case functions the routes do; the queue adds retries. */
export async function startWorkers(ctx: AppContext, concurrency = 4) {
  // Before taking new work, take back what a dead process left running (docs/decisions/015).
  await ctx.jobProcess.start(ctx.queue, { soleProcess: ctx.database.kind === 'pglite' });
  await ctx.queue.work<WriteStoryJob>(
    QUEUES.writeStory,
    concurrency,
    (job) => runWriteStoryJob(ctx, job.data),
    { giveUp: (job) => failWriteStoryJob(ctx, job.data) },
  );
  await ctx.queue.work<WriteStoryJob>(`${QUEUES.writeStory}-failed`, 1, (job) =>
    failWriteStoryJob(ctx, job.data),
  );
  // As many narrations at once as the narrator has threads (NARRATION_CONCURRENCY): one parent's
  // second narration, or another parent's, starts at once rather than after the whole first one.
  await ctx.queue.work<NarrateStoryJob>(
    QUEUES.narrateStory,
    ctx.config.jobs.narrationConcurrency,
    (job) => runNarrateStoryJob(ctx, job.data),
    { giveUp: (job) => failNarrateStoryJob(ctx, job.data) },
  );
  await ctx.queue.work<NarrateStoryJob>(`${QUEUES.narrateStory}-failed`, 1, (job) =>
    failNarrateStoryJob(ctx, job.data),
  );
  // One book at a time per process: painting its pages already uses the cores (3 at once).
  await ctx.queue.work<BuildBookJob>(QUEUES.buildBook, 1, (job) => runBuildBookJob(ctx, job.data), {
    giveUp: (job) => failBuildBookJob(ctx, job.data),
  });
  await ctx.queue.work<BuildBookJob>(`${QUEUES.buildBook}-failed`, 1, (job) =>
    failBuildBookJob(ctx, job.data),
  );
  await ctx.queue.work<PurgeAccountFilesJob>(QUEUES.purgeAccountFiles, 1, (job) =>
    runPurgeAccountFilesJob(ctx, job.data),
  );
  await ctx.queue.work<SendReceiptJob>(QUEUES.sendReceipt, 1, (job) =>
    runSendReceiptJob(ctx, job.data),
  );
  // A sweep that fails (the database briefly away) is simply tried again at the next one.
  // Workers start before the web app takes requests, and a PGlite folder has one process.
  await startSweeps(ctx, () => {}, { soleProcess: ctx.database.kind === 'pglite' });
}
