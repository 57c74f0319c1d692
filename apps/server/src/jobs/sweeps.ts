import type { AppContext } from '../context';
import { deleteExpiredSessions } from '../modules/sessions/session-repository';

/** How often a process clears rows that have outlived their use. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Expired sessions are dead weight and a session table that only grows slows every request
 * that reads it. Each job-running process sweeps at start and hourly; running it in several
 * processes at once is harmless (a delete by age). Returns a stop function.
 */
export async function startSweeps(
  ctx: AppContext,
  onError: (error: unknown) => void,
): Promise<() => void> {
  await deleteExpiredSessions(ctx.database.db).catch(onError);
  const timer = setInterval(() => {
    deleteExpiredSessions(ctx.database.db).catch(onError);
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
