import { z } from 'zod';
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
  failBuildMergedBookJob,
  runBuildMergedBookJob,
  type BuildMergedBookJob,
} from '../modules/print-orders/build-merged-book-job';
import { PRINT_ORDER_MAILS } from '../modules/print-orders/print-order-mail';
import {
  runSendPrintOrderMailJob,
  type SendPrintOrderMailJob,
} from '../modules/print-orders/send-print-order-mail-job';
import {
  failSubmitPrintOrderJob,
  runSubmitPrintOrderJob,
  type SubmitPrintOrderJob,
} from '../modules/print-orders/submit-print-order-job';
import { runSendReceiptJob, type SendReceiptJob } from '../modules/purchases/send-receipt-job';
import {
  failPaintStoryPictureJob,
  runPaintStoryPictureJob,
  type PaintStoryPictureJob,
} from '../modules/stories/paint-story-picture-job';
import {
  failWriteStoryJob,
  runWriteStoryJob,
  type WriteStoryJob,
} from '../modules/stories/write-story-job';
import { QUEUES } from './queue-names';

/**
 * What a process that runs jobs needs to know of each queue. The queue's name and retry policy
 * are in queue-names.ts, because every process (web ones too) creates the queues and the modules
 * that send jobs import the names; the rest is here, one entry per queue.
 */
export interface JobKind<T extends object> {
  queue: string;
  /** Checked when a job is taken: one that does not match is cancelled and reported, never run. */
  payload: z.ZodType<T>;
  /** Jobs of this queue one process runs at once. */
  concurrency: (ctx: AppContext, storyConcurrency: number) => number;
  run: (ctx: AppContext, data: T) => Promise<void>;
  /**
   * Settles what a job owed once it will not run again: after its last attempt (its dead-letter
   * queue) or at once on a failure that says a retry cannot help.
   */
  giveUp?: (ctx: AppContext, data: T) => Promise<void>;
}

/**
 * Narrations in progress per narrator thread. Speech comes ~30× faster than it is heard, so four
 * listeners per thread all stay ahead of their players; more would wait in the queue.
 */
const NARRATIONS_PER_THREAD = 4;

const id = z.string().uuid();
const one = () => 1;
/**
 * Types each entry against its payload, then lists them together: the handler only ever sees data
 * its `payload` schema has passed (`JobQueue.work` checks it first), which is what makes this safe.
 */
const kind = <T extends object>(entry: JobKind<T>) => entry as unknown as JobKind<object>;

export const JOB_KINDS: JobKind<object>[] = [
  kind<WriteStoryJob>({
    queue: QUEUES.writeStory,
    payload: z.object({ storyId: id }),
    concurrency: (_ctx, storyConcurrency) => storyConcurrency,
    run: runWriteStoryJob,
    giveUp: failWriteStoryJob,
  }),
  kind<PaintStoryPictureJob>({
    queue: QUEUES.paintStoryPicture,
    payload: z.object({ storyId: id, passage: z.number().int().min(0).nullable() }),
    concurrency: (_ctx, storyConcurrency) => storyConcurrency,
    run: runPaintStoryPictureJob,
    giveUp: failPaintStoryPictureJob,
  }),
  kind<NarrateStoryJob>({
    queue: QUEUES.narrateStory,
    payload: z.object({ storyId: id, jobId: id }),
    // Several narrations per narrator thread (NARRATION_CONCURRENCY threads), each spoken a
    // sentence at a time in turn: a parent who presses Listen while others are being narrated
    // hears the first sentence at once rather than after the stories ahead (docs/decisions/022).
    concurrency: (ctx) => ctx.config.jobs.narrationConcurrency * NARRATIONS_PER_THREAD,
    run: runNarrateStoryJob,
    giveUp: failNarrateStoryJob,
  }),
  kind<BuildBookJob>({
    queue: QUEUES.buildBook,
    payload: z.object({ bookId: id }),
    // One book at a time per process: painting its pages already uses the cores (3 at once).
    concurrency: one,
    run: runBuildBookJob,
    giveUp: failBuildBookJob,
  }),
  kind<BuildMergedBookJob>({
    queue: QUEUES.buildMergedBook,
    payload: z.object({ mergedBookId: id }),
    // Print files one at a time per process too: painting print-size pictures uses the cores.
    concurrency: one,
    run: runBuildMergedBookJob,
    giveUp: failBuildMergedBookJob,
  }),
  kind<PurgeAccountFilesJob>({
    queue: QUEUES.purgeAccountFiles,
    payload: z.object({ userId: id, keys: z.array(z.string()), folders: z.array(z.string()) }),
    concurrency: one,
    run: runPurgeAccountFilesJob,
  }),
  kind<SendReceiptJob>({
    queue: QUEUES.sendReceipt,
    payload: z.object({
      checkoutId: z.string().min(1),
      paidAt: z.string().datetime({ offset: true }),
      balance: z.number().int(),
    }),
    concurrency: one,
    run: runSendReceiptJob,
  }),
  kind<SubmitPrintOrderJob>({
    queue: QUEUES.submitPrintOrder,
    payload: z.object({ orderId: id }),
    concurrency: one,
    run: runSubmitPrintOrderJob,
    giveUp: failSubmitPrintOrderJob,
  }),
  kind<SendPrintOrderMailJob>({
    queue: QUEUES.sendPrintOrderMail,
    payload: z.object({ orderId: id, kind: z.enum(PRINT_ORDER_MAILS) }),
    concurrency: one,
    run: runSendPrintOrderMailJob,
  }),
];
