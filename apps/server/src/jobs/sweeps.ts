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

/** How often a process clears rows that have outlived their use. */
const SESSION_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** How often a process looks for picture requests whose process died: a credit is owed. */
const PICTURE_SWEEP_INTERVAL_MS = 60 * 1000;
/** How often a process walks the stored files for orphans: they only cost room, and slowly. */
const FILE_SWEEP_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** How often unfinished print orders are asked about at the printer, in case a webhook was lost. */
const PRINT_POLL_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Each job-running process sweeps at start and then periodically; running them in several
 * processes at once is harmless (a delete by age; refunds settled once).
 * - Expired sessions are dead weight, and a session table that only grows slows every request.
 * - Paid work whose job left the queue unsettled is refunded (jobs/orphaned-work.ts).
 * - A "new picture" whose process died between taking the credit and recording the picture is
 *   refunded once it is older than any live one can be. `soleProcess`: no other process uses
 *   the database and this one takes no requests yet (PGlite, db/data-folder-lock.ts), so every
 *   pending request is a dead process's and is refunded at once.
 * - Files a crash left behind — partial writes, files no row names — are deleted once older than
 *   any job can take to record them (jobs/orphaned-files.ts). Walking every file can take a
 *   while: the start does not wait for it.
 * - Print orders the printer still has are asked about, and pending refunds retried
 *   (modules/print-orders/poll-print-orders.ts); not at start, when the printer (the lab in this
 *   app) may not be listening yet.
 * - Printed books' shipping addresses are redacted and their print files deleted 30 days after
 *   their orders ended, and merged books never ordered deleted after 30 days
 *   (modules/print-orders/sweep-print-data.ts, docs/decisions/030).
 * - The embedded database is vacuumed, which PostgreSQL servers do by themselves
 *   (jobs/vacuum-embedded.ts).
 * Returns a stop function.
 */
export async function startSweeps(
  ctx: AppContext,
  onError: (error: unknown) => void,
  options: { soleProcess: boolean },
): Promise<() => void> {
  const db = ctx.database.db;
  const abandonedAfter = abandonedAfterSeconds(ctx.config.jobs);
  const hourly = async () => {
    await deleteExpiredSessions(db).catch(onError);
    await failOrphanedWork(ctx).catch(onError);
    await sweepPrintData(ctx).catch(onError);
    await vacuumEmbeddedDatabase(ctx).catch(onError);
  };
  await hourly();
  await refundAbandonedPictureRequests(ctx, options.soleProcess ? 0 : abandonedAfter).catch(
    onError,
  );
  const files = () => sweepOrphanedFiles(ctx).catch(onError);
  void files();
  const timers = [
    setInterval(() => void hourly(), SESSION_SWEEP_INTERVAL_MS),
    setInterval(() => void files(), FILE_SWEEP_INTERVAL_MS),
    setInterval(() => {
      pollPrintOrders(ctx).catch(onError);
    }, PRINT_POLL_INTERVAL_MS),
    setInterval(() => {
      refundAbandonedPictureRequests(ctx, abandonedAfter).catch(onError);
    }, PICTURE_SWEEP_INTERVAL_MS),
  ];
  for (const timer of timers) timer.unref();
  return () => timers.forEach(clearInterval);
}
