import { someCause } from '../lib/error-causes';

/** PostgreSQL's deadlock_detected and serialization_failure: the statement may simply be rerun. */
const CONFLICT_CODES = new Set(['40P01', '40001']);

/** Whether a statement failed only because a concurrent one got in its way (retry it). */
export const isLockConflict = (error: unknown) =>
  someCause(error, (e) => CONFLICT_CODES.has(String((e as { code?: unknown }).code)));

/**
 * Runs `attempt` again when it loses a deadlock or a serialization conflict, a few times with a
 * growing pause: the other side has gone on by then. Only for work that is safe to repeat.
 */
export async function retryOnLockConflict<T>(attempt: () => Promise<T>, attempts = 5): Promise<T> {
  for (let tried = 1; ; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= attempts || !isLockConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** tried));
    }
  }
}
