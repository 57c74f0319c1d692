import type { AppContext } from '../context';
import {
  abandonedAfterSeconds,
  refundAbandonedPictureRequests,
} from '../modules/media/refund-picture-requests';
import { pollPrintOrders } from '../modules/print-orders/poll-print-orders';
import { sweepPrintData } from '../modules/print-orders/sweep-print-data';
import { deleteExpiredSessions } from '../modules/sessions/session-repository';
import { sweepOrphanedFiles } from './orphaned-files';
import { failOrphanedWork } from './orphaned-work';
import { vacuumEmbeddedDatabase } from './vacuum-embedded';

/**
 * The periodic sweeps, as pg-boss cron schedules (UTC): one run per tick however many worker
 * processes share the database, on whichever worker is free. `expireInSeconds` bounds a run that
 * hangs; the next tick runs again.
 */
export const SWEEP_SCHEDULES = {
  /** Rows that have outlived their use, hourly. */
  expiredRows: { queue: 'sweep-expired-rows', cron: '7 * * * *', expireInSeconds: 15 * 60 },
  /** Picture requests whose process died: a credit is owed, so every minute. */
  abandonedPictures: { queue: 'sweep-abandoned-pictures', cron: '* * * * *', expireInSeconds: 60 },
  /** Stored files no row names: they only cost room, and walking them all takes a while. */
  orphanedFiles: { queue: 'sweep-orphaned-files', cron: '23 3 * * *', expireInSeconds: 3600 },
  /** Unfinished print orders asked about at the printer, in case a webhook was lost. */
  printOrders: { queue: 'poll-print-orders', cron: '*/10 * * * *', expireInSeconds: 5 * 60 },
} as const;

/** A sweep's worker waits for its tick: asking every half second would only add queries. */
const SWEEP_POLLING_SECONDS = 15;

/**
 * A job-running process sweeps once at start (a crash may have just left work behind), then the
 * sweeps run on their schedules (SWEEP_SCHEDULES). Running one twice is harmless (a delete by
 * age; refunds settled once), but a schedule runs it once.
 * - Expired sessions are dead weight, and a session table that only grows slows every request.
 * - Paid work whose job left the queue unsettled is refunded (jobs/orphaned-work.ts).
 * - A "new picture" whose process died between taking the credit and recording the picture is
 *   refunded once it is older than any live one can be. `soleProcess`: no other process uses
 *   the database and this one takes no requests yet (PGlite, db/data-folder-lock.ts), so at start
 *   every pending request is a dead process's and is refunded at once.
 * - Files a crash left behind — partial writes, files no row names, abandoned uploads — are
 *   deleted once older than any job can take to record them (jobs/orphaned-files.ts). Walking
 *   every file can take a while: the start does not wait for it.
 * - Print orders the printer still has are asked about, and pending refunds retried
 *   (modules/print-orders/poll-print-orders.ts); not at start, when the printer (the lab in this
 *   app) may not be listening yet.
 * - Printed books' shipping addresses are redacted and their print files deleted 30 days after
 *   their orders ended, and merged books never ordered deleted after 30 days
 *   (modules/print-orders/sweep-print-data.ts, docs/decisions/030).
 * - The embedded database is vacuumed, which PostgreSQL servers do by themselves
 *   (jobs/vacuum-embedded.ts).
 * `onError` hears each failed step at start; a scheduled run that fails is kept failed in the
 * queue's tables, with its error.
 */
export async function startSweeps(
  ctx: AppContext,
  onError: (error: unknown) => void,
  options: { soleProcess: boolean },
): Promise<void> {
  const abandonedAfter = abandonedAfterSeconds(ctx.config.jobs);
  await expiredRows(ctx).catch(onError);
  await refundAbandonedPictureRequests(ctx, options.soleProcess ? 0 : abandonedAfter).catch(
    onError,
  );
  void sweepOrphanedFiles(ctx).catch(onError);

  const runs: Record<keyof typeof SWEEP_SCHEDULES, () => Promise<unknown>> = {
    expiredRows: () => expiredRows(ctx),
    abandonedPictures: () => refundAbandonedPictureRequests(ctx, abandonedAfter),
    orphanedFiles: () => sweepOrphanedFiles(ctx),
    printOrders: () => pollPrintOrders(ctx),
  };
  await createSweepSchedules(ctx);
  for (const [name, { queue }] of Object.entries(SWEEP_SCHEDULES)) {
    const run = runs[name as keyof typeof SWEEP_SCHEDULES];
    await ctx.queue.work(queue, 1, async () => void (await run()), {
      pollingIntervalSeconds: SWEEP_POLLING_SECONDS,
    });
  }
}

/**
 * Creating a schedule creates its queue: a table attached to pg-boss's job table. Workers starting
 * at once on a new database deadlocked doing it side by side (issue 33), so it is schema set-up,
 * under the same lock as the migrations and the other queues.
 */
async function createSweepSchedules(ctx: AppContext) {
  await ctx.database.withSetupLock(async () => {
    for (const { queue, cron, expireInSeconds } of Object.values(SWEEP_SCHEDULES)) {
      await ctx.queue.schedule(queue, cron, { expireInSeconds });
    }
  });
}

/** Each step runs even when one before it failed; the run fails with the first failure. */
async function expiredRows(ctx: AppContext) {
  const steps = [
    () => deleteExpiredSessions(ctx.database.db),
    () => failOrphanedWork(ctx),
    () => sweepPrintData(ctx),
    () => vacuumEmbeddedDatabase(ctx),
  ];
  const failures: unknown[] = [];
  for (const step of steps) await step().catch((error: unknown) => failures.push(error));
  if (failures.length > 0) throw failures[0];
}
