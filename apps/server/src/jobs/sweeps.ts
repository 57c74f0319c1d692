import type { AppContext } from '../context';
import { deleteExpiredSessions } from '../modules/sessions/session-repository';
import { failOrphanedWork } from './orphaned-work';

/** How often a process clears rows that have outlived their use. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Expired sessions are dead weight and a session table that only grows slows every request
 * that reads it; paid work whose job left the queue unsettled is refunded (jobs/orphaned-work).
 * Each job-running process sweeps at start and hourly; running them in several processes at
 * once is harmless (a delete by age, idempotent refunds). Returns a stop function.
 */
export async function startSweeps(
  ctx: AppContext,
  onError: (error: unknown) => void,
): Promise<() => void> {
  const sweep = async () => {
    await deleteExpiredSessions(ctx.database.db).catch(onError);
    await failOrphanedWork(ctx).catch(onError);
  };
  await sweep();
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
