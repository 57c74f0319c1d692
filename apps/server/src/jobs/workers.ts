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
import {
  failBuildMergedBookJob,
  runBuildMergedBookJob,
  type BuildMergedBookJob,
} from '../modules/print-orders/build-merged-book-job';
import {
  failSubmitPrintOrderJob,
  runSubmitPrintOrderJob,
  type SubmitPrintOrderJob,
} from '../modules/print-orders/submit-print-order-job';
import {
  runSendPrintOrderMailJob,
  type SendPrintOrderMailJob,
} from '../modules/print-orders/send-print-order-mail-job';
import { runSendReceiptJob, type SendReceiptJob } from '../modules/purchases/send-receipt-job';
import { QUEUES } from './queue-names';
import { startSweeps } from './sweeps';

/**
 * Narrations in progress per narrator thread. Speech comes ~30× faster than it is heard, so four
 * listeners per thread all stay ahead of their players; more would wait in the queue.
 */
const NARRATIONS_PER_THREAD = 4;

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
  // Several narrations per narrator thread (NARRATION_CONCURRENCY threads), each spoken a sentence
  // at a time in turn: a parent who presses Listen while others are being narrated hears the first
  // sentence at once rather than after the stories ahead (docs/decisions/022).
  if (ctx.config.jobs.warmNarrator) ctx.narrator.warmUp?.();
  await ctx.queue.work<NarrateStoryJob>(
    QUEUES.narrateStory,
    ctx.config.jobs.narrationConcurrency * NARRATIONS_PER_THREAD,
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
  // Print files one at a time per process too: painting print-size pictures uses the cores.
  await ctx.queue.work<BuildMergedBookJob>(
    QUEUES.buildMergedBook,
    1,
    (job) => runBuildMergedBookJob(ctx, job.data),
    { giveUp: (job) => failBuildMergedBookJob(ctx, job.data) },
  );
  await ctx.queue.work<BuildMergedBookJob>(`${QUEUES.buildMergedBook}-failed`, 1, (job) =>
    failBuildMergedBookJob(ctx, job.data),
  );
  await ctx.queue.work<PurgeAccountFilesJob>(QUEUES.purgeAccountFiles, 1, (job) =>
    runPurgeAccountFilesJob(ctx, job.data),
  );
  await ctx.queue.work<SendReceiptJob>(QUEUES.sendReceipt, 1, (job) =>
    runSendReceiptJob(ctx, job.data),
  );
  await ctx.queue.work<SubmitPrintOrderJob>(
    QUEUES.submitPrintOrder,
    1,
    (job) => runSubmitPrintOrderJob(ctx, job.data),
    { giveUp: (job) => failSubmitPrintOrderJob(ctx, job.data) },
  );
  await ctx.queue.work<SubmitPrintOrderJob>(`${QUEUES.submitPrintOrder}-failed`, 1, (job) =>
    failSubmitPrintOrderJob(ctx, job.data),
  );
  await ctx.queue.work<SendPrintOrderMailJob>(QUEUES.sendPrintOrderMail, 1, (job) =>
    runSendPrintOrderMailJob(ctx, job.data),
  );
  // A sweep that fails (the database briefly away) is simply tried again at the next one.
  // Workers start before the web app takes requests, and a PGlite folder has one process.
  await startSweeps(ctx, () => {}, { soleProcess: ctx.database.kind === 'pglite' });
}
